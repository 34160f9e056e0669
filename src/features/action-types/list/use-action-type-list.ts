/**
 * The action types the workflows of one user use: every page of that user's workflows (the shared
 * whole-list read), then each action type read by id, a few at a time (paced, in the order first
 * met), into the query cache where the action type's own screen and the palette find them.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ActionType, WorkflowSummary } from '@/api/models';
import { ALL_PAGES_LIMIT, useAllPages } from '@/hooks/use-all-pages';
import { workflowQueries } from '@/features/workflows';
import { actionTypeQueries } from '../api/queries';
import { usageOf } from './usage';

/** Action types read at once. */
export const READS_AT_ONCE = 3;

export interface ActionTypeRow {
  id: string;
  /** The workflows using it (ids), among those read. */
  usedBy: string[];
  actionType: ActionType | undefined;
  error: unknown;
}

const idOf = (row: WorkflowSummary) => row.id;

export function useActionTypeList(userKey: string) {
  const client = useQueryClient();
  const workflows = useAllPages({
    page: (cursor) =>
      workflowQueries.list({
        user_key: userKey,
        limit: ALL_PAGES_LIMIT,
        ...(cursor ? { starting_after: cursor } : {}),
      }),
    idOf,
    active: true,
  });
  const usage = useMemo(() => usageOf(workflows.rows), [workflows.rows]);
  const ids = [...usage.keys()];
  // Paced: the next reads start as earlier ones settle (found or failed), a few at a time.
  const settled = ids.filter((id) => {
    const state = client.getQueryState(actionTypeQueries.detail(id).queryKey);
    return state !== undefined && state.status !== 'pending';
  }).length;
  const results = useQueries({
    queries: ids.map((id, index) => ({
      ...actionTypeQueries.detail(id),
      retry: false,
      enabled: index < settled + READS_AT_ONCE,
    })),
  });
  const rows: ActionTypeRow[] = ids.map((id, index) => {
    const result = results[index];
    return {
      id,
      usedBy: usage.get(id) ?? [],
      actionType: result?.data,
      error: result?.error ?? null,
    };
  });
  return {
    workflows,
    rows,
    read: results.filter((result) => !result.isPending).length,
  };
}
