/** Action queries: a workflow's actions and the account's finished actions. */
import { queryOptions } from '@tanstack/react-query';
import { expectList, unwrap } from '@/api/client';
import { api } from '@/api/current';
import type { CompletedActionsQuery, CursorQuery } from '@/api/models';

export function listWorkflowActions(workflowId: string, query: CursorQuery, signal?: AbortSignal) {
  const endpoint = 'GET /workflows/{workflow_id}/actions';
  return unwrap(
    endpoint,
    api().GET('/workflows/{workflow_id}/actions', {
      params: { path: { workflow_id: workflowId }, query },
      signal,
    }),
  ).then((data) => expectList(endpoint, data));
}

export function listCompletedActions(query: CompletedActionsQuery, signal?: AbortSignal) {
  const endpoint = 'GET /actions/completed';
  return unwrap(endpoint, api().GET('/actions/completed', { params: { query }, signal })).then(
    (data) => expectList(endpoint, data),
  );
}

export const actionQueries = {
  all: () => ['actions'] as const,
  ofWorkflow: (workflowId: string, query: CursorQuery) =>
    queryOptions({
      queryKey: [...actionQueries.all(), 'workflow', workflowId, query] as const,
      queryFn: ({ signal }) => listWorkflowActions(workflowId, query, signal),
    }),
  completed: (query: CompletedActionsQuery) =>
    queryOptions({
      queryKey: [...actionQueries.all(), 'completed', query] as const,
      queryFn: ({ signal }) => listCompletedActions(query, signal),
    }),
};
