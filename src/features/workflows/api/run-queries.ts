/**
 * One run, read for the run view: the execution (GET /executions/{id}, an extension: its step
 * statuses, its data and the layout it ran) and its actions (the failure notes and logs). Where the
 * service does not offer GET /executions/{id}, the run is read from its actions alone: the finished
 * ones (GET /actions/completed?execution_id=) and the unfinished ones from the newest page of the
 * workflow's actions. A refresh asks for the finished actions again only when the execution says a
 * step has ended since, so a poll is usually one request.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { api } from '@/api/current';
import { decodeRecord } from '@/api/decode/core';
import { isApiError } from '@/api/errors';
import { executionWithStats } from '@/api/decode/executions';
import { isNotOffered, trackExtension } from '@/api/extensions';
import type { Action, ExecutionWithStats } from '@/api/models';
import { extensionState } from '@/config/extensions';
import { listCompletedActions, listWorkflowActions } from '@/features/actions';

export function getExecution(id: string, signal?: AbortSignal) {
  const endpoint = 'GET /executions/{id}';
  return trackExtension(
    'execution',
    unwrap(endpoint, api().GET('/executions/{id}', { params: { path: { id } }, signal })),
  ).then((data) => decodeRecord(endpoint, executionWithStats, data));
}

export interface RunData {
  /** Null where the service does not offer GET /executions/{id} (or has no such execution). */
  execution: ExecutionWithStats | null;
  /** The service answered that it has no such execution (its own 404). */
  executionMissing: boolean;
  actions: Action[];
  /** How many requests this read made (the poll waits longer after more). */
  requests: number;
}

const FINISHED = new Set(['completed', 'failed', 'stopped']);
/** Pages of a run's finished actions read at most (100 each). */
const MAX_PAGES = 5;

async function finishedActions(executionId: string, signal?: AbortSignal): Promise<Action[]> {
  const actions: Action[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await listCompletedActions(
      { execution_id: executionId, limit: 100, ...(after ? { starting_after: after } : {}) },
      signal,
    );
    actions.push(...result.collection);
    after = result.collection.at(-1)?.uuid;
    if (!result.meta.has_next_page || !after) break;
  }
  return actions;
}

/** The run's unfinished actions, from the newest page of the workflow's actions. */
async function liveActions(workflowId: string, executionId: string, signal?: AbortSignal) {
  const page = await listWorkflowActions(workflowId, { limit: 100 }, signal);
  return page.collection.filter(
    (action) => action.execution_id === executionId && !FINISHED.has(action.status),
  );
}

const endedSteps = (execution: ExecutionWithStats | null): number =>
  execution ? Object.values(execution.stats).filter((s) => FINISHED.has(s.status)).length : -1;

async function readExecution(
  executionId: string,
  signal?: AbortSignal,
): Promise<{ execution: ExecutionWithStats | null; missing: boolean; asked: boolean }> {
  if (extensionState('execution') === 'not-offered')
    return { execution: null, missing: false, asked: false };
  try {
    return { execution: await getExecution(executionId, signal), missing: false, asked: true };
  } catch (error) {
    if (isNotOffered(error, 'execution')) return { execution: null, missing: false, asked: true };
    if (isApiError(error) && error.isNotFound)
      return { execution: null, missing: true, asked: true };
    throw error;
  }
}

/**
 * The execution with the layout read before when the service sent the same one again: the parsed
 * layout holds maps, which the query cache cannot compare, so an unchanged poll would otherwise
 * draw the whole canvas again.
 */
function keepLayout(execution: ExecutionWithStats, previous: RunData | undefined) {
  const before = previous?.execution?.template;
  const now = execution.template;
  if (!before || !now || JSON.stringify(before.raw) !== JSON.stringify(now.raw)) return execution;
  return { ...execution, template: before };
}

export async function readRun(
  workflowId: string,
  executionId: string,
  previous: RunData | undefined,
  signal?: AbortSignal,
): Promise<RunData> {
  const read = await readExecution(executionId, signal);
  const { missing, asked } = read;
  const execution = read.execution && keepLayout(read.execution, previous);
  let requests = asked ? 1 : 0;
  if (execution) {
    // The finished actions only change when a step ends.
    const unchanged =
      previous?.execution && endedSteps(previous.execution) === endedSteps(execution);
    const actions = unchanged ? previous.actions : await finishedActions(executionId, signal);
    return {
      execution,
      executionMissing: false,
      actions,
      requests: requests + (unchanged ? 0 : 1),
    };
  }
  const [finished, live] = await Promise.all([
    finishedActions(executionId, signal),
    liveActions(workflowId, executionId, signal),
  ]);
  requests += 2;
  return { execution: null, executionMissing: missing, actions: [...finished, ...live], requests };
}

export const runQueries = {
  all: () => ['runs'] as const,
  run: (queryClient: QueryClient, workflowId: string, executionId: string) =>
    queryOptions({
      queryKey: [...runQueries.all(), 'run', workflowId, executionId] as const,
      queryFn: ({ signal, queryKey }) =>
        readRun(workflowId, executionId, queryClient.getQueryData<RunData>(queryKey), signal),
      // A run changes while it runs: the view polls it (../run-view/poll.ts); a run opened again
      // within a second is shown as read.
      staleTime: 1000,
    }),
};
