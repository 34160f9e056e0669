/** Stopping executions. Never retried by itself; a retry from the confirmation reuses its idempotency key. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { api } from '@/api/current';
import type { StopExecutionsBody } from '@/api/models';
import { actionQueries } from '@/features/actions';
import { eventQueries } from '@/features/events';

export interface StopInput {
  body: StopExecutionsBody;
  idempotencyKey: string;
}

export function stopExecutions({ body, idempotencyKey }: StopInput) {
  return unwrap(
    'POST /executions/stop',
    api().POST('/executions/stop', { body, headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}

/** Stops, then marks actions and events stale: stopped actions and the new event show on next view. */
export function useStopExecutions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopExecutions,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: actionQueries.all() }),
        queryClient.invalidateQueries({ queryKey: eventQueries.all() }),
      ]),
  });
}
