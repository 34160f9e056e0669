/** Action type writes: discard the draft (never retried by itself; a user retry reuses the key). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { actionType } from '@/api/decode/action-types';
import { decodeRecord } from '@/api/decode/core';
import { api } from '@/api/current';
import { actionTypeQueries } from './queries';

export function discardActionTypeDraft(id: string, idempotencyKey: string) {
  const endpoint = 'POST /action_types/{id}/discard_draft';
  return unwrap(
    endpoint,
    api().POST('/action_types/{id}/discard_draft', {
      params: { path: { id } },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  ).then((data) => decodeRecord(endpoint, actionType, data));
}

/**
 * The answer is the whole action type, so it goes into the cache as is; the action type is then
 * refetched (and workflows, whose pages flag action types with drafts) before the mutation settles.
 */
export function useDiscardActionTypeDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => discardActionTypeDraft(id, idempotencyKey),
    onSuccess: async (actionType) => {
      queryClient.setQueryData(actionTypeQueries.detail(id).queryKey, actionType);
      await queryClient.invalidateQueries({ queryKey: actionTypeQueries.detail(id).queryKey });
    },
  });
}
