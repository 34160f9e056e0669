/** Action queries: a workflow's actions and the account's finished actions. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { action } from '@/api/decode/actions';
import { decodeList } from '@/api/decode/core';
import { api } from '@/api/current';
import type { Action, CompletedActionsQuery, CursorQuery, Page } from '@/api/models';
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

/** The cursor of the page after `page`, while there is one. */
const nextCursor = (page: Page<Action>): string | undefined => {
  const last = page.collection.at(-1);
  return page.meta.has_next_page && last ? last.uuid || undefined : undefined;
};

export function completedActionsQuery({
  values,
  page,
}: ListSearchState<typeof completedActionsParams>): CompletedActionsQuery {
  return { ...pageQuery(page), ...values };
}

export const actionQueries = {
  all: () => ['actions'] as const,
  /** The workflow's actions page after page from where the URL starts ("load more" adds one). */
  workflowRuns: (workflowId: string, query: CursorQuery) =>
    infiniteQueryOptions({
      queryKey: [...actionQueries.all(), 'workflow-runs', workflowId, query] as const,
      queryFn: ({ pageParam, signal }) =>
        listWorkflowActions(
          workflowId,
          pageParam ? { limit: query.limit, starting_after: pageParam } : query,
          signal,
        ),
      initialPageParam: '',
      getNextPageParam: nextCursor,
    }),
  /** Finished actions page after page, for grouping into runs. */
  completedRuns: (query: CompletedActionsQuery) =>
    infiniteQueryOptions({
      queryKey: [...actionQueries.all(), 'completed-runs', query] as const,
      queryFn: ({ pageParam, signal }) => {
        if (!pageParam) return listCompletedActions(query, signal);
        // Later pages follow the last one loaded, whichever cursor the first page came from.
        const { ending_before: _before, starting_after: _after, ...filters } = query;
        return listCompletedActions({ ...filters, starting_after: pageParam }, signal);
      },
      initialPageParam: '',
      getNextPageParam: nextCursor,
    }),
};
