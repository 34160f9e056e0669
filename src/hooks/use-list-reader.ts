/**
 * A list screen's reach past its page: the whole list read (use-all-pages.ts) while a client-side
 * filter is set or a count was asked for, and what is known of the list's length and of the page's
 * place in it ("51–75 of at least 100"), from the whole-list read and from the pages browsed (the
 * same cache entries the screen's own pages fill). The screen gives its list's page query without a
 * cursor; this adds the page size and the cursor.
 */
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { pagePosition, type PagePosition } from '@/lib/page-chain';
import { ALL_PAGES_LIMIT, useAllPages, type AllPages, type PageQuery } from './use-all-pages';

export interface PageRequest {
  limit: number;
  starting_after?: string;
}

export interface ListReader<T> {
  /** The whole-list read (rows so far, status, cancel and resume). */
  all: AllPages<T>;
  /** True while a count was asked for this list. */
  counting: boolean;
  /** Reads the whole list to count it. */
  count: () => void;
  /** Where a page of rows sits in the list, as far as is known. */
  position: (rows: readonly T[], hasNext: boolean) => PagePosition;
}

const request = (limit: number, cursor: string | undefined): PageRequest =>
  cursor ? { limit, starting_after: cursor } : { limit };

export function useListReader<T, K extends QueryKey>(options: {
  page: (request: PageRequest) => PageQuery<T, K>;
  idOf: (row: T) => string | undefined;
  /** A client-side filter is set: read on. */
  filtering: boolean;
  /** The page size the screen shows. */
  browseLimit: number;
  /** No later page can match: the search stops reading (see use-all-pages.ts). */
  enough?: (rows: readonly T[]) => boolean;
}): ListReader<T> {
  const { page, idOf, filtering, browseLimit, enough } = options;
  const base = hashKey(page(request(ALL_PAGES_LIMIT, undefined)).queryKey);
  const [countedBase, setCountedBase] = useState<string | null>(null);
  const counting = countedBase === base;
  const all = useAllPages({
    page: (cursor) => page(request(ALL_PAGES_LIMIT, cursor)),
    idOf,
    active: filtering || counting,
    enough: counting ? undefined : enough,
  });
  // The pages browsed: never read by this hook, only followed in the cache.
  const browsed = useAllPages({
    page: (cursor) => page(request(browseLimit, cursor)),
    idOf,
    active: false,
  });
  const allDone = all.status === 'done' && all.end !== 'enough';
  const known =
    allDone || all.rows.length >= browsed.rows.length
      ? { ids: all.rows.map(idOf), complete: allDone }
      : { ids: browsed.rows.map(idOf), complete: browsed.status === 'done' };
  return {
    all,
    counting,
    count: () => {
      setCountedBase(base);
      all.resume();
    },
    position: (rows, hasNext) => pagePosition(known, { ids: rows.map(idOf), hasNext }),
  };
}
