/** A run as the console groups it (src/lib/runs), with only what a test sets; no steps. */
import type { Run } from '@/features/actions';

export const testRun = (
  fields: Pick<Run, 'key' | 'status' | 'startedUtc'> & Partial<Run>,
): Run => ({
  executionId: fields.key,
  workflowId: 'wf',
  steps: [],
  counts: { completed: 0, failed: 0, stopped: 0, running: 0, idle: 0, other: 0 },
  finishedUtc: null,
  durationMs: null,
  failureNote: null,
  failedStep: null,
  partial: false,
  ...fields,
});
