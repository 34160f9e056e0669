import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { eventQueries } from './api/queries';

/** How often auto-refresh asks for newer events (tests shorten it). */
export const EVENT_POLLING = { intervalMs: 5_000 };

/** The place auto-refresh counts from: the newest event known when it was switched on. */
type Anchor = { id: string | null } | null;

/**
 * Auto-refresh: while on, polls for events newer than the newest one known when it was switched on,
 * and counts them; the list on screen is never refetched by it, so the reader keeps their place.
 * `newestOnScreen` is the first row when the first page is shown (undefined otherwise).
 */
export function useNewEvents(newestOnScreen: string | null | undefined) {
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<Anchor>(null);
  const [starting, setStarting] = useState<unknown>(null);
  const newer = useQuery({
    ...eventQueries.newer(anchor?.id ?? null),
    enabled: anchor !== null,
    refetchInterval: EVENT_POLLING.intervalMs,
  });

  const start = async () => {
    setStarting(null);
    if (newestOnScreen !== undefined) {
      setAnchor({ id: newestOnScreen });
      return;
    }
    try {
      const head = await queryClient.query({
        ...eventQueries.list({ limit: 1 }),
        staleTime: 0,
      });
      setAnchor({ id: head.collection[0]?.id ?? null });
    } catch (error) {
      setStarting(error);
    }
  };

  const arrived = anchor !== null ? newer.data?.collection : undefined;
  return {
    on: anchor !== null,
    toggle: (on: boolean) => (on ? void start() : setAnchor(null)),
    count: arrived?.length ?? 0,
    /** More arrived than one poll fetches. */
    more: anchor?.id
      ? newer.data?.meta.has_previous_page === true
      : newer.data?.meta.has_next_page === true,
    error: starting ?? (newer.isError ? newer.error : null),
    /** Counting starts again from the newest arrival (the caller shows the first page). */
    caughtUp: () => {
      const newest = arrived?.[0];
      if (newest !== undefined) setAnchor({ id: newest.id });
    },
  };
}
