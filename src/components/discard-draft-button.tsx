import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Button from '@mui/material/Button';

/** Opens a discard-draft confirmation; enabled only while there is a draft, and says why when not. */
export function DiscardDraftButton({
  hasDraft,
  onDiscard,
}: {
  hasDraft: boolean;
  onDiscard: () => void;
}) {
  return (
    <Button
      color="error"
      variant="outlined"
      startIcon={<DeleteSweepOutlined />}
      disabled={!hasDraft}
      onClick={onDiscard}
      title={
        hasDraft
          ? 'Throw the draft away and keep the published version'
          : 'There is no draft to discard'
      }
    >
      Discard draft…
    </Button>
  );
}
