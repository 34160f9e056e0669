/** Action type queries (the interface has no list of them: always by id). */
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { actionType } from '@/api/decode/action-types';
import { decodeRecord } from '@/api/decode/core';
import { api } from '@/api/current';
import { actionTypeKeys } from './keys';

export function getActionType(id: string, signal?: AbortSignal) {
  const endpoint = 'GET /action_types/{id}';
  return unwrap(
    endpoint,
    api().GET('/action_types/{id}', { params: { path: { id } }, signal }),
  ).then((data) => decodeRecord(endpoint, actionType, data));
}

export const actionTypeQueries = {
  all: actionTypeKeys.all,
  detail: (id: string) =>
    queryOptions({
      queryKey: actionTypeKeys.detail(id),
      queryFn: ({ signal }) => getActionType(id, signal),
    }),
};
