/**
 * Switching a workflow on or off: PUT /workflows/{id} (an extension) with `on` and the workflow's
 * `name` always sent, never relying on the service's default (`on` true). Loaded on the first
 * switch (the workflow list shows a switch per row, and its first load stays small).
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { api } from '@/api/current';
import { decodeRecord } from '@/api/decode/core';
import { workflowSummary } from '@/api/decode/workflow-summary';
import { trackExtension } from '@/api/extensions';
import type { Page, Workflow, WorkflowSummary } from '@/api/models';
import { workflowQueries } from './queries';

export interface SwitchInput {
  workflow: Pick<WorkflowSummary, 'id' | 'name'>;
  on: boolean;
  idempotencyKey: string;
  /** The bulk action the switch is part of (`X-WFC-Bulk-Action`, gateway mode only). */
  bulk?: string;
}

/** PUT /workflows/{id} with `on` and the workflow's `name` (required) sent explicitly. */
export function switchWorkflow({ workflow, on, idempotencyKey, bulk }: SwitchInput) {
  const endpoint = 'PUT /workflows/{id}';
  return trackExtension(
    'update',
    unwrap(
      endpoint,
      api().PUT('/workflows/{id}', {
        params: { path: { id: workflow.id } },
        body: { name: workflow.name, on },
        headers: {
          'Idempotency-Key': idempotencyKey,
          ...(bulk ? { 'X-WFC-Bulk-Action': bulk } : {}),
        },
      }),
    ),
  ).then((data) => decodeRecord(endpoint, workflowSummary, data));
}

type Snapshot = [readonly unknown[], unknown][];

/** Every cached list and detail holding the workflow, with `on` (and so `status`) as switched. */
function applySwitch(queryClient: QueryClient, id: string, on: boolean): Snapshot {
  const flip = <T extends Pick<WorkflowSummary, 'id' | 'on' | 'status' | 'last_published_at'>>(
    item: T,
  ): T =>
    item.id === id
      ? { ...item, on, status: on && item.last_published_at !== null ? 'on' : 'off' }
      : item;
  const lists = queryClient.getQueriesData<Page<WorkflowSummary>>({
    queryKey: workflowQueries.lists(),
  });
  const details = queryClient.getQueriesData<Workflow>({ queryKey: workflowQueries.details() });
  for (const [key, page] of lists) {
    if (page) queryClient.setQueryData(key, { ...page, collection: page.collection.map(flip) });
  }
  for (const [key, detail] of details) {
    if (detail?.id === id) queryClient.setQueryData(key, flip(detail));
  }
  return [...lists, ...details];
}

/**
 * Switches optimistically: every cached copy shows the new state at once, goes back to what it was
 * if the call fails (the call's error is thrown on), and is read afresh once the call has settled.
 */
export async function runSwitch(queryClient: QueryClient, input: SwitchInput): Promise<void> {
  await queryClient.cancelQueries({ queryKey: workflowQueries.all() });
  const snapshot = applySwitch(queryClient, input.workflow.id, input.on);
  try {
    await switchWorkflow(input);
  } catch (error) {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
    throw error;
  } finally {
    void queryClient.invalidateQueries({ queryKey: workflowQueries.all() });
  }
}
