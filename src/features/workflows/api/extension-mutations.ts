/**
 * Workflow writes through the service's extensions: publish the draft, run with test data (switching
 * on and off: ./switch-mutation.ts). Each notes for the connection whether the service offers it
 * (src/api/extensions.ts); none is retried by itself.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { api } from '@/api/current';
import { decodeRecord } from '@/api/decode/core';
import { execution } from '@/api/decode/executions';
import { trackExtension } from '@/api/extensions';
import type { Workflow } from '@/api/models';
import { workflowQueries } from './queries';

export interface PublishInput {
  userKey: string;
  idempotencyKey: string;
}

export async function publishWorkflow(id: string, { userKey, idempotencyKey }: PublishInput) {
  const endpoint = 'POST /workflows/{id}/publish';
  const [data, decoders] = await Promise.all([
    trackExtension(
      'publish',
      unwrap(
        endpoint,
        api().POST('/workflows/{id}/publish', {
          params: { path: { id } },
          body: { user_key: userKey },
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    ),
    import('@/api/decode/workflows'),
  ]);
  return decodeRecord(endpoint, decoders.workflow, data);
}

/** Publishes, puts the answer (the workflow with that user's form) in the cache, refreshes the rest. */
export function usePublishWorkflow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishInput) => publishWorkflow(id, input),
    onSuccess: async (published: Workflow, input) => {
      queryClient.setQueryData(workflowQueries.detail(id, input.userKey).queryKey, published);
      await queryClient.invalidateQueries({ queryKey: workflowQueries.lists() });
    },
  });
}

export interface ExecuteInput {
  userKey: string;
  executionData: Record<string, unknown>;
  idempotencyKey: string;
}

/** POST /workflows/{id}/execute: 201 with the execution, running. */
export function executeWorkflow(
  id: string,
  { userKey, executionData, idempotencyKey }: ExecuteInput,
) {
  const endpoint = 'POST /workflows/{id}/execute';
  return trackExtension(
    'execute',
    unwrap(
      endpoint,
      api().POST('/workflows/{id}/execute', {
        params: { path: { id } },
        body: { user_key: userKey, execution_data: executionData },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    ),
  ).then((data) => decodeRecord(endpoint, execution, data));
}

export function useExecuteWorkflow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExecuteInput) => executeWorkflow(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowQueries.all() }),
  });
}
