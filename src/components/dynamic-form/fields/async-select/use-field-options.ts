/**
 * One AsyncSelect's options: loaded when the field renders (`fetch_mode: prefetch`), when it opens,
 * or when a saved value needs its label; more pages as the user scrolls or searches; lazily, page by
 * page, until a saved value's label is found or the list ends.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { FieldData } from '@/api/models';
import { maxItemsOf, nextCursor, optionsQuery, type ListEnd } from '../../api/options';
import type { LookupField } from '../../model/option-request';
import { valueKey, type SelectOption } from '../../model/options';

export interface FieldOptions {
  /** The request could not be made (an unfilled placeholder, not http(s)...): why. */
  blocked: string | null;
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

export function useFieldOptions(
  data: FieldData,
  lookup: LookupField,
  { active, wanted }: Options,
): FieldOptions {
  const { request, options } = optionsQuery(data, lookup);
  const maxItems = maxItemsOf(data);
  const hasWanted = wanted !== null && wanted !== undefined && wanted !== '';
  const query = useInfiniteQuery({ ...options, enabled: request.ok && (active || hasWanted) });
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
