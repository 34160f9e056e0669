/**
 * Behind the gateway, the daily run figures its history scan keeps (`GET /auth/overview/daily`) and
 * how they combine with the runs read live: the store counts every run started from `coveredFrom` to
 * `through`; the live read counts the rest (after `through`, and before `coveredFrom` where the store
 * does not reach the period's start). A run is counted by one side only, by when it started.
 */
import type { Run } from '@/features/actions';

/** One UTC day (or the part of it in [from, to)) of the store's runs. */
export interface StoredDay {
  day: string;
  from: number;
  to: number;
  runs: number;
  failed: number;
  runMsTotal: number;
  runMsCount: number;
}

export interface StoredWorkflow {
  workflowId: string;
  failed: number;
  lastFailureAt: string | null;
  lastFailureNote: string | null;
}

export interface StoredFigures {
  /** Runs started before this are all in the store (epoch ms). */
  through: number;
  /** ...and from this on. */
  coveredFrom: number;
  /** The period's start the days were cut at (when they were read). */
  split: number;
  /** Cut at UTC midnights and at `split`. */
  days: StoredDay[];
  /** Failed runs per workflow in the period, up to `through`. */
  workflows: StoredWorkflow[];
}

/** Whether the store counts a run that started at `startedUtc`. */
export function inStore(stored: StoredFigures | null, startedUtc: string | null): boolean {
  if (!stored || startedUtc === null) return false;
  const at = Date.parse(startedUtc);
  return at >= stored.coveredFrom && at < stored.through;
}

/** The runs read live that the store does not count. */
export const liveRuns = (runs: readonly Run[], stored: StoredFigures | null): Run[] =>
  stored ? runs.filter((run) => !inStore(stored, run.startedUtc)) : [...runs];

/** The store's days within [from, to) (the chart's slots: whole UTC days). */
export const storedIn = (stored: StoredFigures | null, from: number, to: number): StoredDay[] =>
  stored ? stored.days.filter((day) => day.from >= from && day.to <= to) : [];

/**
 * The store's days of the period (`current`) or the one before: by the cut they were read with, so a
 * clock that moved on since (the read is up to 30 s old) neither drops nor moves a day's part.
 */
export const storedOf = (
  stored: StoredFigures | null,
  side: 'current' | 'previous',
): StoredDay[] =>
  stored
    ? stored.days.filter((day) =>
        side === 'current' ? day.from >= stored.split : day.to <= stored.split,
      )
    : [];

/**
 * How far back the live read must reach for every run started in [from, to) to be counted: `from`
 * where the store does not reach it; else `through` (or null when the store answers it all).
 */
export function liveNeeded(stored: StoredFigures | null, from: number, to: number): number | null {
  if (!stored || stored.coveredFrom > from) return from;
  return stored.through >= to ? null : Math.max(from, stored.through);
}

/** The earliest of the times the live read must reach back to (null: none). */
export function liveReadBound(
  stored: StoredFigures | null,
  spans: readonly [number, number][],
): number | null {
  const needs = spans
    .map(([from, to]) => liveNeeded(stored, from, to))
    .filter((need): need is number => need !== null);
  return needs.length === 0 ? null : Math.min(...needs);
}
