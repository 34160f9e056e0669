/** Workflow writes. They are never retried by themselves; a user retry reuses the idempotency key. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { decodeRecord } from '@/api/decode/core';
import { workflowWithoutForm } from '@/api/decode/workflows';
import { api } from '@/api/current';
import { workflowQueries } from './queries';

export interface DiscardDraftInput {
  userKey: string;
  idempotencyKey: string;
  /** The bulk action the discard is part of (`X-WFC-Bulk-Action`, gateway mode only). */
  bulk?: string;
}

export function discardWorkflowDraft(
  id: string,
  { userKey, idempotencyKey, bulk }: DiscardDraftInput,
) {
  const endpoint = 'POST /workflows/{id}/discard_draft';
  return unwrap(
    endpoint,
    api().POST('/workflows/{id}/discard_draft', {
      params: { path: { id } },
      body: { user_key: userKey },
      headers: {
        'Idempotency-Key': idempotencyKey,
        ...(bulk ? { 'X-WFC-Bulk-Action': bulk } : {}),
      },
    }),
  ).then((data) => decodeRecord(endpoint, workflowWithoutForm, data));
}

/**
 * Discards the draft, then refetches the workflow (the answer omits form and form_data, so it is not
 * written into the cache); the mutation stays pending until the fresh workflow is there.
 */
export function useDiscardWorkflowDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscardDraftInput) => discardWorkflowDraft(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowQueries.all() }),
  });
}
