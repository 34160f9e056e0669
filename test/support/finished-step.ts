/**
 * A finished action record for the demo store, timed relative to now: the overview's page tests
 * build their runs from these (steps of one execution share its id).
 */
import type { ActionRecord } from '@/demo-api/store/records';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An instant `ms` before now, as the interface writes it. */
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

let serial = 0;

/** A step of `executionId` that started `startedAgo` ms ago and took `tookMs`. */
export function finishedStep(
  workflowId: string,
  executionId: string,
  status: 'completed' | 'failed',
  startedAgo: number,
  tookMs: number,
  extra: Partial<ActionRecord> = {},
): ActionRecord {
  serial += 1;
  const started = ago(startedAgo);
  const ended = ago(startedAgo - tookMs);
  return {
    uuid: `019f0000-0000-7000-8000-${String(serial).padStart(12, '0')}`,
    hashid: `act_${String(serial)}`,
    execution_id: executionId,
    workflow_id: workflowId,
    node_id: `n${String(serial)}`,
    name: `Step ${String(serial)}`,
    status,
    log: {},
    failure_note: null,
    created_at: started,
    run_at: started,
    completed_at: status === 'completed' ? ended : null,
    failed_at: status === 'failed' ? ended : null,
    stopped_at: null,
    ...extra,
  };
}
