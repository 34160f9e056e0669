/** User queries. */
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { decodeList } from '@/api/decode/core';
import { user } from '@/api/decode/users';
import { api } from '@/api/current';
import type { User, UserListQuery } from '@/api/models';
import { pageQuery, textParam, type ListSearchState } from '@/lib/list-search';

export function listUsers(query: UserListQuery, signal?: AbortSignal) {
  const endpoint = 'GET /users';
  return unwrap(endpoint, api().GET('/users', { params: { query }, signal })).then((data) =>
    decodeList(endpoint, user, data),
  );
}

/** The interface has no single-user read: a user is found by searching for its key. */
export async function findUserByKey(key: string, signal?: AbortSignal): Promise<User | null> {
  const page = await listUsers({ search: key, limit: 100 }, signal);
  return page.collection.find((user) => user.key === key) ?? null;
}

/**
 * `/users?search=ac&limit=50&starting_after=...&user=<key>`: the search (of keys, names and e-mail
 * addresses, over every page) and the chosen user.
 */
export const userListParams = { search: textParam, user: textParam };

/**
 * The page of users the screen browses (no search: a search reads every page, and the key part of it
 * is the service's own `search`); the chosen user is view state, not sent.
 */
export function userListQuery({ page }: ListSearchState<typeof userListParams>): UserListQuery {
  return pageQuery(page);
}

export const userQueries = {
  all: () => ['users'] as const,
  lists: () => [...userQueries.all(), 'list'] as const,
  list: (query: UserListQuery) =>
    queryOptions({
      queryKey: [...userQueries.lists(), query] as const,
      queryFn: ({ signal }) => listUsers(query, signal),
    }),
  byKey: (key: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'by-key', key] as const,
      queryFn: ({ signal }) => findUserByKey(key, signal),
    }),
};
