/**
 * Before stopping: how many running executions the console can see for the user and the filters.
 * The interface lists no executions, so they are found from the user's workflows (those that ever
 * ran) and the newest page of each one's actions: an execution with a step running or waiting is
 * running. The filters are checked against each one's data where the service offers
 * GET /executions/{id}; otherwise, and for a stop event, the count is of running executions only.
 * The service itself does not say how many a stop stopped.
 */
import type { Action, ExecutionWithStats, Page, WorkflowSummary } from '@/api/models';
import type { StopExecutionsBody } from '@/api/models';
import { isPlainObject } from '@/utils/guards';

export interface VisibleRunningDeps {
  listWorkflows: (userKey: string, after: string | undefined) => Promise<Page<WorkflowSummary>>;
  listActions: (workflowId: string) => Promise<Page<Action>>;
  /** Null where the service does not offer GET /executions/{id}. */
  getExecution: ((id: string) => Promise<ExecutionWithStats | null>) | null;
  onProgress?: (done: number, total: number) => void;
}

export interface VisibleRunning {
  /** Running executions seen (of every workflow of the user that ran). */
  running: number;
  /** Of those, how many match the filters; null when they could not be checked. */
  matching: number | null;
  workflows: number;
  /** More workflows than were looked at. */
  capped: boolean;
  /** Why the filters were not checked, when they were not. */
  unchecked: string | null;
}

/** Workflows looked at, at most (a page of 100, twice). */
export const MAX_WORKFLOWS = 200;

const UNFINISHED = new Set(['running', 'idle']);

/** Execution ids with a step running or waiting, in the actions given. */
export function runningExecutionIds(actions: readonly Action[]): string[] {
  return [
    ...new Set(
      actions.filter((a) => a.execution_id && UNFINISHED.has(a.status)).map((a) => a.execution_id),
    ),
  ];
}

/** The service's rule: every filter's value equals the data's (compared as text; null to missing). */
export function matchesFilters(data: Record<string, unknown> | null, filters: unknown): boolean {
  if (!isPlainObject(filters)) return true;
  const scalar = (value: unknown): string | null =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : null;
  return Object.entries(filters).every(([key, value]) => {
    const actual = data && Object.hasOwn(data, key) ? (data[key] ?? null) : null;
    if (actual === null || value === null) return actual === value;
    const text = scalar(actual);
    return text !== null && text === scalar(value);
  });
}

async function userWorkflows(deps: VisibleRunningDeps, userKey: string) {
  const found: WorkflowSummary[] = [];
  let after: string | undefined;
  let more = true;
  while (more && found.length < MAX_WORKFLOWS) {
    const page = await deps.listWorkflows(userKey, after);
    found.push(...page.collection);
    after = page.collection.at(-1)?.id;
    more = page.meta.has_next_page && after !== undefined;
  }
  return { workflows: found.filter((w) => w.last_executed_at_utc !== null), capped: more };
}

export async function findVisibleRunning(
  body: StopExecutionsBody,
  deps: VisibleRunningDeps,
): Promise<VisibleRunning> {
  const { workflows, capped } = await userWorkflows(deps, body.user_key ?? 'main');
  const ids: string[] = [];
  for (const [index, workflow] of workflows.entries()) {
    ids.push(...runningExecutionIds((await deps.listActions(workflow.id)).collection));
    deps.onProgress?.(index + 1, workflows.length);
  }
  const filtered = isPlainObject(body.filters) && Object.keys(body.filters).length > 0;
  const base = { running: ids.length, workflows: workflows.length, capped };
  if (body.stop_event)
    return {
      ...base,
      matching: null,
      unchecked: 'the console cannot see which executions listen to a stop event',
    };
  if (!filtered) return { ...base, matching: ids.length, unchecked: null };
  if (!deps.getExecution)
    return {
      ...base,
      matching: null,
      unchecked: 'the service does not offer GET /executions/{id}, so their data cannot be read',
    };
  let matching = 0;
  for (const id of ids) {
    const execution = await deps.getExecution(id);
    if (!execution)
      return {
        ...base,
        matching: null,
        unchecked: 'the service does not offer GET /executions/{id}, so their data cannot be read',
      };
    if (matchesFilters(execution.execution_data, body.filters)) matching += 1;
  }
  return { ...base, matching, unchecked: null };
}
