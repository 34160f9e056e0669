import { describe, expect, it } from 'vitest';
import { parseLayout } from '@/api/decode/layout';
import type { Action, ExecutionStat } from '@/api/models';
import { isTaken, pictureRun } from './step-status';

const layout = parseLayout({
  object: 'workflow_layout_template',
  nodes: [
    { id: 'start', type: 'Start', name: 'Start' },
    { id: 'a', type: 'Action', name: 'Send' },
    { id: 'b', type: 'Delay', name: 'Wait' },
    { id: 'c', type: 'Action', name: 'Notify' },
    { id: 'd', type: 'Action', name: 'Skip' },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'a' },
    { id: 'e2', source: 'a', target: 'b' },
    { id: 'e3', source: 'b', target: 'c' },
    { id: 'e4', source: 'a', target: 'd' },
  ],
  positions: {},
  action_types: [],
  width: 1500,
  height: 600,
});

function action(node_id: string, status: string, extra: Partial<Action> = {}): Action {
  return {
    uuid: `u-${node_id}`,
    hashid: `h-${node_id}`,
    execution_id: 'exe',
    workflow_id: 'wf',
    node_id,
    name: node_id,
    status,
    log: {},
    failure_note: null,
    run_at: null,
    run_at_string: null,
    run_at_utc: null,
    completed_at: null,
    completed_at_string: null,
    completed_at_utc: null,
    failed_at: null,
    failed_at_string: null,
    failed_at_utc: null,
    stopped_at: null,
    stopped_at_string: null,
    stopped_at_utc: null,
    ...extra,
  };
}

const stat = (status: string): ExecutionStat => ({
  status,
  scheduledAt: null,
  completedAt: null,
  failedAt: null,
  stoppedAt: null,
});

describe('a run pictured on its layout', () => {
  it('takes each step’s status from its action, else from the stats; the rest is not reached', () => {
    const picture = pictureRun(layout, { a: stat('completed'), b: stat('idle') }, [
      action('a', 'completed', { run_at_utc: '2026-01-01T00:00:00Z' }),
    ]);
    expect(picture.steps.map((s) => [s.nodeId, s.status])).toEqual([
      ['a', 'completed'],
      ['b', 'waiting'],
      ['c', 'not-reached'],
      ['d', 'not-reached'],
    ]);
    expect(picture.counts).toMatchObject({ completed: 1, waiting: 1, 'not-reached': 2 });
  });

  it('draws as taken the edges between reached steps, from Start', () => {
    const picture = pictureRun(layout, null, [
      action('a', 'completed'),
      action('b', 'failed', { failure_note: 'HTTP 503' }),
    ]);
    expect(isTaken(picture, 'start', 'a')).toBe(true);
    expect(isTaken(picture, 'a', 'b')).toBe(true);
    expect(isTaken(picture, 'b', 'c')).toBe(false);
    expect(isTaken(picture, 'a', 'd')).toBe(false);
    expect(picture.byNode.get('b')?.action?.failure_note).toBe('HTTP 503');
  });

  it('reads stopped, running and unknown statuses, and keeps actions of nodes not in the layout', () => {
    const picture = pictureRun(layout, null, [
      action('a', 'stopped'),
      action('b', 'running'),
      action('c', 'paused'),
      action('gone', 'completed'),
    ]);
    expect(picture.byNode.get('a')?.status).toBe('stopped');
    expect(picture.byNode.get('b')?.status).toBe('running');
    expect(picture.byNode.get('c')).toMatchObject({ status: 'waiting', rawStatus: 'paused' });
    expect(picture.strays.map((a) => a.node_id)).toEqual(['gone']);
  });

  it('reaches nothing, not even Start, for a run with no step yet', () => {
    const picture = pictureRun(layout, {}, []);
    expect(isTaken(picture, 'start', 'a')).toBe(false);
    expect(picture.counts['not-reached']).toBe(4);
  });
});
