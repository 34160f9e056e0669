/** Words for the audit trail's actions and statuses (the gateway names them in code). */
import type { AuditRow } from './api';

/** Every action the gateway records, in the order the filter lists them. */
export const ACTIONS: readonly (readonly [string, string])[] = [
  ['sign_in', 'Signed in'],
  ['sign_in_failed', 'Sign-in failed'],
  ['sign_in_locked', 'Sign-in locked'],
  ['sign_out', 'Signed out'],
  ['session_ended', 'Ended a session'],
  ['discardWorkflowDraft', 'Discarded a workflow draft'],
  ['updateWorkflowSettings', 'Saved settings'],
  ['discardActionTypeDraft', 'Discarded an action type draft'],
  ['stopExecutions', 'Stopped executions'],
  ['installApp', 'Installed an app'],
  ['updateInstalledApp', 'Updated an installed app'],
];

const LABELS = new Map(ACTIONS);

export function actionLabel(action: string): string {
  return LABELS.get(action) ?? action;
}

export const STATUS_LABELS = {
  success: 'Succeeded (2xx, 3xx)',
  '4xx': 'Refused (4xx)',
  '5xx': 'Failed (5xx)',
} as const;

export type Outcome = 'success' | 'refused' | 'failed';

/** What a row's status means for the person reading it. */
/** `b-lq3k9 Switch off 14 workflows` -> `Part of “Switch off 14 workflows” (b-lq3k9)`. */
export function bulkText(bulk: string): string {
  const space = bulk.indexOf(' ');
  return space < 0
    ? `Part of ${bulk}`
    : `Part of “${bulk.slice(space + 1)}” (${bulk.slice(0, space)})`;
}

/** An outcome in a word, as the table's status says it. */
export const OUTCOMES: Record<Outcome, string> = {
  success: 'done',
  refused: 'refused',
  failed: 'failed',
};

export function outcomeOf(row: Pick<AuditRow, 'status'>): Outcome {
  if (row.status >= 500) return 'failed';
  if (row.status >= 400) return 'refused';
  return 'success';
}
