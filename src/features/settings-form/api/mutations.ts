/** Saving settings: PUT /workflows/{id}/settings. Never retried by itself. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { decodeRecord } from '@/api/decode/core';
import { workflow } from '@/api/decode/workflows';
import { api } from '@/api/current';
import { workflowQueries } from '@/features/workflows';

export interface SaveSettingsInput {
  userKey: string;
  formData: Record<string, unknown>;
  idempotencyKey: string;
}

export function saveSettings(id: string, { userKey, formData, idempotencyKey }: SaveSettingsInput) {
  const endpoint = 'PUT /workflows/{id}/settings';
  return unwrap(
    endpoint,
    api().PUT('/workflows/{id}/settings', {
      params: { path: { id } },
      body: { user_key: userKey, form_data: formData },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  ).then((data) => decodeRecord(endpoint, workflow, data));
}

/**
 * Saves, puts the answer (which carries form and form_data) into the cached workflow of that user,
 * and marks the lists stale. The mutation resolves once the fresh workflow is in the cache.
 */
export function useSaveSettings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSettingsInput) => saveSettings(id, input),
    onSuccess: async (workflow, input) => {
      queryClient.setQueryData(workflowQueries.detail(id, input.userKey).queryKey, workflow);
      await queryClient.invalidateQueries({ queryKey: workflowQueries.lists() });
    },
  });
}
