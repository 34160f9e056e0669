/**
 * Event queries: a page of the log, and what arrived after a known event (auto-refresh). Events are a
 * log: the route's loader fetches the page afresh on every visit (staleTime 0), the screen never
 * polls it.
 */
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { decodeList } from '@/api/decode/core';
import { apiEvent } from '@/api/decode/events';
import { api } from '@/api/current';
import type { EventListQuery } from '@/api/models';
import { pageQuery, type ListSearchState } from '@/lib/list-search';
import { eventFilterParams } from '../event-filter';

export function listEvents(query: EventListQuery, signal?: AbortSignal) {
  const endpoint = 'GET /events';
  return unwrap(endpoint, api().GET('/events', { params: { query }, signal })).then((data) =>
    decodeList(endpoint, apiEvent, data),
  );
}

/**
 * `/events?type=&subject=&from=&to=&limit=50&starting_after=...`: the service pages the log; the
 * filters are the console's, applied over every page (../event-filter.ts).
 */
export const eventListParams = eventFilterParams;

export function eventListQuery({ page }: ListSearchState<typeof eventListParams>): EventListQuery {
  return pageQuery(page);
}

/** At most this many newer events are fetched per poll (the service's largest page). */
export const NEWER_LIMIT = 100;

export const eventQueries = {
  all: () => ['events'] as const,
  lists: () => [...eventQueries.all(), 'list'] as const,
  list: (query: EventListQuery) =>
    queryOptions({
      queryKey: [...eventQueries.lists(), query] as const,
      queryFn: ({ signal }) => listEvents(query, signal),
    }),
  /** The events newer than `anchorId` (all of the first page when there is no anchor yet). */
  newer: (anchorId: string | null) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'newer', anchorId] as const,
      queryFn: ({ signal }) =>
        listEvents(
          anchorId ? { ending_before: anchorId, limit: NEWER_LIMIT } : { limit: NEWER_LIMIT },
          signal,
        ),
      staleTime: 0,
    }),
};
