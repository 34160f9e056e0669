/** User queries. */
import { queryOptions } from '@tanstack/react-query';
import { expectList, unwrap } from '@/api/client';
import { api } from '@/api/current';
import type { UserListQuery } from '@/api/models';

export function listUsers(query: UserListQuery, signal?: AbortSignal) {
  const endpoint = 'GET /users';
  return unwrap(endpoint, api().GET('/users', { params: { query }, signal })).then((data) =>
    expectList(endpoint, data),
  );
}

export const userQueries = {
  all: () => ['users'] as const,
  list: (query: UserListQuery) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'list', query] as const,
      queryFn: ({ signal }) => listUsers(query, signal),
    }),
};
