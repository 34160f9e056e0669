import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import { GuardedButton } from '@/components/guarded-button';
import { useCan } from '@/hooks/use-can';
import { useExtension } from '@/hooks/use-extension';

/**
 * Opens the Run dialog: hidden once the service is known not to offer running workflows; for a
 * workflow never published (nothing to run) or a role that may not run, it says why.
 */
export function RunButton({ published, onRun }: { published: boolean; onRun: () => void }) {
  const can = useCan('runWorkflows');
  if (useExtension('execute') === 'not-offered') return null;
  const capability =
    can.allowed && !published
      ? { allowed: false, reason: 'Never published: there is no published layout to run yet.' }
      : can;
  return (
    <GuardedButton
      capability={capability}
      variant="outlined"
      startIcon={<PlayArrowOutlined />}
      onClick={onRun}
    >
      Run…
    </GuardedButton>
  );
}
