/**
 * Actions grouped into runs (executions), as operators read them. The interface lists actions, not
 * executions, so a run is the actions loaded so far that share an `execution_id`: the grouping is
 * over the pages loaded, and a run that touches the edge of what is loaded (more pages exist) is
 * marked partial — "load more" completes it.
 *
 * A run's status, from its steps' statuses, first rule that applies:
 * 1. failed    — any step failed;
 * 2. running   — any step running, or some steps done while others have not run yet (idle: it waits
 *                between steps, e.g. on a delay);
 * 3. stopped   — any step stopped;
 * 4. upcoming  — every step idle (nothing ran yet);
 * 5. completed — every step completed;
 * 6. unknown   — anything else (a status the console does not know).
 *
 * Pure and generic over the step's shape, so the gateway's background scan groups the runs it keeps
 * (src/gateway/history/runs-read.ts) exactly as the console groups the ones it reads.
 */

/** What grouping reads of an action (the console's Action has these and more). */
export interface RunStep {
  uuid: string;
  hashid: string;
  execution_id: string;
  workflow_id: string | null;
  status: string;
  failure_note: string | null;
  run_at_utc: string | null;
  completed_at_utc: string | null;
  failed_at_utc: string | null;
  stopped_at_utc: string | null;
}

export type RunStatus = 'failed' | 'running' | 'stopped' | 'upcoming' | 'completed' | 'unknown';

export interface StepCounts {
  completed: number;
  failed: number;
  stopped: number;
  running: number;
  idle: number;
  other: number;
}

export interface RunOf<Step extends RunStep> {
  /** The execution's id ('' for actions without one: each then stands alone). */
  executionId: string;
  /** The run's key in the list (the execution id, or the lone action's uuid). */
  key: string;
  workflowId: string | null;
  status: RunStatus;
  /** Failures first, then in the order they ran (steps not run yet last). */
  steps: Step[];
  counts: StepCounts;
  /** The earliest step start (UTC), if any step ran. */
  startedUtc: string | null;
  /** When the run ended (its last step's end), once it has (completed, failed, stopped). */
  finishedUtc: string | null;
  durationMs: number | null;
  /** The first failure's note. */
  failureNote: string | null;
  /** The step that failed first, if one did. */
  failedStep: Step | null;
  /** Some of its steps may be on pages not loaded yet. */
  partial: boolean;
}

const FINISHED: readonly RunStatus[] = ['completed', 'failed', 'stopped'];

export function runStatus(counts: StepCounts): RunStatus {
  const total =
    counts.completed + counts.failed + counts.stopped + counts.running + counts.idle + counts.other;
  if (counts.failed > 0) return 'failed';
  if (counts.running > 0 || (counts.idle > 0 && counts.completed > 0 && counts.other === 0))
    return 'running';
  if (counts.stopped > 0) return 'stopped';
  if (total > 0 && counts.idle === total) return 'upcoming';
  if (total > 0 && counts.completed === total) return 'completed';
  return 'unknown';
}

function countSteps(steps: readonly RunStep[]): StepCounts {
  const counts: StepCounts = { completed: 0, failed: 0, stopped: 0, running: 0, idle: 0, other: 0 };
  for (const step of steps) {
    const status = step.status;
    if (
      status === 'completed' ||
      status === 'failed' ||
      status === 'stopped' ||
      status === 'running' ||
      status === 'idle'
    )
      counts[status] += 1;
    else counts.other += 1;
  }
  return counts;
}

/** When a step ended (completed, failed or stopped), if it has. */
export function stepEnd(step: RunStep): string | null {
  return step.completed_at_utc ?? step.failed_at_utc ?? step.stopped_at_utc;
}

/**
 * When a step happened, for how far back a newest-first read of finished steps has reached: when it
 * ran, else when it ended.
 */
export function stepTime(step: RunStep): string | null {
  return step.run_at_utc ?? stepEnd(step);
}

const time = (utc: string | null): number => (utc === null ? Number.NaN : Date.parse(utc));

function byRunOrder(a: RunStep, b: RunStep): number {
  const failed = Number(b.status === 'failed') - Number(a.status === 'failed');
  if (failed !== 0) return failed;
  const ranA = a.run_at_utc ?? '\uffff';
  const ranB = b.run_at_utc ?? '\uffff';
  if (ranA !== ranB) return ranA < ranB ? -1 : 1;
  // Ids are time-ordered: created first, listed first.
  return a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0;
}

function extremes(values: (string | null)[], pick: 'min' | 'max'): string | null {
  const present = values.filter((value): value is string => value !== null);
  if (present.length === 0) return null;
  return present.reduce((best, value) =>
    (pick === 'min' ? value < best : value > best) ? value : best,
  );
}

export interface LoadedPages {
  /** More actions exist after the last one loaded. */
  hasNext: boolean;
  /** The first loaded page started at a cursor: newer actions exist before the first one loaded. */
  hasPrevious: boolean;
}

/** The loaded actions (newest first, as listed) grouped into runs, newest run first. */
export function groupRuns<Step extends RunStep>(
  actions: readonly Step[],
  pages: LoadedPages,
): RunOf<Step>[] {
  const groups = new Map<string, Step[]>();
  for (const action of actions) {
    const key = action.execution_id || `action:${action.uuid || action.hashid}`;
    const group = groups.get(key);
    if (group) group.push(action);
    else groups.set(key, [action]);
  }
  const first = actions[0];
  const last = actions.at(-1);
  return [...groups].map(([key, steps]) => {
    const counts = countSteps(steps);
    const status = runStatus(counts);
    const startedUtc = extremes(
      steps.map((step) => step.run_at_utc),
      'min',
    );
    const finishedUtc = FINISHED.includes(status) ? extremes(steps.map(stepEnd), 'max') : null;
    const duration = time(finishedUtc) - time(startedUtc);
    const sorted = [...steps].sort(byRunOrder);
    return {
      executionId: steps[0]?.execution_id ?? '',
      key,
      workflowId: steps.find((step) => step.workflow_id !== null)?.workflow_id ?? null,
      status,
      steps: sorted,
      counts,
      startedUtc,
      finishedUtc,
      durationMs: Number.isFinite(duration) ? duration : null,
      failureNote: sorted.find((step) => step.failure_note !== null)?.failure_note ?? null,
      failedStep: sorted.find((step) => step.status === 'failed') ?? null,
      partial:
        (pages.hasNext && last !== undefined && steps.includes(last)) ||
        (pages.hasPrevious && first !== undefined && steps.includes(first)),
    };
  });
}
