/**
 * Where the period's trouble is, from the runs read: the workflows failing most, the latest failures
 * (the step, its note, when), the runs and failures per chart slot, and the workflows that are on but
 * have not run in the period. Behind the gateway the counts add the store's daily figures to the
 * runs read that the store does not count (stored.ts); the latest failures are the runs read.
 */
import type { Action, WorkflowSummary } from '@/api/models';
import type { Run } from '@/features/actions';
import { stepEnd } from '@/features/actions';
import { within, type PeriodWindow, type Slot } from './period';
import { liveRuns, storedIn, type StoredFigures } from './stored';

export interface FailingWorkflow {
  workflowId: string;
  failedRuns: number;
  /** The newest failed run's note. */
  lastFailureNote: string | null;
  lastFailedUtc: string | null;
}

export interface Failure {
  run: Run;
  workflowId: string;
  /** The step that failed (null when the run's failed step is not among the actions read). */
  step: Action | null;
  note: string | null;
  /** When it failed: the failed step's end, else the run's start. */
  atUtc: string | null;
}

const failedIn = (runs: readonly Run[], window: PeriodWindow): Run[] =>
  runs.filter((run) => run.status === 'failed' && within(run.startedUtc, window.start, window.end));

function failureOf(run: Run): Failure {
  const step = run.failedStep;
  return {
    run,
    workflowId: run.workflowId ?? '',
    step,
    note: run.failureNote,
    atUtc: (step ? stepEnd(step) : null) ?? run.startedUtc,
  };
}

const newestFirst = (a: Failure, b: Failure): number =>
  (b.atUtc ?? '').localeCompare(a.atUtc ?? '');

/** The period's failed runs, newest first, at most `limit`. */
export function latestFailures(runs: readonly Run[], window: PeriodWindow, limit = 8): Failure[] {
  return failedIn(runs, window).map(failureOf).sort(newestFirst).slice(0, limit);
}

/** Workflows by failed runs in the period, most first (then the most recent failure first). */
export function failingWorkflows(
  runs: readonly Run[],
  window: PeriodWindow,
  limit = 5,
  stored: StoredFigures | null = null,
): FailingWorkflow[] {
  const byWorkflow = new Map<string, FailingWorkflow>();
  for (const row of stored?.workflows ?? [])
    byWorkflow.set(row.workflowId, {
      workflowId: row.workflowId,
      failedRuns: row.failed,
      lastFailureNote: row.lastFailureNote,
      lastFailedUtc: row.lastFailureAt,
    });
  for (const failure of failedIn(liveRuns(runs, stored), window).map(failureOf).sort(newestFirst)) {
    if (!failure.workflowId) continue;
    const known = byWorkflow.get(failure.workflowId);
    if (known) {
      known.failedRuns += 1;
      if ((failure.atUtc ?? '') > (known.lastFailedUtc ?? '')) {
        known.lastFailedUtc = failure.atUtc;
        known.lastFailureNote = failure.note;
      }
    } else
      byWorkflow.set(failure.workflowId, {
        workflowId: failure.workflowId,
        failedRuns: 1,
        lastFailureNote: failure.note,
        lastFailedUtc: failure.atUtc,
      });
  }
  return [...byWorkflow.values()]
    .sort(
      (a, b) =>
        b.failedRuns - a.failedRuns || (b.lastFailedUtc ?? '').localeCompare(a.lastFailedUtc ?? ''),
    )
    .slice(0, limit);
}

export interface SlotCounts {
  slot: Slot;
  runs: number;
  failed: number;
}

/** Runs and failed runs per slot, by when each run started. */
export function countsPerSlot(
  runs: readonly Run[],
  slots: readonly Slot[],
  stored: StoredFigures | null = null,
): SlotCounts[] {
  const live = liveRuns(runs, stored);
  return slots.map((slot) => {
    const inSlot = live.filter((run) => within(run.startedUtc, slot.start, slot.end));
    const days = storedIn(stored, slot.start, slot.end);
    return {
      slot,
      runs: inSlot.length + days.reduce((sum, day) => sum + day.runs, 0),
      failed:
        inSlot.filter((run) => run.status === 'failed').length +
        days.reduce((sum, day) => sum + day.failed, 0),
    };
  });
}

/** Workflows that are on but did not run in the period (never, or last before it), longest idle first. */
export function idleWorkflows(
  workflows: readonly WorkflowSummary[],
  window: PeriodWindow,
): WorkflowSummary[] {
  return workflows
    .filter((workflow) => {
      if (!workflow.on) return false;
      const last = workflow.last_executed_at_utc;
      return last === null || !(Date.parse(last) >= window.start);
    })
    .sort((a, b) => (a.last_executed_at_utc ?? '').localeCompare(b.last_executed_at_utc ?? ''));
}

export interface WorkflowCounts {
  on: number;
  off: number;
  drafts: number;
  total: number;
}

export function workflowCounts(workflows: readonly WorkflowSummary[]): WorkflowCounts {
  return {
    on: workflows.filter((workflow) => workflow.on).length,
    off: workflows.filter((workflow) => !workflow.on).length,
    drafts: workflows.filter((workflow) => workflow.has_draft).length,
    total: workflows.length,
  };
}
