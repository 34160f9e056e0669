/**
 * One state for a workflow where the list used to show two columns saying the same thing: `on` (the
 * switch) and `status` (the service's word, `on` once published and on, `off` otherwise). The state
 * is the switch; where the status says something else, or the workflow was never published, the
 * difference is explained (on hover) rather than shown as a second column.
 */
export interface WorkflowStateInput {
  on: boolean;
  status: string;
  last_published_at_utc: string | null;
}

export interface WorkflowState {
  label: 'On' | 'Off';
  /** The service's status when it differs from the switch. */
  status: string | null;
  /** Why the state is what it is, when that is not obvious. */
  note: string | null;
}

export function workflowState({
  on,
  status,
  last_published_at_utc,
}: WorkflowStateInput): WorkflowState {
  const label = on ? 'On' : 'Off';
  const expected = on ? 'on' : 'off';
  if (status !== expected) {
    const word = status === '' ? 'no status' : `the status “${status}”`;
    return {
      label,
      status: status === '' ? 'unknown' : status,
      note: `Switched ${expected}, but the service reports ${word}.`,
    };
  }
  if (!on && last_published_at_utc === null) {
    return {
      label,
      status: null,
      note: 'Never published: a workflow runs once it is published and switched on.',
    };
  }
  return { label, status: null, note: null };
}
