import { describe, expect, it } from 'vitest';
import type { WorkflowLayoutTemplate } from '@/api/wire';
import { decodedLayouts } from '@test/support/decoded';
import { generateLayoutPair } from '@test/support/generated-layouts';
import { compareWorkflow } from './changes';

const layout = (
  nodes: { id: string; type?: string; name?: string; action_type_id?: string }[],
  positions: Record<string, { x: number; y: number }>,
  edges: [string, string][],
  extra: Partial<WorkflowLayoutTemplate> = {},
): WorkflowLayoutTemplate => ({
  object: 'workflow_layout_template',
  nodes: nodes.map((n) => ({ type: 'Action', name: n.id, ...n })),
  positions,
  edges: edges.map(([source, target]) => ({ id: `${source}-${target}`, source, target })),
  action_types: [],
  width: 1500,
  height: 600,
  ...extra,
});

const published = layout(
  [
    { id: 'start', type: 'Start', name: 'Start' },
    { id: 'a', name: 'Send' },
    { id: 'b', name: 'Wait', type: 'Delay' },
    { id: 'c', name: 'Old' },
  ],
  { start: { x: 0, y: 0 }, a: { x: 0, y: 150 }, b: { x: 0, y: 300 }, c: { x: 250, y: 300 } },
  [
    ['start', 'a'],
    ['a', 'b'],
    ['a', 'c'],
  ],
);

/** A workflow as the service sends it, with its layouts decoded as the app receives them. */
function workflow(draft: WorkflowLayoutTemplate, extra: Record<string, unknown> = {}) {
  return decodedLayouts({
    has_draft: true,
    template: published,
    template_draft: draft,
    event_trigger: { key: 'deal.closed' },
    event_trigger_draft: { key: 'deal.closed' },
    match_conditions: { match: 'all' },
    match_conditions_draft: { match: 'all' },
    trigger_conditions: null,
    trigger_conditions_draft: null,
    ...extra,
  });
}

describe('compareWorkflow', () => {
  it('finds every kind of layout change and tells moves from effective changes', () => {
    const draft = layout(
      [
        { id: 'start', type: 'Start', name: 'Start' },
        { id: 'a', name: 'Send a message' },
        { id: 'b', name: 'Wait', type: 'Action', action_type_id: 'at2' },
        { id: 'd', name: 'New step' },
      ],
      { start: { x: 0, y: 0 }, a: { x: 300, y: 550 }, b: { x: 0, y: 300 }, d: { x: 250, y: 450 } },
      [
        ['start', 'a'],
        ['a', 'b'],
        ['b', 'd'],
      ],
      { width: 1800, action_types: [{ id: 'at2', name: 'Create invoice' }] },
    );
    const result = compareWorkflow(workflow(draft));
    expect(result.changes.map((c) => [c.kind, c.nodeId, c.effective])).toEqual([
      ['node-added', 'd', true],
      ['node-removed', 'c', true],
      ['node-renamed', 'a', true],
      ['node-retyped', 'b', true],
      ['edge-added', 'd', true],
      ['edge-removed', 'c', true],
      ['action-types', null, true],
      ['node-moved', 'a', false],
      ['size', null, false],
    ]);
    expect(result.changes.find((c) => c.kind === 'node-moved')?.detail).toBe(
      '500 px, from (0, 150) to (300, 550)',
    );
    expect(result.changes.find((c) => c.kind === 'node-retyped')?.detail).toBe(
      'type Delay → Action, action type none → at2',
    );
    expect(result.state).toEqual({ kind: 'changes', effective: 7, layoutOnly: 2 });
    expect(result.counts['node-added']).toBe(1);
  });

  it('reports trigger and condition drafts as path-level changes', () => {
    const result = compareWorkflow(
      workflow(structuredClone(published), {
        event_trigger_draft: { key: 'deal.won' },
        trigger_conditions_draft: {
          conditions: [{ variable: 'deal.amount', operator: 'gt', value: '5' }],
        },
      }),
    );
    expect(result.changes.map((c) => [c.kind, c.title, c.detail])).toEqual([
      ['trigger', 'Trigger · key', '"deal.closed" → "deal.won"'],
      [
        'conditions',
        'Trigger conditions',
        'null → {"conditions":[{"variable":"deal.amount","operator":"gt","value":"5"}]}',
      ],
    ]);
  });

  it('says when has_draft is set but the draft equals what is published', () => {
    expect(compareWorkflow(workflow(structuredClone(published))).state).toEqual({ kind: 'equal' });
  });

  it('says when there is no draft, and when changes exist without the flag', () => {
    expect(
      compareWorkflow(workflow(structuredClone(published), { has_draft: false })).state,
    ).toEqual({ kind: 'no-draft' });
    const moved = structuredClone(published);
    moved.positions.a = { x: 10, y: 150 };
    expect(compareWorkflow(workflow(moved, { has_draft: false })).state).toEqual({
      kind: 'unflagged-changes',
      effective: 0,
      layoutOnly: 1,
    });
  });

  it('compares two 5,000-node layouts (its speed is measured by npm run bench)', () => {
    const { published: big, draft } = generateLayoutPair(5000, 200);
    const result = compareWorkflow(workflow(draft, { template: big }));
    expect(result.published.nodes).toHaveLength(5000);
    expect(result.counts['node-added']).toBeGreaterThan(10);
    expect(result.counts['node-moved']).toBeGreaterThan(10);
    expect(result.counts['edge-removed']).toBeGreaterThan(10);
  }, 30_000);

  it('tolerates broken layouts on either side', () => {
    const result = compareWorkflow(
      workflow({ nodes: 'no' } as unknown as WorkflowLayoutTemplate, { template: null }),
    );
    expect(result.published.problems.length).toBeGreaterThan(0);
    expect(result.changes).toEqual([]);
  });
});
