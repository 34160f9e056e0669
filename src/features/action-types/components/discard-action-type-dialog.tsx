import { actionTypeDraftSnapshot } from '../draft-snapshot';
import { useState } from 'react';
import { newIdempotencyKey } from '@/api/client';
import type { ActionType } from '@/api/models';
import type { DialogProps } from '@/components/dialogs/use-dialogs';
import { DiscardDialog } from '@/components/discard-dialog';
import { fileSlug } from '@/utils/download';
import { useDiscardActionTypeDraft } from '../api/mutations';
import { allPairs, pairHasChangedSecret } from '../pairs';

/**
 * Asks before discarding an action type's draft (opened with useDialogs().open): answers true once
 * the draft is discarded, false when closed without discarding.
 */
export function DiscardActionTypeDialog({
  payload: actionType,
  onClose,
}: DialogProps<ActionType, boolean>) {
  const discard = useDiscardActionTypeDraft(actionType.id);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const changed = allPairs(actionType).filter((pair) => pair.changed);
  return (
    <DiscardDialog
      subject={`the draft of “${actionType.name}”`}
      summary={
        changed.length === 0
          ? 'has_draft is set, but every draft field equals the published one: discarding loses nothing.'
          : `The draft changes ${changed.length} field${changed.length === 1 ? '' : 's'}.`
      }
      items={changed.map((pair) => ({
        key: pair.field,
        primary: `~ ${pair.label}`,
        ...(pairHasChangedSecret(pair) ? { secondary: 'includes a changed secret' } : {}),
      }))}
      snapshot={() => ({
        filename: `action-type-${fileSlug(actionType.name || actionType.id)}-draft-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
        data: actionTypeDraftSnapshot(actionType),
      })}
      busy={discard.isPending}
      error={discard.error}
      onClose={() => onClose(false)}
      onConfirm={() => discard.mutate(idempotencyKey, { onSuccess: () => onClose(true) })}
    />
  );
}
