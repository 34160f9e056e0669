/**
 * A failure, said where it happened. The full view (./error-alert.tsx: what failed and why, the
 * service's words apart, the request id) is not in the first load: it is fetched when the page is
 * first idle (main.tsx, through ./error-alert-part.ts) or when a failure first shows. Until it
 * arrives, or when it cannot be fetched (the connection is gone), a plainer message says what
 * failed, with the endpoint, the hint and the retry, never the service's own words.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isApiError } from '@/api/errors';
import { useLazyPart } from '@/lib/lazy-part';
import type { ErrorStateProps } from './error-alert';
import { errorAlert } from './error-alert-part';

function PlainError({ error, what, onRetry, hint }: ErrorStateProps) {
  return (
    <Box
      role="alert"
      sx={{ my: 2, px: 2, py: 1.5, border: 1, borderColor: 'error.main', borderRadius: 1 }}
    >
      <Box component="p" sx={{ m: 0, fontWeight: 600 }}>
        {what} failed.
      </Box>
      {isApiError(error) ? (
        <Box component="p" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {error.endpoint}
          {error.status > 0 ? ` · ${error.status}` : ''}
          {error.requestId ? ` · request id ${error.requestId}` : ''}
        </Box>
      ) : null}
      {hint ? (
        <Box component="p" sx={{ m: 0 }}>
          {hint}
        </Box>
      ) : null}
      {onRetry ? (
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Box>
  );
}

export function ErrorState(props: ErrorStateProps) {
  const view = useLazyPart(errorAlert);
  return view ? <view.ErrorAlert {...props} /> : <PlainError {...props} />;
}
