import { useState } from 'react';
import { newIdempotencyKey } from '@/api/client';
import type { ActionType } from '@/api/models';
import { DiscardDialog } from '@/components/discard-dialog';
import { fileSlug } from '@/utils/download';
import { useDiscardActionTypeDraft } from '../api/mutations';
import { allPairs, pairHasChangedSecret } from '../pairs';

const DRAFT_FIELDS = [
  'url',
  'http_method',
  'headers',
  'params',
  'code',
  'form',
  'icon',
  'response_data_schema',
] as const;

/** The draft fields as the service sent them; secrets are placeholders, never values. */
export function actionTypeDraftSnapshot(actionType: ActionType, now = new Date()) {
  const record = actionType as unknown as Record<string, unknown>;
  return {
    exported_at: now.toISOString(),
    action_type: { id: actionType.id, name: actionType.name },
    ...Object.fromEntries(
      DRAFT_FIELDS.map((field) => [`${field}_draft`, record[`${field}_draft`]]),
    ),
  };
}

interface Props {
  actionType: ActionType;
  onClose: () => void;
  onDiscarded: () => void;
}

export function DiscardActionTypeDialog({ actionType, onClose, onDiscarded }: Props) {
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
      onClose={onClose}
      onConfirm={() => discard.mutate(idempotencyKey, { onSuccess: onDiscarded })}
    />
  );
}
