/**
 * The overview's figures for a period, each beside the same figure for the period before: runs,
 * failed runs, failure rate (failed runs over runs) and average run time (over the runs that
 * finished). Runs are grouped from the account's finished actions (src/features/actions/runs.ts) and
 * counted in the period their first step ran in.
 *
 * The actions are read newest first, at most a bounded number of pages: when the read stopped at the
 * bound before reaching back past a period's start, that period's counts are lower bounds ("at
 * least") and its rate and average come from the runs read ("sample"). Where the service offers
 * `GET /account/usage`, its `executions_count` is the runs figure of each period (exact, and it counts
 * runs still going), and the failure rate is failed runs over it.
 *
 * Behind the gateway (7 and 30 days), the runs the store counts come from its daily figures and the
 * rest from the runs read (stored.ts); a period is whole when the live read reached what the store
 * leaves to it.
 */
import type { Run } from '@/features/actions';
import { within, type PeriodWindow } from './period';
import { liveNeeded, liveRuns, storedOf, type StoredDay, type StoredFigures } from './stored';

/** exact; a lower bound (the read stopped first); or worked out from the runs read only. */
export type Bound = 'exact' | 'at-least' | 'sample';

export interface Figure {
  /** Null when there is nothing to work it out from (no runs: no rate, no average). */
  value: number | null;
  bound: Bound;
  previous: number | null;
  previousBound: Bound;
}

export interface Figures {
  runs: Figure;
  failedRuns: Figure;
  /** Failed runs over runs, 0 to 1. */
  failureRate: Figure;
  averageRunMs: Figure;
  /** Where the runs figure comes from. */
  runsFrom: 'actions' | 'usage';
}

/** How far back the read of actions went. */
export interface Coverage {
  /** The read reached the list's end: every action is in. */
  complete: boolean;
  /** The oldest action read (epoch ms), or null when none was. */
  reachedBack: number | null;
}

/** The usage's run counts, for the period and the one before. */
export interface UsageCounts {
  runs: number;
  previousRuns: number;
}

/** Whether every action of [from, …) was read: the list ended, or the read reached back before it. */
export function covers(coverage: Coverage, from: number): boolean {
  return coverage.complete || (coverage.reachedBack !== null && coverage.reachedBack < from);
}

interface SpanFacts {
  runs: number;
  failed: number;
  durationTotal: number;
  durations: number;
  covered: boolean;
}

function span(
  runs: readonly Run[],
  from: number,
  to: number,
  covered: boolean,
  days: readonly StoredDay[],
): SpanFacts {
  const facts: SpanFacts = { runs: 0, failed: 0, durationTotal: 0, durations: 0, covered };
  for (const day of days) {
    facts.runs += day.runs;
    facts.failed += day.failed;
    facts.durationTotal += day.runMsTotal;
    facts.durations += day.runMsCount;
  }
  for (const run of runs) {
    if (!within(run.startedUtc, from, to)) continue;
    facts.runs += 1;
    if (run.status === 'failed') facts.failed += 1;
    if (run.durationMs !== null) {
      facts.durationTotal += run.durationMs;
      facts.durations += 1;
    }
  }
  return facts;
}

const countBound = (covered: boolean): Bound => (covered ? 'exact' : 'at-least');
const sampleBound = (covered: boolean): Bound => (covered ? 'exact' : 'sample');
const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

function pair(
  current: { value: number | null; bound: Bound },
  previous: { value: number | null; bound: Bound },
): Figure {
  return {
    value: current.value,
    bound: current.bound,
    previous: previous.value,
    previousBound: previous.bound,
  };
}

function periodFigures(facts: SpanFacts, usageRuns: number | undefined) {
  const runs =
    usageRuns === undefined
      ? { value: facts.runs, bound: countBound(facts.covered) }
      : { value: usageRuns, bound: 'exact' as const };
  const failed = { value: facts.failed, bound: countBound(facts.covered) };
  const rate = {
    value: ratio(facts.failed, runs.value),
    bound: usageRuns === undefined ? sampleBound(facts.covered) : failed.bound,
  };
  const average = {
    value: facts.durations > 0 ? facts.durationTotal / facts.durations : null,
    bound: sampleBound(facts.covered),
  };
  return { runs, failed, rate, average };
}

export function overviewFigures(
  runs: readonly Run[],
  window: PeriodWindow,
  coverage: Coverage,
  usage?: UsageCounts,
  stored: StoredFigures | null = null,
): Figures {
  const live = liveRuns(runs, stored);
  const facts = (from: number, to: number, side: 'current' | 'previous') => {
    const need = liveNeeded(stored, from, to);
    const whole = need === null || covers(coverage, need);
    return span(live, from, to, whole, storedOf(stored, side));
  };
  const now = periodFigures(facts(window.start, window.end, 'current'), usage?.runs);
  const before = periodFigures(
    facts(window.previousStart, window.start, 'previous'),
    usage?.previousRuns,
  );
  return {
    runs: pair(now.runs, before.runs),
    failedRuns: pair(now.failed, before.failed),
    failureRate: pair(now.rate, before.rate),
    averageRunMs: pair(now.average, before.average),
    runsFrom: usage === undefined ? 'actions' : 'usage',
  };
}

export interface Change {
  /** The figure minus the previous one. */
  delta: number;
  /** The change as a share of the previous figure; null when that was 0. */
  share: number | null;
}

/** The change against the period before; null when either side is unknown or not fully read. */
export function changeOf(figure: Figure): Change | null {
  if (figure.value === null || figure.previous === null) return null;
  if (figure.bound !== 'exact' || figure.previousBound !== 'exact') return null;
  const delta = figure.value - figure.previous;
  return { delta, share: figure.previous === 0 ? null : delta / figure.previous };
}
