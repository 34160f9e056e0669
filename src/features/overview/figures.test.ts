import { describe, expect, it } from 'vitest';
import type { Run } from '@/features/actions';
import { testRun } from '@test/support/run';
import { changeOf, overviewFigures, type Coverage } from './figures';
import { periodWindow } from './period';

// The period: 2026-11-27 08:30 to 2026-11-28 08:30 UTC; the one before from 2026-11-26 08:30.
const NOW = Date.UTC(2026, 10, 28, 8, 30, 0);
const WINDOW = periodWindow('24h', NOW);

const run = (status: Run['status'], startedUtc: string, durationMs: number | null): Run =>
  testRun({ key: startedUtc, status, startedUtc, durationMs });

/** Four runs in the period (one failed), two in the one before (both failed), one older. */
const RUNS = [
  run('completed', '2026-11-28T08:00:00Z', 1_000),
  run('failed', '2026-11-28T02:00:00Z', 3_000),
  run('completed', '2026-11-27T20:00:00Z', 2_000),
  run('stopped', '2026-11-27T09:00:00Z', null),
  run('failed', '2026-11-27T01:00:00Z', 4_000),
  run('failed', '2026-11-26T09:00:00Z', 6_000),
  run('completed', '2026-11-20T09:00:00Z', 1_000),
];

const ALL_READ: Coverage = { complete: true, reachedBack: Date.parse('2026-11-20T09:00:00Z') };

describe('overview figures', () => {
  it('counts runs, failures, the rate and the average run time against the period before', () => {
    const figures = overviewFigures(RUNS, WINDOW, ALL_READ);
    expect(figures.runs).toEqual({ value: 4, bound: 'exact', previous: 2, previousBound: 'exact' });
    expect(figures.failedRuns).toEqual({
      value: 1,
      bound: 'exact',
      previous: 2,
      previousBound: 'exact',
    });
    expect(figures.failureRate).toEqual({
      value: 0.25,
      bound: 'exact',
      previous: 1,
      previousBound: 'exact',
    });
    // (1 + 3 + 2) / 3 s: the stopped run has no duration; before, (4 + 6) / 2 s.
    expect(figures.averageRunMs).toEqual({
      value: 2_000,
      bound: 'exact',
      previous: 5_000,
      previousBound: 'exact',
    });
    expect(figures.runsFrom).toBe('actions');
    expect(changeOf(figures.runs)).toEqual({ delta: 2, share: 1 });
    expect(changeOf(figures.failureRate)).toEqual({ delta: -0.75, share: -0.75 });
  });

  it('says "at least" when the read stopped inside the period, and gives no change', () => {
    // The bound was hit with the oldest action read at 2026-11-27 20:00: the period is not covered.
    const bounded: Coverage = { complete: false, reachedBack: Date.parse('2026-11-27T20:00:00Z') };
    const figures = overviewFigures(RUNS.slice(0, 3), WINDOW, bounded);
    expect(figures.runs).toEqual({
      value: 3,
      bound: 'at-least',
      previous: 0,
      previousBound: 'at-least',
    });
    expect(figures.failureRate.bound).toBe('sample');
    expect(figures.averageRunMs).toEqual({
      value: 2_000,
      bound: 'sample',
      previous: null,
      previousBound: 'sample',
    });
    expect(changeOf(figures.runs)).toBeNull();
  });

  it('keeps the period exact when the read reached back past its start but not the previous one', () => {
    const bounded: Coverage = { complete: false, reachedBack: Date.parse('2026-11-27T01:00:00Z') };
    const figures = overviewFigures(RUNS.slice(0, 5), WINDOW, bounded);
    expect(figures.runs.bound).toBe('exact');
    expect(figures.runs.previousBound).toBe('at-least');
    expect(changeOf(figures.runs)).toBeNull();
  });

  it('takes the runs from the usage counts where the service offers them', () => {
    const figures = overviewFigures(RUNS, WINDOW, ALL_READ, { runs: 10, previousRuns: 8 });
    expect(figures.runs).toEqual({
      value: 10,
      bound: 'exact',
      previous: 8,
      previousBound: 'exact',
    });
    expect(figures.failureRate.value).toBe(0.1);
    expect(figures.failureRate.previous).toBe(0.25);
    expect(figures.runsFrom).toBe('usage');
  });

  it('has no rate or average without runs, and no share of a change from zero', () => {
    const figures = overviewFigures([], WINDOW, { complete: true, reachedBack: null });
    expect(figures.runs.value).toBe(0);
    expect(figures.failureRate.value).toBeNull();
    expect(figures.averageRunMs.value).toBeNull();
    const one = overviewFigures(RUNS.slice(0, 1), WINDOW, ALL_READ);
    expect(changeOf(one.runs)).toEqual({ delta: 1, share: null });
  });
});
