import { describe, expect, it } from 'vitest';
import type { Action } from '@/api/models';
import { groupRuns, runStatus, stepTime, type StepCounts } from './group-runs';

let serial = 0;
function step(
  execution: string,
  status: string,
  at: string | null,
  extra: Partial<Action> = {},
): Action {
  serial += 1;
  const end = at === null ? null : at.replace(':00Z', ':30Z');
  return {
    uuid: `a${String(serial).padStart(3, '0')}`,
    hashid: `h${String(serial)}`,
    execution_id: execution,
    workflow_id: 'w1',
    node_id: `n${String(serial)}`,
    name: `Step ${String(serial)}`,
    status,
    log: {},
    failure_note: status === 'failed' ? 'HTTP 502 from api.example' : null,
    run_at: at,
    run_at_string: at,
    run_at_utc: at,
    completed_at: status === 'completed' ? end : null,
    completed_at_string: status === 'completed' ? end : null,
    completed_at_utc: status === 'completed' ? end : null,
    failed_at: status === 'failed' ? end : null,
    failed_at_string: status === 'failed' ? end : null,
    failed_at_utc: status === 'failed' ? end : null,
    stopped_at: status === 'stopped' ? end : null,
    stopped_at_string: status === 'stopped' ? end : null,
    stopped_at_utc: status === 'stopped' ? end : null,
    ...extra,
  };
}

const counts = (partial: Partial<StepCounts>): StepCounts => ({
  completed: 0,
  failed: 0,
  stopped: 0,
  running: 0,
  idle: 0,
  other: 0,
  ...partial,
});

describe('stepTime', () => {
  it('is when the step ran, else when it ended', () => {
    expect(stepTime(step('e1', 'completed', '2026-11-28T10:00:00Z'))).toBe('2026-11-28T10:00:00Z');
    const neverRan = { run_at_utc: null };
    expect(stepTime(step('e1', 'failed', '2026-11-28T10:00:00Z', neverRan))).toBe(
      '2026-11-28T10:00:30Z',
    );
    expect(stepTime(step('e1', 'idle', null))).toBeNull();
  });
});

describe('runStatus', () => {
  it('is failed when any step failed, whatever else', () => {
    expect(runStatus(counts({ completed: 3, failed: 1, running: 1 }))).toBe('failed');
  });
  it('is running when a step runs, or some ran and others wait', () => {
    expect(runStatus(counts({ completed: 2, running: 1, idle: 2 }))).toBe('running');
    expect(runStatus(counts({ completed: 2, idle: 2 }))).toBe('running');
  });
  it('is stopped, upcoming, completed or unknown otherwise', () => {
    expect(runStatus(counts({ completed: 2, stopped: 3 }))).toBe('stopped');
    expect(runStatus(counts({ idle: 4 }))).toBe('upcoming');
    expect(runStatus(counts({ completed: 4 }))).toBe('completed');
    expect(runStatus(counts({ completed: 1, other: 1 }))).toBe('unknown');
    expect(runStatus(counts({}))).toBe('unknown');
  });
});

describe('groupRuns', () => {
  // Listed newest first, as the service lists actions.
  const actions = [
    step('e3', 'idle', null),
    step('e3', 'running', '2026-11-20T10:05:00Z'),
    step('e3', 'completed', '2026-11-20T10:00:00Z'),
    step('e2', 'failed', '2026-11-19T09:02:00Z'),
    step('e2', 'completed', '2026-11-19T09:01:00Z'),
    step('e2', 'completed', '2026-11-19T09:00:00Z'),
    step('e1', 'completed', '2026-11-18T08:01:00Z'),
  ];

  it('groups the loaded actions by execution, newest run first, with status and counts', () => {
    const runs = groupRuns(actions, { hasNext: false, hasPrevious: false });
    expect(runs.map((run) => [run.executionId, run.status])).toEqual([
      ['e3', 'running'],
      ['e2', 'failed'],
      ['e1', 'completed'],
    ]);
    expect(runs[1]?.counts).toEqual(counts({ completed: 2, failed: 1 }));
    expect(runs[1]?.workflowId).toBe('w1');
  });

  it('lists failures first within a run, then the steps in the order they ran', () => {
    const [running, failed] = groupRuns(actions, { hasNext: false, hasPrevious: false });
    expect(failed?.steps.map((s) => s.status)).toEqual(['failed', 'completed', 'completed']);
    expect(failed?.steps.map((s) => s.run_at_utc)).toEqual([
      '2026-11-19T09:02:00Z',
      '2026-11-19T09:00:00Z',
      '2026-11-19T09:01:00Z',
    ]);
    expect(failed?.failureNote).toBe('HTTP 502 from api.example');
    expect(running?.steps.map((s) => s.status)).toEqual(['completed', 'running', 'idle']);
  });

  it('times a finished run from its first start to its last end, and a running one not at all', () => {
    const [running, failed] = groupRuns(actions, { hasNext: false, hasPrevious: false });
    expect(failed?.startedUtc).toBe('2026-11-19T09:00:00Z');
    expect(failed?.finishedUtc).toBe('2026-11-19T09:02:30Z');
    expect(failed?.durationMs).toBe(150_000);
    expect(running?.startedUtc).toBe('2026-11-20T10:00:00Z');
    expect(running?.finishedUtc).toBeNull();
    expect(running?.durationMs).toBeNull();
  });

  it('marks a run at the edge of the loaded pages as partial, and completes it with the next page', () => {
    const firstPage = actions.slice(0, 5);
    const runs = groupRuns(firstPage, { hasNext: true, hasPrevious: false });
    expect(runs.map((run) => [run.executionId, run.partial, run.steps.length])).toEqual([
      ['e3', false, 3],
      ['e2', true, 2],
    ]);
    const more = groupRuns(actions, { hasNext: false, hasPrevious: false });
    expect(more.map((run) => [run.executionId, run.partial, run.steps.length])).toEqual([
      ['e3', false, 3],
      ['e2', false, 3],
      ['e1', false, 1],
    ]);
    // Loaded from a cursor: the newest run may have steps on the page before.
    expect(groupRuns(actions.slice(3), { hasNext: false, hasPrevious: true })[0]?.partial).toBe(
      true,
    );
  });

  it('keeps an action without an execution as a run of its own', () => {
    const lone = [
      step('', 'completed', '2026-11-18T08:00:00Z'),
      step('', 'failed', '2026-11-18T08:00:00Z'),
    ];
    expect(groupRuns(lone, { hasNext: false, hasPrevious: false })).toHaveLength(2);
  });
});
