/**
 * Which alert rules fire, from what the scan read: the account's failed actions (newest first, back to
 * the longest window) and the watched workflows' last runs. A failures rule fires for a workflow when
 * at least `threshold` of its failures within the window have not fired this rule yet (then they
 * have); a silence rule fires for a switched-on workflow whose last run is older than the window, once
 * per last run. Pure: the scan stores the firings and their keys.
 */
import type { AlertRule } from '../store/alerts';

export interface Failure {
  id: string;
  workflowId: string;
  executionId: string | null;
  step: string | null;
  at: number;
  note: string | null;
}

export interface WorkflowRun {
  id: string;
  name: string | null;
  on: boolean;
  lastExecutedAt: number | null;
}

export interface Firing {
  rule: AlertRule;
  workflowId: string;
  summary: string;
  /** What it fires for: each failure's `action:<id>`, or a silence's `silence:<workflow>:<last run>`. */
  keys: string[];
  failures: Failure[];
  lastExecutedAt: number | null;
}

const MINUTE = 60_000;

export function windowWords(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440} d`;
  if (minutes % 60 === 0) return `${minutes / 60} h`;
  return `${minutes} min`;
}

const failureKey = (failure: Failure) => `action:${failure.id}`;

/** The failures rules' candidates: per rule and workflow, the failures within its window. */
export function failureCandidates(
  rules: readonly AlertRule[],
  failures: readonly Failure[],
  now: number,
): { rule: AlertRule; workflowId: string; failures: Failure[] }[] {
  const candidates: { rule: AlertRule; workflowId: string; failures: Failure[] }[] = [];
  for (const rule of rules) {
    if (rule.kind !== 'failures') continue;
    const since = now - rule.window_minutes * MINUTE;
    const byWorkflow = new Map<string, Failure[]>();
    for (const failure of failures) {
      if (failure.at < since) continue;
      if (rule.workflow_id !== null && failure.workflowId !== rule.workflow_id) continue;
      byWorkflow.set(failure.workflowId, [...(byWorkflow.get(failure.workflowId) ?? []), failure]);
    }
    for (const [workflowId, found] of byWorkflow)
      if (found.length >= rule.threshold) candidates.push({ rule, workflowId, failures: found });
  }
  return candidates;
}

/** A candidate fires when enough of its failures are new to the rule. */
export function failureFiring(
  candidate: { rule: AlertRule; workflowId: string; failures: Failure[] },
  unfired: ReadonlySet<string>,
  name: string | null,
): Firing | undefined {
  const fresh = candidate.failures.filter((failure) => unfired.has(failureKey(failure)));
  if (fresh.length < candidate.rule.threshold) return undefined;
  const label = name ? `“${name}”` : candidate.workflowId;
  return {
    rule: candidate.rule,
    workflowId: candidate.workflowId,
    summary: `Workflow ${label} failed ${fresh.length} time${fresh.length === 1 ? '' : 's'} within ${windowWords(candidate.rule.window_minutes)}`,
    keys: fresh.map(failureKey),
    failures: fresh,
    lastExecutedAt: null,
  };
}

export const silenceKey = (run: WorkflowRun) =>
  `silence:${run.id}:${run.lastExecutedAt ?? 'never'}`;

/** The silence rules that apply to this workflow and find it quiet too long. */
export function silenceFirings(
  rules: readonly AlertRule[],
  run: WorkflowRun,
  now: number,
): Firing[] {
  if (!run.on) return [];
  return rules
    .filter(
      (rule) =>
        rule.kind === 'silence' &&
        (rule.workflow_id === null || rule.workflow_id === run.id) &&
        (run.lastExecutedAt === null || now - run.lastExecutedAt > rule.window_minutes * MINUTE),
    )
    .map((rule) => ({
      rule,
      workflowId: run.id,
      summary: `Workflow ${run.name ? `“${run.name}”` : run.id} has not run for ${windowWords(rule.window_minutes)}${run.lastExecutedAt === null ? ' (it never ran)' : ''}`,
      keys: [silenceKey(run)],
      failures: [],
      lastExecutedAt: run.lastExecutedAt,
    }));
}

/** The JSON body a webhook receives (Slack-compatible: `text` says it all in one line). */
export function alertPayload(firing: Firing, name: string | null, consoleUrl: string, at: number) {
  const link = `${consoleUrl.replace(/\/$/, '')}/workflows/${encodeURIComponent(firing.workflowId)}/history`;
  return {
    text: `${firing.summary} (alert “${firing.rule.name}”). ${link}`,
    rule: {
      id: firing.rule.id,
      name: firing.rule.name,
      kind: firing.rule.kind,
      threshold: firing.rule.threshold,
      window_minutes: firing.rule.window_minutes,
    },
    workflow: { id: firing.workflowId, name },
    failures: firing.failures.map((failure) => ({
      id: failure.id,
      execution_id: failure.executionId,
      step: failure.step,
      failed_at: new Date(failure.at).toISOString(),
      failure_note: failure.note,
    })),
    last_executed_at:
      firing.lastExecutedAt === null ? null : new Date(firing.lastExecutedAt).toISOString(),
    link,
    fired_at: new Date(at).toISOString(),
  };
}
