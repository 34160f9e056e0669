import { useMemo, useState } from 'react';
import { newIdempotencyKey } from '@/api/client';
import type { Workflow } from '@/api/models';
import type { DialogProps } from '@/components/dialogs/use-dialogs';
import { DiscardDialog } from '@/components/discard-dialog';
import { fileSlug } from '@/utils/download';
import { useDiscardWorkflowDraft } from '../api/mutations';
import { compareWorkflow } from '../compare/changes';
import { draftSummary } from '../compare/draft-summary';
import { draftSnapshot } from './draft-snapshot';

/**
 * Asks before discarding a workflow's draft (opened with useDialogs().open): answers true once the
 * draft is discarded, false when closed without discarding.
 */
export function DiscardDraftDialog({
  payload: { workflow, userKey },
  onClose,
}: DialogProps<{ workflow: Workflow; userKey: string }, boolean>) {
  const comparison = useMemo(() => compareWorkflow(workflow), [workflow]);
  const discard = useDiscardWorkflowDraft(workflow.id);
  // One key per confirmation: a retry after a failure is the same request to the service.
  const [idempotencyKey] = useState(newIdempotencyKey);
  return (
    <DiscardDialog
      subject={`the draft of “${workflow.name}”`}
      summary={draftSummary(comparison.state).text}
      items={comparison.changes.map((change) => ({
        key: change.key,
        primary: change.title,
        ...(change.detail ? { secondary: change.detail } : {}),
      }))}
      snapshot={() => ({
        filename: `workflow-${fileSlug(workflow.key || workflow.name)}-draft-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
        data: draftSnapshot(workflow),
      })}
      busy={discard.isPending}
      error={discard.error}
      onClose={() => onClose(false)}
      onConfirm={() =>
        discard.mutate({ userKey, idempotencyKey }, { onSuccess: () => onClose(true) })
      }
    />
  );
}
