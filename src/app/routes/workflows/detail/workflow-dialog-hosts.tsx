/** The publish and run dialogs with what they need read first (action types, trigger fields). */
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { Workflow } from '@/api/models';
import { paths } from '@/config/paths';
import { dataFieldQueries } from '@/features/data-fields/api/queries';
import { PublishDialog } from '@/features/workflows/publish/publish-dialog';
import type { ActionTypeDraftInfo } from '@/features/workflows/publish/publish-summary';
import { RunDialog, type RunStart } from '@/features/workflows/run/run-dialog';
import { dataText, triggerSample } from '@/features/workflows/run/run-form';
import { useWorkflowActionTypes } from './use-action-types';

export interface HostProps {
  workflow: Workflow;
  userKey: string;
  onClose: () => void;
  onNotice: (notice: string) => void;
}

export function PublishHost({ workflow, userKey, onClose, onNotice }: HostProps) {
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
      onClose={onClose}
      onPublished={(notice) => {
        onClose();
        onNotice(notice);
      }}
    />
  );
}

export function RunHost({
  workflow,
  userKey,
  onClose,
  data,
}: HostProps & { data?: Record<string, unknown> }) {
  const navigate = useNavigate();
  const fields = useQuery({
    ...dataFieldQueries.ofWorkflow(workflow.id, { user_key: userKey }),
    enabled: data === undefined,
    retry: false,
  });
  if (data === undefined && fields.isPending) {
    return (
      <Dialog open onClose={onClose} aria-label="Preparing the run">
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
      onClose={onClose}
      onStarted={(execution) => {
        onClose();
        void navigate(paths.run(workflow.id, execution.id));
      }}
    />
  );
}
