import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Button from '@mui/material/Button';
import { useCan } from '@/hooks/use-can';

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
  const why =
    can.reason ??
    (hasDraft
      ? 'Throw the draft away and keep the published version'
      : 'There is no draft to discard');
  return (
    // The title sits on a wrapper too: a disabled button shows no tooltip of its own.
    <span title={why}>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteSweepOutlined />}
        disabled={!hasDraft || !can.allowed}
        onClick={onDiscard}
        title={why}
      >
        Discard draft…
      </Button>
    </span>
  );
}
