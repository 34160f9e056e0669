/**
 * Names for workflow ids (an action carries its workflow's id, never its name): from the workflow
 * list pages already cached when there, otherwise looked up by id a few at a time (each answer is
 * cached, so a workflow is fetched once however many runs show it).
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import type { Page, WorkflowSummary } from '@/api/models';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { workflowQueries } from '@/features/workflows';

/** How many look-ups run at once. */
export const AT_A_TIME = 3;

export type WorkflowName =
  | { state: 'known'; name: string }
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' };

export function useWorkflowNames(ids: readonly string[]): ReadonlyMap<string, WorkflowName> {
  const queryClient = useQueryClient();
  const userKey = useActingUserKey();
  const fromLists = new Map<string, string>();
  for (const [, page] of queryClient.getQueriesData<Page<WorkflowSummary>>({
    queryKey: workflowQueries.lists(),
  })) {
    for (const row of page?.collection ?? []) fromLists.set(row.id, row.name || row.key || row.id);
  }
  const unique = [...new Set(ids)];
  const toLookUp = unique.filter((id) => !fromLists.has(id));
  // A look-up starts once fewer than AT_A_TIME earlier ones are still waiting.
  const settled = (id: string) => {
    const state = queryClient.getQueryState(workflowQueries.detail(id, userKey).queryKey);
    return state?.status === 'success' || state?.status === 'error';
  };
  let waiting = 0;
  const enabled = toLookUp.map((id) => {
    if (settled(id)) return true;
    if (waiting >= AT_A_TIME) return false;
    waiting += 1;
    return true;
  });
  const results = useQueries({
    queries: toLookUp.map((id, index) => ({
      ...workflowQueries.detail(id, userKey),
      enabled: enabled[index],
      retry: false,
    })),
  });
  const names = new Map<string, WorkflowName>();
  for (const [id, name] of fromLists) names.set(id, { state: 'known', name });
  toLookUp.forEach((id, index) => {
    const result = results[index];
    if (result?.data)
      names.set(id, { state: 'known', name: result.data.name || result.data.key || id });
    else if (result?.isError)
      names.set(
        id,
        isApiError(result.error) && result.error.isNotFound
          ? { state: 'missing' }
          : { state: 'failed' },
      );
    else names.set(id, { state: 'loading' });
  });
  return names;
}
