import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import { useCan } from '@/hooks/use-can';
import { ButtonWithReason } from './button-with-reason';

/**
 * Opens a discard-draft confirmation; enabled only while there is a draft and the signed-in role may
 * discard (gateway mode), and says why when not.
 */
export function DiscardDraftButton({
  hasDraft,
  onDiscard,
}: {
  hasDraft: boolean;
  onDiscard: () => void;
}) {
  const can = useCan('discardDraft');
  return (
    <ButtonWithReason
      color="error"
      variant="outlined"
      startIcon={<DeleteSweepOutlined />}
      unavailable={can.reason ?? (hasDraft ? null : 'There is no draft to discard.')}
      onClick={onDiscard}
    >
      Discard draft…
    </ButtonWithReason>
  );
}
