/** Workflow queries: keys next to their fetchers, from generic to specific. */
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { decodeList, decodeRecord } from '@/api/decode/core';
import { workflow, workflowSummary } from '@/api/decode/workflows';
import { api } from '@/api/current';
import type { WorkflowListQuery } from '@/api/models';

export function listWorkflows(query: WorkflowListQuery, signal?: AbortSignal) {
  const endpoint = 'GET /workflows';
  return unwrap(endpoint, api().GET('/workflows', { params: { query }, signal })).then((data) =>
    decodeList(endpoint, workflowSummary, data),
  );
}

export function getWorkflow(id: string, userKey: string, signal?: AbortSignal) {
  const endpoint = 'GET /workflows/{id}';
  return unwrap(
    endpoint,
    api().GET('/workflows/{id}', {
      params: { path: { id }, query: { user_key: userKey } },
      signal,
    }),
  ).then((data) => decodeRecord(endpoint, workflow, data));
}

export const workflowQueries = {
  all: () => ['workflows'] as const,
  lists: () => [...workflowQueries.all(), 'list'] as const,
  list: (query: WorkflowListQuery) =>
    queryOptions({
      queryKey: [...workflowQueries.lists(), query] as const,
      queryFn: ({ signal }) => listWorkflows(query, signal),
    }),
  details: () => [...workflowQueries.all(), 'detail'] as const,
  detail: (id: string, userKey: string) =>
    queryOptions({
      queryKey: [...workflowQueries.details(), id, { userKey }] as const,
      queryFn: ({ signal }) => getWorkflow(id, userKey, signal),
    }),
};
