import { describe, expect, it } from 'vitest';
import type { Run } from '@/features/actions';
import { testRun } from '@test/support/run';
import { countsPerSlot, failingWorkflows } from './failures';
import { overviewFigures } from './figures';
import { chartSlots, periodWindow } from './period';
import { liveReadBound, type StoredFigures } from './stored';

// 7 days: 2026-11-21 08:30 to 2026-11-28 08:30 UTC; the 7 before from 2026-11-14 08:30.
const NOW = Date.UTC(2026, 10, 28, 8, 30);
const WINDOW = periodWindow('7d', NOW);
const at = (utc: string) => Date.parse(utc);

const run = (key: string, status: Run['status'], startedUtc: string, durationMs: number): Run =>
  testRun({
    key,
    status,
    startedUtc,
    durationMs,
    workflowId: key.startsWith('o') ? 'wf_orders' : 'wf_mail',
    failureNote: status === 'failed' ? `note of ${key}` : null,
  });

/** The store: complete from 2026-11-01 to 2026-11-28 06:00. */
const STORED: StoredFigures = {
  through: at('2026-11-28T06:00:00Z'),
  coveredFrom: at('2026-11-01T00:00:00Z'),
  split: at('2026-11-21T08:30:00Z'),
  days: [
    // The 7 days before: the part of Nov 21 before the period's start, and Nov 15.
    day('2026-11-15', '2026-11-15T00:00:00Z', '2026-11-16T00:00:00Z', 4, 1, 40_000, 4),
    day('2026-11-21', '2026-11-21T00:00:00Z', '2026-11-21T08:30:00Z', 2, 0, 20_000, 2),
    // The period: the rest of Nov 21, Nov 25, and Nov 28 up to `through`.
    day('2026-11-21', '2026-11-21T08:30:00Z', '2026-11-22T00:00:00Z', 3, 1, 30_000, 3),
    day('2026-11-25', '2026-11-25T00:00:00Z', '2026-11-26T00:00:00Z', 5, 2, 100_000, 4),
    day('2026-11-28', '2026-11-28T00:00:00Z', '2026-11-28T06:00:00Z', 1, 0, 10_000, 1),
  ],
  workflows: [
    {
      workflowId: 'wf_mail',
      failed: 3,
      lastFailureAt: '2026-11-25T10:00:00.000Z',
      lastFailureNote: 'stored mail note',
    },
  ],
};

function day(
  name: string,
  from: string,
  to: string,
  runs: number,
  failed: number,
  runMsTotal: number,
  runMsCount: number,
) {
  return { day: name, from: at(from), to: at(to), runs, failed, runMsTotal, runMsCount };
}

/** Read live: two runs after `through` (one failed), and one the store counts already. */
const LIVE = [
  run('o1', 'failed', '2026-11-28T08:00:00Z', 5_000),
  run('m1', 'completed', '2026-11-28T07:00:00Z', 15_000),
  run('m0', 'completed', '2026-11-28T05:00:00Z', 99_000),
];

describe('figures from the gateway’s daily figures and the runs read since', () => {
  it('adds the store’s days to the runs read after `through`, each run once', () => {
    const reachedPastThrough = { complete: false, reachedBack: at('2026-11-28T04:00:00Z') };
    const figures = overviewFigures(LIVE, WINDOW, reachedPastThrough, undefined, STORED);
    // 3 + 5 + 1 stored, 2 live; before: 4 + 2.
    expect(figures.runs).toEqual({
      value: 11,
      bound: 'exact',
      previous: 6,
      previousBound: 'exact',
    });
    expect(figures.failedRuns).toEqual({
      value: 4,
      bound: 'exact',
      previous: 1,
      previousBound: 'exact',
    });
    // (30 + 100 + 10 + 5 + 15) s over 3 + 4 + 1 + 2 timed runs: 16 s.
    expect(figures.averageRunMs.value).toBe(16_000);
    expect(figures.failureRate.value).toBeCloseTo(4 / 11, 10);
  });

  it('keeps each day’s part in its period when the clock moved on since the figures were read', () => {
    const later = periodWindow('7d', NOW + 20_000);
    const figures = overviewFigures(
      LIVE,
      later,
      { complete: true, reachedBack: null },
      undefined,
      STORED,
    );
    expect(figures.runs).toMatchObject({ value: 11, previous: 6 });
  });

  it('says “at least” for a period whose live part the read did not reach', () => {
    const stoppedShort = { complete: false, reachedBack: at('2026-11-28T07:30:00Z') };
    const figures = overviewFigures(LIVE, WINDOW, stoppedShort, undefined, STORED);
    // The read stopped before `through`; the period before is the store's alone, so it is exact.
    expect(figures.runs).toEqual({
      value: 11,
      bound: 'at-least',
      previous: 6,
      previousBound: 'exact',
    });
  });

  it('reads live back to `through`, or to the period’s start where the store does not reach', () => {
    const spans: [number, number][] = [
      [WINDOW.previousStart, WINDOW.start],
      [WINDOW.start, WINDOW.end],
    ];
    expect(liveReadBound(STORED, spans)).toBe(at('2026-11-28T06:00:00Z'));
    const shorter = { ...STORED, coveredFrom: at('2026-11-18T00:00:00Z') };
    expect(liveReadBound(shorter, spans)).toBe(WINDOW.previousStart);
    expect(liveReadBound(null, spans)).toBe(WINDOW.previousStart);
    const aheadOfNow = { ...STORED, through: NOW };
    expect(liveReadBound(aheadOfNow, spans)).toBeNull();
  });

  it('fills the chart’s days from the store and the runs read', () => {
    const counts = countsPerSlot(LIVE, chartSlots(WINDOW), STORED);
    expect(
      counts.map((slot) => [new Date(slot.slot.start).getUTCDate(), slot.runs, slot.failed]),
    ).toEqual([
      [22, 0, 0],
      [23, 0, 0],
      [24, 0, 0],
      [25, 5, 2],
      [26, 0, 0],
      [27, 0, 0],
      [28, 3, 1],
    ]);
  });

  it('ranks the workflows failing most over both, with the newest failure’s note', () => {
    const live = [...LIVE, run('m2', 'failed', '2026-11-28T07:10:00Z', 1_000)];
    expect(failingWorkflows(live, WINDOW, 5, STORED)).toEqual([
      {
        workflowId: 'wf_mail',
        failedRuns: 4,
        lastFailureNote: 'note of m2',
        lastFailedUtc: '2026-11-28T07:10:00Z',
      },
      {
        workflowId: 'wf_orders',
        failedRuns: 1,
        lastFailureNote: 'note of o1',
        lastFailedUtc: '2026-11-28T08:00:00Z',
      },
    ]);
  });
});
