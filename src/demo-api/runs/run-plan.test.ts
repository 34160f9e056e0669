import { describe, expect, it } from 'vitest';
import type { WorkflowLayoutTemplate } from '@/api/wire';
import { actionsAt, planRun, runStatusAt, walkLayout } from './run-plan';

const node = (id: string, type: string, name = id) => ({ id, type, name });
const edge = (source: string, target: string) => ({ id: `${source}-${target}`, source, target });

/** Start -> send -> wait -> (branch: notify | skip) -> done */
const LAYOUT: WorkflowLayoutTemplate = {
  object: 'workflow_layout_template',
  nodes: [
    node('start_of_workflow', 'Start'),
    node('send', 'Action', 'Send email'),
    node('wait', 'Delay', 'Wait 2 hours'),
    node('notify', 'Action', 'Notify owner'),
    node('skip', 'Filter', 'Only VIPs'),
  ],
  edges: [
    edge('start_of_workflow', 'send'),
    edge('send', 'wait'),
    edge('wait', 'notify'),
    edge('wait', 'skip'),
    { from: 'broken' },
  ],
  positions: {},
  action_types: [],
  width: 1500,
  height: 600,
};

const T = Date.UTC(2026, 0, 5, 9, 0, 0);
const ids = { executionId: 'exe', workflowId: 'wf' };

describe('a run started through the API', () => {
  it('walks from Start, the first way at each fork, skipping edges it cannot read', () => {
    expect(walkLayout(LAYOUT)).toEqual({
      nodes: [LAYOUT.nodes[1], LAYOUT.nodes[2], LAYOUT.nodes[3]],
      edges: ['start_of_workflow-send', 'send-wait', 'wait-notify'],
    });
  });

  it('schedules each step when the one before starts, and runs it for its kind’s time', () => {
    const plan = planRun(LAYOUT, T, {}, {});
    expect(
      plan.steps.map((s) => [s.node_id, s.scheduled_ms - T, s.run_ms - T, s.end_ms - T]),
    ).toEqual([
      ['send', 0, 800, 2300],
      ['wait', 800, 2300, 4800],
      ['notify', 2300, 4800, 6300],
    ]);
  });

  it('shows each action as it stands: idle, then running with run_at, then completed', () => {
    const plan = planRun(LAYOUT, T, {}, { customer: 'c1' });
    const at = (ms: number) =>
      actionsAt(plan, ids, T + ms).map((a) => [a.node_id, a.status, a.run_at, a.completed_at]);
    expect(at(0)).toEqual([['send', 'idle', null, null]]);
    expect(at(1000)).toEqual([
      ['send', 'running', '2026-01-05T09:00:00.800Z', null],
      ['wait', 'idle', null, null],
    ]);
    expect(at(2300)).toEqual([
      ['send', 'completed', '2026-01-05T09:00:00.800Z', '2026-01-05T09:00:02.300Z'],
      ['wait', 'running', '2026-01-05T09:00:02.300Z', null],
      ['notify', 'idle', null, null],
    ]);
    expect(runStatusAt(plan, T + 6299)).toBe('running');
    expect(runStatusAt(plan, T + 6300)).toBe('completed');
  });

  it('fails at a failing step with its note, and schedules nothing after it', () => {
    const plan = planRun(LAYOUT, T, { wait: 'HTTP 503 from x.example' }, {});
    expect(plan.steps.map((s) => s.node_id)).toEqual(['send', 'wait']);
    expect(plan.edges).toEqual(['start_of_workflow-send', 'send-wait']);
    const end = actionsAt(plan, ids, T + 10_000);
    expect(end.map((a) => [a.node_id, a.status, a.failure_note])).toEqual([
      ['send', 'completed', null],
      ['wait', 'failed', 'HTTP 503 from x.example'],
    ]);
    expect(end[1]?.failed_at).toBe('2026-01-05T09:00:04.800Z');
    expect(runStatusAt(plan, T + 10_000)).toBe('failed');
  });

  it('completes at once when the layout has no step to run', () => {
    const startOnly = { ...LAYOUT, nodes: [LAYOUT.nodes[0]], edges: [] } as WorkflowLayoutTemplate;
    const plan = planRun(startOnly, T, {}, {});
    expect(plan.steps).toEqual([]);
    expect(runStatusAt(plan, T)).toBe('completed');
  });
});
