/** Workflow queries: keys next to their fetchers, from generic to specific. */
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { decodeList, decodeRecord } from '@/api/decode/core';
import { workflowSummary } from '@/api/decode/workflow-summary';
import { api } from '@/api/current';
import type { WorkflowListQuery } from '@/api/models';
import { whenOnline } from '@/lib/when-online';

export function listWorkflows(query: WorkflowListQuery, signal?: AbortSignal) {
  const endpoint = 'GET /workflows';
  return unwrap(endpoint, api().GET('/workflows', { params: { query }, signal })).then((data) =>
    decodeList(endpoint, workflowSummary, data),
  );
}

/**
 * One workflow, by id or (idType 'key') by the user's key. Its decoder (layouts, forms) is fetched
 * alongside the answer rather than bundled with the list, the first screen: the two arrive in
 * parallel, so nothing waits longer.
 */
export async function getWorkflow(
  id: string,
  userKey: string,
  signal?: AbortSignal,
  idType: 'id' | 'key' = 'id',
) {
  const endpoint = 'GET /workflows/{id}';
  const [data, { workflow }] = await Promise.all([
    unwrap(
      endpoint,
      api().GET('/workflows/{id}', {
        params: {
          path: { id },
          query: idType === 'key' ? { user_key: userKey, id_type: 'key' } : { user_key: userKey },
        },
        signal,
      }),
    ),
    // Offline, asked for once the connection is back (a failed fetch would stay failed).
    whenOnline(() => import('@/api/decode/workflows')),
  ]);
  return decodeRecord(endpoint, workflow, data);
}

/** Workflow ids are UUIDs; anything else given to "compare with" is read as a workflow key. */
export const looksLikeWorkflowId = (ref: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);

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
  /**
   * A workflow by its key among a user's workflows (the command palette's lookup, "compare with").
   * Under `details()`, so a change to workflows refreshes it as it refreshes a workflow read by id.
   */
  byKey: (key: string, userKey: string) =>
    queryOptions({
      queryKey: [...workflowQueries.details(), key, { userKey, idType: 'key' }] as const,
      queryFn: ({ signal }) => getWorkflow(key, userKey, signal, 'key'),
    }),
  /**
   * Another workflow to compare with, named by id or key (of `userKey`): the same query, and so the
   * same cached answer, as `detail` for an id and `byKey` for a key.
   */
  byRef: (ref: string, userKey: string) => {
    const idType = looksLikeWorkflowId(ref) ? 'id' : 'key';
    return queryOptions({
      queryKey:
        idType === 'id'
          ? workflowQueries.detail(ref, userKey).queryKey
          : workflowQueries.byKey(ref, userKey).queryKey,
      queryFn: ({ signal }) => getWorkflow(ref, userKey, signal, idType),
    });
  },
};
