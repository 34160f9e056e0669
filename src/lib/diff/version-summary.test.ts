import { describe, expect, it } from 'vitest';
import { summarizeVersion, versionContent, versionParts } from './version-summary';

const start = { id: 'start', type: 'Start', name: 'Start' };
const layout = (nodes: object[], positions: Record<string, { x: number; y: number }> = {}) => ({
  nodes: [start, ...nodes],
  positions: { start: { x: 0, y: 0 }, ...positions },
  edges: [],
});
const parts = (value: object, trigger: unknown = { key: 'deal.won' }) => ({
  layout: value,
  trigger,
  matchConditions: { match: 'all' },
  triggerConditions: {},
});

describe('summarizeVersion', () => {
  it('says when a version is the first one seen', () => {
    expect(summarizeVersion(null, parts(layout([])))).toBe('First version seen');
  });

  it('counts nodes added and renamed and says the trigger changed', () => {
    const before = parts(layout([{ id: 'a', type: 'Action', name: 'Send' }]));
    const after = parts(
      layout([
        { id: 'a', type: 'Action', name: 'Send mail' },
        { id: 'b', type: 'Action', name: 'Wait' },
        { id: 'c', type: 'Action', name: 'Log' },
        { id: 'd', type: 'Action', name: 'Notify' },
      ]),
      { key: 'deal.lost' },
    );
    expect(summarizeVersion(before, after)).toBe('3 nodes added, 1 renamed, trigger changed');
  });

  it('names a move only when nothing else changed', () => {
    const before = parts(layout([{ id: 'a', type: 'Action', name: 'A' }], { a: { x: 0, y: 100 } }));
    const after = parts(layout([{ id: 'a', type: 'Action', name: 'A' }], { a: { x: 0, y: 300 } }));
    expect(summarizeVersion(before, after)).toBe('1 node moved (layout only)');
  });

  it('says conditions changed and one node removed', () => {
    const before = parts(layout([{ id: 'a', type: 'Action', name: 'A' }]));
    const after = { ...parts(layout([])), triggerConditions: { amount: 5 } };
    expect(summarizeVersion(before, after)).toBe('1 node removed, conditions changed');
  });
});

describe('versionContent and versionParts', () => {
  it('keep a draft under the interface’s draft names and read it back', () => {
    const workflow = {
      template: { nodes: [] },
      template_draft: { nodes: [start] },
      event_trigger_draft: { key: 'x' },
      match_conditions_draft: null,
      trigger_conditions_draft: { a: 1 },
    };
    const content = versionContent(workflow, 'draft');
    expect(content).toEqual({
      template_draft: { nodes: [start] },
      event_trigger_draft: { key: 'x' },
      match_conditions_draft: null,
      trigger_conditions_draft: { a: 1 },
    });
    expect(versionParts(content, 'draft')).toEqual({
      layout: { nodes: [start] },
      trigger: { key: 'x' },
      matchConditions: null,
      triggerConditions: { a: 1 },
    });
  });
});
