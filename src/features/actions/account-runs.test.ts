import { describe, expect, it } from 'vitest';
import type { Run } from './runs';
import { testRun } from '@test/support/run';
import { accountRunsQuery, filterRuns, periodCovered, periodStart } from './account-runs';

const NOW = Date.UTC(2026, 10, 1, 12, 0, 0);
const run = (key: string, status: Run['status'], startedUtc: string | null): Run =>
  testRun({ key, status, startedUtc });

const RUNS = [
  run('a', 'failed', '2026-11-01T10:00:00Z'),
  run('b', 'completed', '2026-10-31T10:00:00Z'),
  run('c', 'failed', '2026-10-20T10:00:00Z'),
  run('d', 'running', null),
];

describe('runs across the account', () => {
  it('asks the service for the workflow only; status and period stay the console’s', () => {
    expect(
      accountRunsQuery({ status: 'failed', workflow_id: 'wf1', period: '7d' }, { limit: 50 }),
    ).toEqual({
      limit: 50,
      workflow_id: 'wf1',
    });
    expect(accountRunsQuery({}, { limit: 25 })).toEqual({ limit: 25 });
  });

  it('keeps the runs of a status that started in the period', () => {
    const since = periodStart('24h', NOW);
    expect(since).toBe(Date.UTC(2026, 9, 31, 12, 0, 0));
    expect(filterRuns(RUNS, { status: 'failed', since: null }).map((r) => r.key)).toEqual([
      'a',
      'c',
    ]);
    expect(filterRuns(RUNS, { since }).map((r) => r.key)).toEqual(['a']);
    expect(filterRuns(RUNS, { since: periodStart('7d', NOW) }).map((r) => r.key)).toEqual([
      'a',
      'b',
    ]);
    expect(filterRuns(RUNS, { since: null }).map((r) => r.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('says a period is covered once the loaded actions reach back before it', () => {
    const since = periodStart('7d', NOW);
    expect(periodCovered('2026-10-20T10:00:00Z', since)).toBe(true);
    expect(periodCovered('2026-10-31T10:00:00Z', since)).toBe(false);
    expect(periodCovered('2026-10-20T10:00:00Z', null)).toBe(false);
  });
});
