import { describe, expect, it } from 'vitest';
import type { WorkflowLayoutTemplate } from '@/api/wire';
import { decodedLayouts } from '@test/support/decoded';
import { publishSummary } from './publish-summary';

const layout = (
  nodes: { id: string; type?: string; name?: string; action_type_id?: string }[],
  edges: [string, string][],
): WorkflowLayoutTemplate => ({
  object: 'workflow_layout_template',
  nodes: nodes.map((n) => ({ type: 'Action', name: n.id, ...n })),
  positions: Object.fromEntries(nodes.map((n, i) => [n.id, { x: 0, y: i * 150 }])),
  edges: edges.map(([source, target]) => ({ id: `${source}-${target}`, source, target })),
  action_types: [],
  width: 1500,
  height: 600,
});

const published = layout(
  [
    { id: 'start', type: 'Start', name: 'Start' },
    { id: 'a', name: 'Send welcome', action_type_id: 'at1' },
  ],
  [['start', 'a']],
);
const draft = layout(
  [
    { id: 'start', type: 'Start', name: 'Start' },
    { id: 'a', name: 'Send welcome email', action_type_id: 'at1' },
    { id: 'b', name: 'Notify owner', action_type_id: 'at2' },
  ],
  [
    ['start', 'a'],
    ['a', 'b'],
  ],
);

const workflow = (extra: Record<string, unknown> = {}) =>
  decodedLayouts({
    has_draft: true,
    on: false,
    action_type_ids: ['at1'],
    template: published,
    template_draft: draft,
    event_trigger: { key: 'deal.closed' },
    event_trigger_draft: { key: 'deal.won' },
    match_conditions: { match: 'all' },
    match_conditions_draft: { match: 'all' },
    trigger_conditions: null,
    trigger_conditions_draft: null,
    ...extra,
  });

describe('what publishing puts live', () => {
  it('counts the changes, names the first ones and the trigger change', () => {
    const summary = publishSummary(workflow(), new Map());
    expect(summary.counts.map(({ label, count }) => `${label}: ${count}`)).toEqual([
      'Nodes added: 1',
      'Renamed: 1',
      'Connections added: 1',
      'Trigger: 1',
    ]);
    expect(summary.firstChanges).toEqual([
      'Added “Notify owner”',
      'Renamed “Send welcome” to “Send welcome email”',
      'Connected “Send welcome email” to “Notify owner”',
    ]);
    expect(summary.triggerChanges).toHaveLength(1);
    expect(summary.nothingEffective).toBe(false);
  });

  it('says an off workflow will be switched on, and an on one will not', () => {
    expect(publishSummary(workflow(), new Map()).switchesOn).toBe(true);
    expect(publishSummary(workflow({ on: true }), new Map()).switchesOn).toBe(false);
  });

  it('names the action types of the draft that have drafts of their own', () => {
    const summary = publishSummary(
      workflow(),
      new Map([
        ['at1', { name: 'Send email', hasDraft: false }],
        ['at2', { name: 'Post to chat', hasDraft: true }],
      ]),
    );
    expect(summary.actionTypeDrafts).toEqual(['Post to chat']);
  });

  it('tells a draft with nothing effective in it', () => {
    const summary = publishSummary(
      workflow({ template_draft: published, event_trigger_draft: { key: 'deal.closed' } }),
      new Map(),
    );
    expect(summary.nothingEffective).toBe(true);
    expect(summary.firstChanges).toEqual([]);
  });
});
