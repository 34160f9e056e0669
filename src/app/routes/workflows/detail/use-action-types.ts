import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Workflow } from '@/api/models';
import { actionTypeQueries } from '@/features/action-types/api/queries';
import type { ActionTypeState } from '@/features/workflows/detail/action-types-card';
import { actionTypesUsed } from '@/features/workflows/detail/action-types-used';

/** The action types a workflow uses, each fetched by id (the interface has no list of them). */
export function useWorkflowActionTypes(workflow: Workflow) {
  const uses = useMemo(() => actionTypesUsed(workflow), [workflow]);
  const results = useQueries({
    queries: uses.map((use) => ({ ...actionTypeQueries.detail(use.id), retry: false })),
  });
  const details = new Map<string, ActionTypeState>();
  uses.forEach((use, index) => {
    const result = results[index];
    details.set(use.id, {
      data: result?.data,
      error: result?.error ?? undefined,
      pending: result?.isPending ?? false,
    });
  });
  const iconKey = uses
    .map((use) => `${use.id}=${details.get(use.id)?.data?.icon?.url ?? ''}`)
    .join('|');
  const icons = useMemo(() => {
    const map = new Map<string, string>();
    for (const entry of iconKey ? iconKey.split('|') : []) {
      const at = entry.indexOf('=');
      map.set(entry.slice(0, at), entry.slice(at + 1));
    }
    return map;
  }, [iconKey]);
  return { uses, details, icons };
}
