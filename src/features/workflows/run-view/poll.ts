/**
 * How often an open run is read again while it runs: every second at first, then less often the
 * longer it runs (1 s for the first 20 s, 2 s to two minutes, 5 s after), never more than one request
 * per second (a read that made two requests waits twice as long), and not at all once it has ended.
 * The query does not refetch while the tab is hidden (TanStack Query's `refetchIntervalInBackground`
 * is off), and picks up again when it is shown.
 */
export interface PollInput {
  /** Milliseconds since the run view opened. */
  elapsedMs: number;
  /** Requests the last read made. */
  requests: number;
  ended: boolean;
}

export const POLL_STEPS = [
  { until: 20_000, everyMs: 1_000 },
  { until: 120_000, everyMs: 2_000 },
  { until: Infinity, everyMs: 5_000 },
] as const;

export function pollDelay({ elapsedMs, requests, ended }: PollInput): number | false {
  if (ended) return false;
  const step = POLL_STEPS.find((item) => elapsedMs < item.until) ?? POLL_STEPS[2];
  return step.everyMs * Math.max(1, requests);
}
