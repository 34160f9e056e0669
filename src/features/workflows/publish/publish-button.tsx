import PublishOutlined from '@mui/icons-material/PublishOutlined';
import { GuardedButton } from '@/components/guarded-button';
import { useCan } from '@/hooks/use-can';
import { useExtension } from '@/hooks/use-extension';

/**
 * Opens the publish dialog: hidden once the service is known not to offer publishing, enabled while
 * there is a draft and the signed-in role may publish (gateway mode), and says why when not.
 */
export function PublishButton({
  hasDraft,
  onPublish,
}: {
  hasDraft: boolean;
  onPublish: () => void;
}) {
  const can = useCan('publish');
  if (useExtension('publish') === 'not-offered') return null;
  const why = hasDraft ? 'Make the draft the published version' : 'There is no draft to publish';
  return (
    <span title={can.allowed ? why : undefined}>
      <GuardedButton
        capability={can}
        variant="contained"
        startIcon={<PublishOutlined />}
        disabled={can.allowed && !hasDraft}
        onClick={onPublish}
      >
        Publish draft…
      </GuardedButton>
    </span>
  );
}
