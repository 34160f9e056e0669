/**
 * One AsyncSelect's options: loaded when the field renders (`fetch_mode: prefetch`), when it opens,
 * or when a saved value needs its label; more pages as the user scrolls or searches; lazily, page by
 * page, until a saved value's label is found or the list ends.
 */
import { QueryClientContext, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo } from 'react';
import { createQueryClient } from '@/lib/query-client';
import type { FieldData } from '@/api/models';
import { useOptionsAccess } from '@/lib/options-access';
import { optionsQuery } from '../../api/options';
import { maxItemsOf, nextCursor, type ListEnd } from '../../model/options';
import type { LookupField } from '../../model/option-request';
import { valueKey, type SelectOption } from '../../model/options';

export interface FieldOptions {
  /** The request could not be made (an unfilled placeholder, not http(s)...): why. */
  blocked: string | null;
  /** The label of the field to fill in first, when that is why it is blocked. */
  waitingFor: string | null;
  options: readonly SelectOption[];
  byValue: ReadonlyMap<string, SelectOption>;
  pagesLoaded: number;
  loading: boolean;
  loadingMore: boolean;
  error: unknown;
  end: ListEnd | null;
  problems: string[];
  maxItems: number;
  loadMore: () => void;
  retry: () => void;
}

interface Options {
  /** Load now (prefetch mode, or the list is open, or a diagnostic asks). */
  active: boolean;
  /** A saved value whose label must be found. */
  wanted: unknown;
}

let ownClient: QueryClient | undefined;

/**
 * The screen's query cache; on a screen without one (the embed, which loads this with its first
 * AsyncSelect), a cache of the option lists' own, shared by every select.
 */
function useOptionsClient(): QueryClient {
  const provided = useContext(QueryClientContext);
  if (provided) return provided;
  ownClient ??= createQueryClient();
  return ownClient;
}

export function useFieldOptions(
  data: FieldData,
  lookup: LookupField,
  { active, wanted }: Options,
): FieldOptions {
  const { request, options } = optionsQuery(data, lookup, useOptionsAccess());
  const maxItems = maxItemsOf(data);
  const hasWanted = wanted !== null && wanted !== undefined && wanted !== '';
  const query = useInfiniteQuery(
    { ...options, enabled: request.ok && (active || hasWanted) },
    useOptionsClient(),
  );
  const pages = query.data?.pages;

  const derived = useMemo(() => {
    const list: SelectOption[] = [];
    const byValue = new Map<string, SelectOption>();
    const problems = new Set<string>();
    for (const page of pages ?? []) {
      page.problems.forEach((problem) => problems.add(problem));
      for (const option of page.options) {
        const key = valueKey(option.value);
        if (byValue.has(key) || list.length >= maxItems) continue;
        byValue.set(key, option);
        list.push(option);
      }
    }
    return { list, byValue, problems: [...problems] };
  }, [pages, maxItems]);

  const end = useMemo(() => {
    if (!pages) return null;
    const next = nextCursor(pages, maxItems);
    return 'end' in next ? next.end : null;
  }, [pages, maxItems]);
  const { hasNextPage, isFetchingNextPage, isFetching, fetchNextPage, isError } = query;

  // A saved value not among the loaded options: keep loading, one page at a time, until found.
  const missing = hasWanted && !derived.byValue.has(valueKey(wanted));
  // `loaded` is a dependency on purpose: the fetching flag can go up and down between two renders.
  const loaded = pages?.length ?? 0;
  useEffect(() => {
    if (missing && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [missing, hasNextPage, isFetching, isError, fetchNextPage, loaded]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isError, fetchNextPage]);

  return {
    blocked: request.ok ? null : request.error,
    waitingFor: request.ok ? null : (request.waitingFor ?? null),
    options: derived.list,
    byValue: derived.byValue,
    pagesLoaded: loaded,
    loading: query.isPending && query.fetchStatus === 'fetching',
    loadingMore: isFetchingNextPage,
    error: query.error,
    end,
    problems: derived.problems,
    maxItems,
    loadMore,
    retry: () => void (pages ? fetchNextPage() : query.refetch()),
  };
}
