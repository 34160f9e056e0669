import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ActionType, Workflow } from '@/api/models';
import { actionTypeQueries } from '@/features/action-types/api/queries';
import type { ActionTypeState } from '@/features/workflows/detail/action-types-card';
import { actionTypesUsed } from '@/features/workflows/detail/action-types-used';

/** The action types a workflow uses, each fetched by id (the interface has no list of them). */
export function useWorkflowActionTypes(workflow: Workflow) {
  const uses = useMemo(() => actionTypesUsed(workflow), [workflow]);
  // `combine` derives the maps from the results; TanStack Query keeps its answer (and so the maps'
  // identity) until a result or the (memoised) function changes, so the canvas's icons stay put.
  const combine = useCallback(
    (results: UseQueryResult<ActionType>[]) => {
      const byId = new Map<string, ActionTypeState>();
      const iconUrls = new Map<string, string>();
      results.forEach((result, index) => {
        const use = uses[index];
        if (!use) return;
        byId.set(use.id, {
          data: result.data,
          error: result.error ?? undefined,
          pending: result.isPending,
        });
        iconUrls.set(use.id, result.data?.icon.url ?? '');
      });
      return { details: byId, icons: iconUrls };
    },
    [uses],
  );
  const { details, icons } = useQueries({
    queries: uses.map((use) => ({ ...actionTypeQueries.detail(use.id), retry: false })),
    combine,
  });
  return { uses, details, icons };
}
