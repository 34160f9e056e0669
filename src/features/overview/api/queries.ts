/**
 * What the overview reads: the account's finished actions newest first (the Runs screen's query, a
 * hundred a page), the acting user's workflows (every page, a hundred a page), the usage counts
 * where the service offers `GET /account/usage`, and behind the gateway the published-version
 * changes (`GET /auth/history/changes`) and, for 7 and 30 days, the daily run figures
 * (`GET /auth/overview/daily`, stored.ts). The screen reads each again every 30 s while the tab is visible (REFRESHING).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { unwrap } from '@/api/client';
import { api } from '@/api/current';
import { isApiError } from '@/api/errors';
import { decodeRecord } from '@/api/decode/core';
import { usage } from '@/api/decode/executions';
import { optionalText, text } from '@/api/decode/fields';
import { isNotOffered, trackExtension } from '@/api/extensions';
import { gatewayJson } from '@/api/gateway';
import type { Page, WorkflowSummary } from '@/api/models';
import { ALL_PAGES_LIMIT } from '@/hooks/use-all-pages';
import { actionQueries } from '@/features/actions';
import { listWorkflows } from '@/features/workflows';
import type { UsageCounts } from '../figures';
import { periodWindow } from '../period';
import type { StoredFigures } from '../stored';
import type { Period } from '@/features/actions';

/** How often the overview reads again while the tab is visible. */
export const REFRESH_MS = 30_000;

/**
 * At most this many pages of each list are read (of a hundred rows each): 20 pages, 2,000 actions or
 * workflows. Past it, the figures say "at least" and why.
 */
export const MAX_OVERVIEW_PAGES = 20;

/** Read again every REFRESH_MS while the tab is visible (the screen's queries take these). */
export const REFRESHING = {
  refetchInterval: REFRESH_MS,
  refetchIntervalInBackground: false,
} as const;

const nextWorkflowCursor = (page: Page<WorkflowSummary>): string | undefined => {
  const last = page.collection.at(-1);
  return page.meta.has_next_page && last ? last.id || undefined : undefined;
};

async function readUsage(start: number, end: number, signal: AbortSignal) {
  const endpoint = 'GET /account/usage';
  const query = {
    start_time: new Date(start).toISOString(),
    end_time: new Date(end).toISOString(),
  };
  const data = await trackExtension(
    'usage',
    unwrap(endpoint, api().GET('/account/usage', { params: { query }, signal })),
  );
  return decodeRecord(endpoint, usage, data);
}

/** The usage's run counts for the period and the one before; null where the service lacks it. */
async function usageCounts(period: Period, signal: AbortSignal): Promise<UsageCounts | null> {
  const window = periodWindow(period, Date.now());
  try {
    const [now, before] = await Promise.all([
      readUsage(window.start, window.end, signal),
      readUsage(window.previousStart, window.start, signal),
    ]);
    // An answer without the counts (renderings before Dec 2025) leaves the runs to the actions.
    if (now.executions_count === null || before.executions_count === null) return null;
    return { runs: now.executions_count, previousRuns: before.executions_count };
  } catch (error) {
    if (isNotOffered(error, null)) return null;
    throw error;
  }
}

const versionChange = v.object({
  version_id: text,
  previous_version_id: optionalText,
  workflow_id: text,
  workflow_name: optionalText,
  at: text,
});
export type VersionChange = v.InferOutput<typeof versionChange>;

const versionChanges = v.object({ collection: v.array(versionChange) });

/** Published-version changes in [from, to) from the gateway's history; none where it has none. */
async function readVersionChanges(from: number, to: number, signal: AbortSignal) {
  const query = new URLSearchParams({
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
  });
  try {
    const data = await gatewayJson('GET', `/auth/history/changes?${query.toString()}`, signal);
    return decodeRecord('GET /auth/history/changes', versionChanges, data).collection;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

const count = v.pipe(v.number(), v.finite(), v.minValue(0));
const instant = v.pipe(v.string(), v.isoTimestamp());
const dailyFigures = v.object({
  through: v.nullable(instant),
  covered_from: v.nullable(instant),
  days: v.array(
    v.object({
      day: v.string(),
      from: instant,
      to: instant,
      runs: count,
      failed: count,
      run_ms_total: count,
      run_ms_count: count,
    }),
  ),
  workflows: v.array(
    v.object({
      workflow_id: v.string(),
      failed: count,
      last_failure_at: v.nullable(instant),
      last_failure_note: optionalText,
    }),
  ),
});

/**
 * The gateway's daily run figures over the period and the one before (cut at the period's start);
 * null where there are none: no gateway or no history (404), or no finished scan yet.
 */
async function readDailyFigures(
  period: Period,
  signal: AbortSignal,
): Promise<StoredFigures | null> {
  const window = periodWindow(period, Date.now());
  const query = new URLSearchParams({
    from: new Date(window.previousStart).toISOString(),
    to: new Date(window.end).toISOString(),
    split: new Date(window.start).toISOString(),
  });
  const endpoint = 'GET /auth/overview/daily';
  let data: unknown;
  try {
    data = await gatewayJson('GET', `/auth/overview/daily?${query.toString()}`, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
  const answer = decodeRecord(endpoint, dailyFigures, data);
  if (answer.through === null || answer.covered_from === null) return null;
  return {
    through: Date.parse(answer.through),
    coveredFrom: Date.parse(answer.covered_from),
    split: window.start,
    days: answer.days.map((day) => ({
      day: day.day,
      from: Date.parse(day.from),
      to: Date.parse(day.to),
      runs: day.runs,
      failed: day.failed,
      runMsTotal: day.run_ms_total,
      runMsCount: day.run_ms_count,
    })),
    workflows: answer.workflows.map((row) => ({
      workflowId: row.workflow_id,
      failed: row.failed,
      lastFailureAt: row.last_failure_at,
      lastFailureNote: row.last_failure_note,
    })),
  };
}

export const overviewQueries = {
  all: () => ['overview'] as const,
  /** The account's finished actions, newest first: the Runs screen's query and cache entry. */
  actions: () => actionQueries.completedRuns({ limit: ALL_PAGES_LIMIT }),
  workflows: (userKey: string) =>
    infiniteQueryOptions({
      queryKey: [...overviewQueries.all(), 'workflows', userKey] as const,
      queryFn: ({ pageParam, signal }) =>
        listWorkflows(
          {
            user_key: userKey,
            limit: ALL_PAGES_LIMIT,
            ...(pageParam ? { starting_after: pageParam } : {}),
          },
          signal,
        ),
      initialPageParam: '',
      getNextPageParam: nextWorkflowCursor,
    }),
  usage: (period: Period) =>
    queryOptions({
      queryKey: [...overviewQueries.all(), 'usage', period] as const,
      queryFn: ({ signal }) => usageCounts(period, signal),
    }),
  /** Behind the gateway: the daily run figures its scan keeps (7 and 30 days). */
  daily: (period: Period) =>
    queryOptions({
      queryKey: [...overviewQueries.all(), 'daily', period] as const,
      queryFn: ({ signal }) => readDailyFigures(period, signal),
    }),
  /** Behind the gateway: when workflows' published versions changed, over the period. */
  versionChanges: (period: Period) =>
    queryOptions({
      queryKey: [...overviewQueries.all(), 'version-changes', period] as const,
      queryFn: ({ signal }) => {
        const window = periodWindow(period, Date.now());
        return readVersionChanges(window.start, window.end, signal);
      },
    }),
};
