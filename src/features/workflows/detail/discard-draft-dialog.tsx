import { draftSnapshot } from './draft-snapshot';
import { useMemo, useState } from 'react';
import { newIdempotencyKey } from '@/api/client';
import type { Workflow } from '@/api/models';
import { DiscardDialog } from '@/components/discard-dialog';
import { fileSlug } from '@/utils/download';
import { useDiscardWorkflowDraft } from '../api/mutations';
import { compareWorkflow } from '../compare/changes';
import { CHANGE_KIND_INFO } from '../compare/change-kinds';
import { draftSummary } from '../compare/draft-banner';

interface DiscardDraftDialogProps {
  workflow: Workflow;
  userKey: string;
  onClose: () => void;
  onDiscarded: () => void;
}

export function DiscardDraftDialog({
  workflow,
  userKey,
  onClose,
  onDiscarded,
}: DiscardDraftDialogProps) {
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
        primary: `${CHANGE_KIND_INFO[change.kind].symbol} ${change.title}`,
        ...(change.detail ? { secondary: change.detail } : {}),
      }))}
      snapshot={() => ({
        filename: `workflow-${fileSlug(workflow.key || workflow.name)}-draft-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
        data: draftSnapshot(workflow),
      })}
      busy={discard.isPending}
      error={discard.error}
      onClose={onClose}
      onConfirm={() => discard.mutate({ userKey, idempotencyKey }, { onSuccess: onDiscarded })}
    />
  );
}
