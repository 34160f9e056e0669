/** Action queries: a workflow's actions and the account's finished actions. */
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { action } from '@/api/decode/actions';
import { decodeList } from '@/api/decode/core';
import { api } from '@/api/current';
import type { CompletedActionsQuery, CursorQuery } from '@/api/models';
import { choiceParam, pageQuery, textParam, type ListSearchState } from '@/lib/list-search';

export function listWorkflowActions(workflowId: string, query: CursorQuery, signal?: AbortSignal) {
  const endpoint = 'GET /workflows/{workflow_id}/actions';
  return unwrap(
    endpoint,
    api().GET('/workflows/{workflow_id}/actions', {
      params: { path: { workflow_id: workflowId }, query },
      signal,
    }),
  ).then((data) => decodeList(endpoint, action, data));
}

export function listCompletedActions(query: CompletedActionsQuery, signal?: AbortSignal) {
  const endpoint = 'GET /actions/completed';
  return unwrap(endpoint, api().GET('/actions/completed', { params: { query }, signal })).then(
    (data) => decodeList(endpoint, action, data),
  );
}

/** The finished states `/actions/completed` narrows to with its optional `status` query parameter. */
export const FINISHED_STATUSES = ['completed', 'failed', 'stopped'] as const;

/** `/actions/completed?execution_id=&workflow_id=&status=&limit=&starting_after=` */
export const completedActionsParams = {
  execution_id: textParam,
  workflow_id: textParam,
  status: choiceParam(FINISHED_STATUSES),
};

export function completedActionsQuery({
  values,
  page,
}: ListSearchState<typeof completedActionsParams>): CompletedActionsQuery {
  return { ...pageQuery(page), ...values };
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
