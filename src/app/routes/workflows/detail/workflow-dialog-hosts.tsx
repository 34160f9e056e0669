/**
 * The publish and run dialogs (opened with useDialogs().open) with what they need read first: the
 * action types the draft uses, the trigger's fields.
 */
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Execution, Workflow } from '@/api/models';
import type { DialogProps } from '@/components/dialogs/use-dialogs';
import { dataFieldQueries } from '@/features/data-fields/api/queries';
import { PublishDialog } from '@/features/workflows/publish/publish-dialog';
import type { ActionTypeDraftInfo } from '@/features/workflows/publish/publish-summary';
import { RunDialog, type RunStart } from '@/features/workflows/run/run-dialog';
import { dataText, triggerSample } from '@/features/workflows/run/run-form';
import { useWorkflowActionTypes } from './use-action-types';

interface HostPayload {
  workflow: Workflow;
  userKey: string;
}

/** Answers what the page says once the draft is published; null when closed without publishing. */
export function PublishHost({
  payload: { workflow, userKey },
  onClose,
}: DialogProps<HostPayload, string | null>) {
  const { details } = useWorkflowActionTypes(workflow);
  const actionTypes = useMemo(
    () =>
      new Map<string, ActionTypeDraftInfo>(
        [...details].map(([id, state]) => [
          id,
          { name: state.data?.name ?? null, hasDraft: state.data?.has_draft === true },
        ]),
      ),
    [details],
  );
  return (
    <PublishDialog
      workflow={workflow}
      userKey={userKey}
      actionTypes={actionTypes}
      onClose={() => onClose(null)}
      onPublished={onClose}
    />
  );
}

/** Answers the execution started (the page opens it); null when closed without running. */
export function RunHost({
  payload: { workflow, userKey, data },
  onClose,
}: DialogProps<HostPayload & { data?: Record<string, unknown> }, Execution | null>) {
  const fields = useQuery({
    ...dataFieldQueries.ofWorkflow(workflow.id, { user_key: userKey }),
    enabled: data === undefined,
    retry: false,
  });
  if (data === undefined && fields.isPending) {
    return (
      <Dialog open onClose={() => onClose(null)} aria-label="Preparing the run">
        <DialogContent aria-busy="true">Reading the trigger’s fields…</DialogContent>
      </Dialog>
    );
  }
  const sample = triggerSample(fields.data?.collection ?? []);
  const start: RunStart =
    data !== undefined
      ? { data: dataText(data), from: 'the data of the run you repeat' }
      : Object.keys(sample).length > 0
        ? { data: dataText(sample), from: 'the trigger’s fields, with empty values' }
        : { data: '{}', from: null };
  return (
    <RunDialog
      workflow={workflow}
      actingUserKey={userKey}
      start={start}
      onClose={() => onClose(null)}
      onStarted={onClose}
    />
  );
}
