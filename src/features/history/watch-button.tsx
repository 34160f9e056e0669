/**
 * Watch: the background scan reads this workflow every interval, even when nobody opens it (it reads
 * templates and workflows opened in the last 30 days anyway). Operators and admins.
 */
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GuardedButton } from '@/components/guarded-button';
import { sessionStore } from '@/config/session-store';
import { capability } from '@/lib/permissions';
import { useStore } from '@/lib/store';
import { historyQueries, setWatch, type WatchState } from './api';

interface WatchButtonProps {
  workflowId: string;
  userKey: string;
  watch: WatchState;
}

export function WatchButton({ workflowId, userKey, watch }: WatchButtonProps) {
  const queryClient = useQueryClient();
  const role = useStore(sessionStore)?.role;
  // Watching is a write of the gateway's own, for operators (as restoring is).
  const can = capability(role, 'restoreVersions');
  const watched = watch?.watched_by != null;
  const change = useMutation({
    mutationFn: (watching: boolean) => setWatch(workflowId, userKey, watching),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyQueries.all() }),
  });
  return (
    <>
      {watched ? (
        <Typography variant="body2" color="text.secondary">
          Watched by {watch.watched_by}
        </Typography>
      ) : null}
      <GuardedButton
        variant="outlined"
        capability={can}
        disabled={change.isPending}
        startIcon={watched ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
        onClick={() => change.mutate(!watched)}
      >
        {watched ? 'Stop watching' : 'Watch'}
      </GuardedButton>
      {change.isError ? (
        <Typography variant="body2" color="error" role="alert">
          {change.error instanceof Error ? change.error.message : 'Watching failed.'}
        </Typography>
      ) : null}
    </>
  );
}
