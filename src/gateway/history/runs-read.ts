/**
 * The scan's read of the account's finished actions for the daily run figures (store/runs.ts): each
 * pass reads `GET /actions/completed` (every finished status) newest first, a hundred a page, back to
 * where the previous pass started less an overlap (actions that finished late are listed where they
 * were created, behind newer ones), or on the first pass back to 60 days: twice the overview's longest
 * period, so its 30 days and the 30 before them are answered from the store from the first pass on. A pass reads at most
 * RUN_PAGES_PER_SCAN pages per scan and carries on at the next; its cursor is kept after every page,
 * so a 429 or a lost lease resumes it. When a pass ends, runs started before its start are complete
 * (`through`).
 */
import type { RunCoverage, RunRows, StepInput } from '../store/runs';
import type { PacedReader } from './paced-reader';
import { readPage, timeOf } from './list-page';

const DAY_MS = 86_400_000;
/** How far back the first pass reads (and any pass after the figures fell further behind). */
export const FIRST_REACH_MS = 60 * DAY_MS;
/** Each pass reads again this far behind the previous pass's start. */
export const OVERLAP_MS = 6 * 3_600_000;
/** Pages of a hundred actions a scan reads at most; a longer pass goes on at the next scan. */
export const RUN_PAGES_PER_SCAN = 30;

export interface RunsReadDeps {
  reader: PacedReader;
  runs: RunRows;
  /** Renews the lease and saves the scan's cursor; false when the lease was lost. */
  checkpoint: () => Promise<boolean>;
  /** How far back a first pass reads (default FIRST_REACH_MS; less when history keeps less). */
  firstReachMs?: number;
}

export interface RunsReadProgress {
  actions: number;
  actionPages: number;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** A listed action as the store keeps it; undefined without an id or status. */
export function stepOf(item: Record<string, unknown>): StepInput | undefined {
  const actionId = text(item.uuid) ?? text(item.hashid);
  const status = text(item.status);
  if (!actionId || !status) return undefined;
  return {
    actionId,
    executionId: text(item.execution_id) ?? '',
    workflowId: text(item.workflow_id),
    name: text(item.name) ?? text(item.node_id),
    status,
    failureNote: text(item.failure_note),
    // The console reads the `_utc` forms only (src/api/decode/actions.ts): so does the scan.
    runAt: timeOf(item.run_at_utc),
    completedAt: timeOf(item.completed_at_utc),
    failedAt: timeOf(item.failed_at_utc),
    stoppedAt: timeOf(item.stopped_at_utc),
  };
}

/** When a listed action happened, for how far back a read reached: as the console's overview. */
const reachOf = (item: Record<string, unknown>): number | null =>
  timeOf(item.run_at_utc) ?? timeOf(item.completed_at_utc) ?? timeOf(item.failed_at_utc);

/** The pass to carry on, or a new one starting `now`. */
function passOf(
  coverage: RunCoverage,
  now: number,
  reachMs: number,
): NonNullable<RunCoverage['pass']> {
  if (coverage.pass) return coverage.pass;
  const earliest = now - reachMs;
  const backTo = coverage.through === null ? earliest : coverage.through - OVERLAP_MS;
  return { startedAt: now, backTo: Math.max(backTo, earliest), after: null };
}

/** The coverage once `pass` has ended. */
function finished(coverage: RunCoverage, pass: NonNullable<RunCoverage['pass']>): RunCoverage {
  // A pass that could not reach back to the last one's start (the figures fell more than 60 days
  // behind) leaves a gap: the figures then cover from where this pass began reading.
  const joined = coverage.through !== null && pass.backTo <= coverage.through - OVERLAP_MS;
  return {
    through: pass.startedAt,
    coveredFrom: joined ? (coverage.coveredFrom ?? pass.backTo) : pass.backTo,
    pass: null,
  };
}

/** One scan's share of the pass; resolves false when the lease was lost. */
export async function readRuns(
  deps: RunsReadDeps,
  progress: RunsReadProgress,
  now = Date.now(),
): Promise<boolean> {
  const coverage = await deps.runs.coverage();
  let pass = passOf(coverage, now, deps.firstReachMs ?? FIRST_REACH_MS);
  for (let page = 0; page < RUN_PAGES_PER_SCAN; page += 1) {
    const query = new URLSearchParams({ limit: '100' });
    if (pass.after) query.set('starting_after', pass.after);
    const { items, hasNext } = readPage(
      await deps.reader.get(`/actions/completed?${query.toString()}`),
    );
    const steps = items.flatMap((item) => stepOf(item) ?? []);
    await deps.runs.record(steps, Date.now());
    progress.actions += items.length;
    progress.actionPages += 1;
    const last = items.at(-1);
    const cursor = last ? text(last.uuid) : null;
    const reach = last ? reachOf(last) : null;
    const ended = !hasNext || !cursor || (reach !== null && reach < pass.backTo);
    if (!(await deps.checkpoint())) return false;
    if (ended) {
      await deps.runs.saveCoverage(finished(coverage, pass));
      return true;
    }
    pass = { ...pass, after: cursor };
    await deps.runs.saveCoverage({ ...coverage, pass });
  }
  return true;
}
