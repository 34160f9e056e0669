/**
 * The background scan, run by the instance holding its lease (background.ts): every
 * WFC_WATCH_INTERVAL it lists the templates, reads each watched workflow (templates, workflows opened
 * through the console in the last 30 days, those an operator watches) a few at a time, records what
 * changed, then reads the account's failed actions back to the longest alert window and fires the
 * alert rules, and last reads the account's finished actions for the daily run figures (runs-read.ts).
 * Its cursor (the phase and the last workflow read) is written after every batch, so a run stopped by
 * a 429 or by its instance dying resumes where it stopped.
 */
import type { AuditTrail } from '../audit';
import {
  alertPayload,
  failureCandidates,
  failureFiring,
  silenceFirings,
  type Failure,
  type Firing,
  type WorkflowRun,
} from '../alerts/evaluate';
import type { AlertRows, AlertRule } from '../store/alerts';
import type { RunRows } from '../store/runs';
import type { VersionRows } from '../store/versions';
import type { WatchedRows } from '../store/watched';
import { isPlainObject } from '../../utils/guards';
import { readPage, timeOf } from './list-page';
import type { PacedReader } from './paced-reader';
import type { Recorder } from './recorder';
import { readRuns } from './runs-read';

export interface ScanDeps {
  reader: PacedReader;
  recorder: Recorder;
  watched: WatchedRows;
  versions: VersionRows;
  alerts: AlertRows;
  runs: RunRows;
  audit: AuditTrail;
  defaultUserKey: string;
  consoleUrl: string;
  /** Saves the cursor; false when the lease was lost (the run stops). */
  checkpoint: (cursor: string, progress: ScanProgress) => Promise<boolean>;
  /** How far back the runs' first pass reads (runs-read.ts). */
  firstReachMs?: number;
}

export interface ScanProgress {
  workflows: number;
  changes: number;
  errors: number;
  failures: number;
  firings: number;
  /** Finished actions read for the daily run figures, and in how many pages. */
  actions: number;
  actionPages: number;
}

const BATCH = 9;
const MAX_PAGES = 50;

export const emptyProgress = (): ScanProgress => ({
  workflows: 0,
  changes: 0,
  errors: 0,
  failures: 0,
  firings: 0,
  actions: 0,
  actionPages: 0,
});

async function listTemplates(deps: ScanDeps): Promise<void> {
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({
      is_template: 'true',
      limit: '100',
      user_key: deps.defaultUserKey,
    });
    if (after) query.set('starting_after', after);
    const { items, hasNext } = readPage(await deps.reader.get(`/workflows?${query.toString()}`));
    for (const item of items)
      if (typeof item.id === 'string') await deps.watched.template(item.id, deps.defaultUserKey);
    const last = items.at(-1)?.id;
    if (!hasNext || typeof last !== 'string') return;
    after = last;
  }
}

async function fire(deps: ScanDeps, firing: Firing, name: string | null): Promise<boolean> {
  const at = Date.now();
  const payload = JSON.stringify(alertPayload(firing, name, deps.consoleUrl, at));
  const id = await deps.alerts.fire(
    { ruleId: firing.rule.id, workflowId: firing.workflowId, summary: firing.summary, payload },
    firing.keys,
    at,
  );
  if (id === undefined) return false;
  await deps.audit.record({
    event: 'alert_fired',
    action: 'alertFired',
    user: null,
    role: null,
    method: 'SCAN',
    path: `/auth/alerts/rules/${firing.rule.id}`,
    resource: `workflow:${firing.workflowId}`,
    status: 200,
    request_id: `alert_${id}`,
    client: 'gateway',
    reason: firing.summary,
  });
  return true;
}

/** Reads one watched workflow: its versions, and the silence rules on its last run. */
async function readWorkflow(
  deps: ScanDeps,
  target: { workflowId: string; userKey: string },
  rules: readonly AlertRule[],
  progress: ScanProgress,
): Promise<void> {
  const query = new URLSearchParams({ user_key: target.userKey });
  const workflow = await deps.reader.get(
    `/workflows/${encodeURIComponent(target.workflowId)}?${query.toString()}`,
  );
  progress.workflows += 1;
  if (!isPlainObject(workflow)) return;
  progress.changes += await deps.recorder.seen(workflow);
  const run: WorkflowRun = {
    id: target.workflowId,
    name: typeof workflow.name === 'string' ? workflow.name : null,
    on: workflow.on === true,
    lastExecutedAt: timeOf(workflow.last_executed_at_utc ?? workflow.last_executed_at),
  };
  for (const firing of silenceFirings(rules, run, Date.now()))
    if ((await deps.alerts.unfired(firing.rule.id, firing.keys)).length > 0)
      if (await fire(deps, firing, run.name)) progress.firings += 1;
}

function failureOf(item: Record<string, unknown>): Failure | undefined {
  const id =
    typeof item.uuid === 'string'
      ? item.uuid
      : typeof item.hashid === 'string'
        ? item.hashid
        : undefined;
  if (!id || typeof item.workflow_id !== 'string') return undefined;
  const at =
    timeOf(item.failed_at_utc ?? item.failed_at) ??
    timeOf(item.completed_at_utc ?? item.completed_at);
  if (at === null) return undefined;
  return {
    id,
    workflowId: item.workflow_id,
    executionId: typeof item.execution_id === 'string' ? item.execution_id : null,
    step: typeof item.name === 'string' ? item.name : null,
    at,
    note: typeof item.failure_note === 'string' ? item.failure_note : null,
  };
}

/** The account's failed actions, newest first, back to `since`. */
async function readFailures(deps: ScanDeps, since: number): Promise<Failure[]> {
  const failures: Failure[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ status: 'failed', limit: '100' });
    if (after) query.set('starting_after', after);
    const { items, hasNext } = readPage(
      await deps.reader.get(`/actions/completed?${query.toString()}`),
    );
    let older = false;
    for (const item of items) {
      const failure = failureOf(item);
      if (!failure) continue;
      if (failure.at < since) older = true;
      else failures.push(failure);
    }
    const last = items.at(-1);
    const cursor = typeof last?.uuid === 'string' ? last.uuid : undefined;
    if (older || !hasNext || !cursor) break;
    after = cursor;
  }
  return failures;
}

async function fireFailureRules(
  deps: ScanDeps,
  rules: readonly AlertRule[],
  progress: ScanProgress,
): Promise<void> {
  const failureRules = rules.filter((rule) => rule.kind === 'failures');
  if (failureRules.length === 0) return;
  const longest = Math.max(...failureRules.map((rule) => rule.window_minutes));
  const now = Date.now();
  const failures = await readFailures(deps, now - longest * 60_000);
  progress.failures = failures.length;
  for (const candidate of failureCandidates(failureRules, failures, now)) {
    const keys = candidate.failures.map((failure) => `action:${failure.id}`);
    const unfired = new Set(await deps.alerts.unfired(candidate.rule.id, keys));
    const name = await deps.versions.nameOf(candidate.workflowId);
    const firing = failureFiring(candidate, unfired, name);
    if (firing && (await fire(deps, firing, name))) progress.firings += 1;
  }
}

/**
 * One run, from `cursor` (null: from the start): `workflows:<last id read>`, `alerts`, `runs`. Resolves
 * to the progress when it finished; throws RateLimited or a store error when it stopped early.
 */
export async function runScan(
  deps: ScanDeps,
  cursor: string | null,
  progress: ScanProgress,
): Promise<ScanProgress | undefined> {
  const rules = await deps.alerts.active();
  let position = cursor ?? '';
  if (!position.startsWith('workflows:') && position !== 'alerts' && position !== 'runs') {
    await listTemplates(deps);
    position = 'workflows:';
    if (!(await deps.checkpoint(position, progress))) return undefined;
  }
  while (position.startsWith('workflows:')) {
    const afterId = position.slice('workflows:'.length);
    const batch = await deps.watched.inScope(Date.now(), afterId, BATCH);
    await Promise.all(
      batch.map((target) =>
        readWorkflow(deps, target, rules, progress).catch((error: unknown) => {
          if (error instanceof Error && error.name === 'RateLimited') throw error;
          progress.errors += 1;
        }),
      ),
    );
    const last = batch.at(-1);
    position = last && batch.length === BATCH ? `workflows:${last.workflowId}` : 'alerts';
    if (!(await deps.checkpoint(position, progress))) return undefined;
  }
  if (position === 'alerts') {
    await fireFailureRules(deps, rules, progress);
    position = 'runs';
    if (!(await deps.checkpoint(position, progress))) return undefined;
  }
  const read = await readRuns(
    {
      reader: deps.reader,
      runs: deps.runs,
      checkpoint: () => deps.checkpoint('runs', progress),
      ...(deps.firstReachMs === undefined ? {} : { firstReachMs: deps.firstReachMs }),
    },
    progress,
  );
  return read ? progress : undefined;
}
