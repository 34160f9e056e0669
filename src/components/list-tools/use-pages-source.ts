/**
 * The export source of a list loaded with "Load more" (an infinite query, the Runs screen): once
 * started, the next page is asked for as soon as the last one is in, until there is none or the
 * screen says the rows it needs are all loaded (`covered`); Cancel stops asking.
 */
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReadStatus } from '@/hooks/use-all-pages';
import type { ExportSource } from './use-csv-export';

export function usePagesSource<T>(
  pages: UseInfiniteQueryResult<{ pages: unknown[] }>,
  rows: readonly T[],
  covered: boolean,
): ExportSource<T> {
  const [state, setState] = useState<'idle' | 'reading' | 'cancelled'>('idle');
  const more = pages.hasNextPage && !covered;
  const failed = pages.isFetchNextPageError || (pages.isError && !pages.data);
  const reading = state === 'reading' && more && !failed;
  const { isFetching, fetchNextPage } = pages;
  useEffect(() => {
    if (reading && !isFetching) void fetchNextPage();
  }, [reading, isFetching, fetchNextPage]);
  const status: ReadStatus =
    pages.data !== undefined && !more
      ? 'done'
      : failed
        ? 'failed'
        : state === 'cancelled'
          ? 'cancelled'
          : reading
            ? 'reading'
            : 'idle';
  return {
    rows,
    status,
    pages: pages.data?.pages.length ?? 0,
    error: pages.error,
    start: () => setState('reading'),
    cancel: () => setState('cancelled'),
  };
}
