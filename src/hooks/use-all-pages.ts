/**
 * Reads a whole cursor-paginated list, page by page, while `active`: the one way the console searches
 * and counts past the page on screen (workflows by name, events by type, users by name or e-mail, the
 * action types the workflows use). Each page is the list's own query (the factory a list screen
 * uses), read once into the query cache and kept for the session, so rows stream in as pages arrive,
 * a second search reads nothing again, and pages a screen shows count towards the whole. One page at
 * a time (a paced read the service can bear; 429 and 5xx are retried by the query client's policy),
 * while offline it waits for the connection, Cancel stops at once and keeps what was read, and a page
 * a write made stale is read again before reading on.
 */
import {
  CancelledError,
  hashKey,
  useQueryClient,
  type QueryClient,
  type QueryExecuteOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Page } from '@/api/models';
import { followChain, type ChainEnd, type PageChain } from '@/lib/page-chain';

/** The page size of a whole-list read: the service's largest. */
export const ALL_PAGES_LIMIT = 100;

export type ReadStatus =
  /** Not asked to read (or nothing to read yet). */
  | 'idle'
  | 'reading'
  /** Offline: the next page waits for the connection. */
  | 'waiting'
  | 'cancelled'
  | 'failed'
  /** Every page read. */
  | 'done';

export interface AllPages<T> {
  /** Every row read so far, in the list's order. */
  rows: T[];
  pages: number;
  status: ReadStatus;
  /** How the read ended: the list's end, or `enough` (no later page can match). */
  end: ChainEnd | 'enough' | null;
  error: unknown;
  cancel: () => void;
  /** Reads on after a cancel or a failure. */
  resume: () => void;
}

/** A page's query options, as a list's query factory gives them. */
export type PageQuery<T, K extends QueryKey> = QueryExecuteOptions<
  Page<T>,
  Error,
  Page<T>,
  Page<T>,
  K
>;

export interface AllPagesOptions<T, K extends QueryKey> {
  /** One page of the list (`cursor` undefined: the first), from the list's query factory. */
  page: (cursor: string | undefined) => PageQuery<T, K>;
  idOf: (row: T) => string | undefined;
  /** Read on while true; what was read stays either way. */
  active: boolean;
  /** True when no later page can matter (the rows passed a time range): reading stops there. */
  enough?: (rows: readonly T[]) => boolean;
}

/**
 * Reads the chain of pages from the cache, and gives the same value back while none of its pages
 * changed (a snapshot for useSyncExternalStore). One reader per list (`base`).
 */
function chainReader<T>(base: string) {
  let last: { signature: string; chain: PageChain<T>; waiting: boolean } | null = null;
  return <K extends QueryKey>(
    client: QueryClient,
    page: AllPagesOptions<T, K>['page'],
    idOf: (row: T) => string | undefined,
  ) => {
    const cache = client.getQueryCache();
    const parts: string[] = [base];
    let waiting = false;
    const chain = followChain((cursor) => {
      const state = cache.find<Page<T>>({ queryKey: page(cursor).queryKey, exact: true })?.state;
      parts.push(`${String(state?.dataUpdatedAt)}:${String(state?.isInvalidated)}`);
      if (state?.fetchStatus === 'paused') waiting = true;
      return state?.data ? { page: state.data, stale: state.isInvalidated } : undefined;
    }, idOf);
    const signature = `${parts.join('|')}|${String(waiting)}`;
    if (last?.signature !== signature) last = { signature, chain, waiting };
    return last;
  };
}

export function useAllPages<T, K extends QueryKey>(options: AllPagesOptions<T, K>): AllPages<T> {
  const client = useQueryClient();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const base = hashKey(options.page(undefined).queryKey);
  // A new list (other filters, another user) is another chain; its pages may be cached already.
  const reader = useMemo(() => chainReader<T>(base), [base]);
  const subscribe = useMemo(
    // A query's data, staleness and fetch state change with "updated" (and go with "removed"); a
    // query added has nothing yet (and is added while another component renders).
    () => (notify: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' || event.type === 'removed') notify();
      }),
    [client],
  );
  const read = () => reader(client, options.page, options.idOf);
  const { chain, waiting } = useSyncExternalStore(subscribe, read, read);
  const [stopped, setStopped] = useState<{ base: string; error: unknown } | null>(null);
  const halted = stopped?.base === base ? stopped : null;
  const enough = chain.next !== null && (options.enough?.(chain.rows) ?? false);
  const next = enough ? null : chain.next;
  const reading = options.active && halted === null && next !== null;

  useEffect(() => {
    if (!reading) return;
    const page = latest.current.page(next.cursor);
    // Kept for the session: a search typed again, or another filter, reads nothing twice.
    client.query({ ...page, staleTime: Infinity, gcTime: Infinity }).catch((error: unknown) => {
      if (!(error instanceof CancelledError)) setStopped({ base, error });
    });
  }, [reading, next?.cursor, client, base]);

  const status: ReadStatus =
    next === null
      ? 'done'
      : halted
        ? halted.error === null
          ? 'cancelled'
          : 'failed'
        : reading
          ? waiting
            ? 'waiting'
            : 'reading'
          : 'idle';
  return {
    rows: chain.rows,
    pages: chain.pages,
    status,
    end: enough ? 'enough' : chain.end,
    error: halted?.error ?? null,
    cancel: () => {
      setStopped({ base, error: null });
      if (next) void client.cancelQueries({ queryKey: latest.current.page(next.cursor).queryKey });
    },
    resume: () => setStopped(null),
  };
}
