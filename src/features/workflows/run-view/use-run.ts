/**
 * One run for the run view, read again while it runs (./poll.ts: backing off, at most one request a
 * second, never while the tab is hidden, not at all once it has ended), with its steps pictured on
 * the layout it ran (or, where the service does not say, the workflow's published layout).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ParsedLayout } from '@/api/models';
import { groupRuns } from '@/features/actions';
import { runQueries, type RunData } from '../api/run-queries';
import { pollDelay } from './poll';
import { pictureRun } from './step-status';

const ENDED = new Set(['completed', 'failed', 'stopped']);

/** The run's status: the execution's word when the service gives it, else derived from its steps. */
export function runStatusOf(data: RunData): string {
  if (data.execution?.status) return data.execution.status;
  return groupRuns(data.actions, { hasNext: false, hasPrevious: false })[0]?.status ?? 'unknown';
}

export const runEnded = (data: RunData): boolean => ENDED.has(runStatusOf(data));

export function useRun(workflowId: string, executionId: string, published: ParsedLayout) {
  const queryClient = useQueryClient();
  const [openedAt] = useState(() => Date.now());
  const query = useQuery({
    ...runQueries.run(queryClient, workflowId, executionId),
    refetchInterval: (current) => {
      const data = current.state.data;
      return pollDelay({
        elapsedMs: Date.now() - openedAt,
        requests: data?.requests ?? 1,
        ended: data ? runEnded(data) : false,
      });
    },
  });
  const data = query.data;
  const layout = data?.execution?.template ?? published;
  const picture = useMemo(
    () => (data ? pictureRun(layout, data.execution?.stats ?? null, data.actions) : null),
    [data, layout],
  );
  return {
    query,
    data,
    layout,
    /** The layout is the workflow's published one now, not one the service said the run used. */
    layoutGuessed: !data?.execution?.template,
    picture,
    status: data ? runStatusOf(data) : null,
    ended: data ? runEnded(data) : false,
  };
}
