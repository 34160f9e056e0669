/** Action type queries (the interface has no list of them: always by id). */
import { queryOptions } from '@tanstack/react-query';
import { expectRecord, unwrap } from '@/api/client';
import { api } from '@/api/current';

export function getActionType(id: string, signal?: AbortSignal) {
  const endpoint = 'GET /action_types/{id}';
  return unwrap(
    endpoint,
    api().GET('/action_types/{id}', { params: { path: { id } }, signal }),
  ).then((data) => expectRecord(endpoint, data));
}

export const actionTypeQueries = {
  all: () => ['action-types'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...actionTypeQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getActionType(id, signal),
    }),
};
