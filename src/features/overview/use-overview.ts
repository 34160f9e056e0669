/**
 * The overview's reads and what they add up to. The actions are read newest first, page after page,
 * until they reach back past the previous period's start, the list ends, or MAX_OVERVIEW_PAGES pages
 * are in (then the figures say "at least"); the workflows page after page to the end, bounded the
 * same way. Behind the gateway, for 7 and 30 days, the daily run figures are read first and the
 * actions only back to where the store's figures end (stored.ts); without them (no gateway, no
 * history, no finished scan), as before. Every read is refreshed every 30 s while the tab is
 * visible (react-query re-reads the pages it holds).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Action } from '@/api/models';
import { useExtension } from '@/hooks/use-extension';
import { groupRuns, stepTime, type Period, type Run } from '@/features/actions';
import { MAX_OVERVIEW_PAGES, overviewQueries, REFRESHING } from './api/queries';
import { overviewFigures, type Coverage } from './figures';
import { periodWindow } from './period';
import { liveReadBound } from './stored';

const actionTime = (action: Action): number => Date.parse(stepTime(action) ?? '');

export interface ReadState {
  pages: number;
  rows: number;
  /** Still reading pages towards the bound. */
  reading: boolean;
  /** Stopped at MAX_OVERVIEW_PAGES with more to read. */
  bounded: boolean;
}

function useReadBack<T>(
  query: {
    data: { pages: { collection: T[] }[] } | undefined;
    hasNextPage: boolean;
    isFetching: boolean;
    isError: boolean;
    fetchNextPage: () => Promise<unknown>;
  },
  enough: (rows: readonly T[]) => boolean,
) {
  const rows = useMemo(
    () => query.data?.pages.flatMap((page) => page.collection) ?? [],
    [query.data],
  );
  const pages = query.data?.pages.length ?? 0;
  const satisfied = !query.hasNextPage || enough(rows);
  const wantMore = query.data !== undefined && !satisfied && pages < MAX_OVERVIEW_PAGES;
  const { isFetching, isError, fetchNextPage } = query;
  useEffect(() => {
    if (wantMore && !isFetching && !isError) void fetchNextPage();
  }, [wantMore, isFetching, isError, fetchNextPage, pages]);
  const state: ReadState = {
    pages,
    rows: rows.length,
    reading: wantMore && !isError,
    bounded: query.data !== undefined && !satisfied && pages >= MAX_OVERVIEW_PAGES,
  };
  return { rows, state };
}

export function useOverview(period: Period, userKey: string, now: number, behindGateway = false) {
  const window = useMemo(() => periodWindow(period, now), [period, now]);
  const daily = useQuery({
    ...overviewQueries.daily(period),
    ...REFRESHING,
    enabled: behindGateway && period !== '24h',
  });
  // Until the daily figures answer (or fail: then without them), the read holds at its first page.
  const dailyPending = daily.isPending && daily.fetchStatus !== 'idle';
  const stored = daily.data ?? null;
  const actions = useInfiniteQuery({ ...overviewQueries.actions(), ...REFRESHING });
  const workflows = useInfiniteQuery({ ...overviewQueries.workflows(userKey), ...REFRESHING });
  const usageOffered = useExtension('usage') !== 'not-offered';
  const usage = useQuery({
    ...overviewQueries.usage(period),
    ...REFRESHING,
    enabled: usageOffered,
  });

  const bound = liveReadBound(stored, [
    [window.previousStart, window.start],
    [window.start, window.end],
  ]);
  const actionRead = useReadBack(actions, (rows) => {
    if (dailyPending || bound === null) return true;
    const last = rows.at(-1);
    return last !== undefined && actionTime(last) < bound;
  });
  const workflowRead = useReadBack(workflows, () => false);

  const actionRows = actionRead.rows;
  const hasNext = actions.hasNextPage;
  const runs: Run[] = useMemo(
    () => groupRuns(actionRows, { hasNext, hasPrevious: false }),
    [actionRows, hasNext],
  );
  const last = actionRows.at(-1);
  const coverage: Coverage = {
    complete: actions.data !== undefined && !hasNext,
    reachedBack: last === undefined ? null : actionTime(last),
  };
  const usageCounts = usage.data ?? undefined;
  const figures = overviewFigures(runs, window, coverage, usageCounts, stored);
  return {
    window,
    daily,
    stored,
    actions,
    workflows,
    usage,
    runs,
    figures,
    coverage,
    actionRead: actionRead.state,
    workflowRead: workflowRead.state,
    workflowRows: workflowRead.rows,
    oldestRead: last ?? null,
  };
}

export type OverviewData = ReturnType<typeof useOverview>;
