/**
 * The Runs screen (`/runs`): runs across the account, grouped from the account's finished actions
 * (`/actions/completed`, page by page), filtered in the URL by workflow (asked of the service), by
 * the run's derived status and by when it started (both over the runs loaded). A period is covered
 * once the loaded actions reach back past its start: no older page can hold a run that started in it.
 */
import { choiceParam, textParam, type ParamValues } from '@/lib/list-search';
import type { CompletedActionsQuery, CursorQuery } from '@/api/models';
import type { Run, RunStatus } from './runs';

export const RUN_STATUSES = ['failed', 'running', 'stopped', 'completed'] as const;
export const PERIODS = ['24h', '7d', '30d'] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<Period, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

const PERIOD_MS: Record<Period, number> = {
  '24h': 24 * 3600_000,
  '7d': 7 * 24 * 3600_000,
  '30d': 30 * 24 * 3600_000,
};

/** `/runs?status=&workflow_id=&period=&limit=&starting_after=` */
export const accountRunsParams = {
  status: choiceParam(RUN_STATUSES),
  workflow_id: textParam,
  period: choiceParam(PERIODS),
};

export type AccountRunsFilters = ParamValues<typeof accountRunsParams>;

/** What is asked of the service: the workflow and the page; status and period are the console's. */
export function accountRunsQuery(
  values: AccountRunsFilters,
  page: CursorQuery,
): CompletedActionsQuery {
  return { ...page, ...(values.workflow_id ? { workflow_id: values.workflow_id } : {}) };
}

/** The earliest start the period admits, or null for any time. */
export function periodStart(period: Period | undefined, now: number): number | null {
  return period ? now - PERIOD_MS[period] : null;
}

export function filterRuns(
  runs: readonly Run[],
  { status, since }: { status?: RunStatus; since: number | null },
): Run[] {
  return runs.filter(
    (run) =>
      (status === undefined || run.status === status) &&
      (since === null || (run.startedUtc !== null && Date.parse(run.startedUtc) >= since)),
  );
}

/** Whether the loaded actions reach back past the period's start (the oldest one ran before it). */
export function periodCovered(oldestRunUtc: string | null, since: number | null): boolean {
  return since !== null && oldestRunUtc !== null && Date.parse(oldestRunUtc) < since;
}
