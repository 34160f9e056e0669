import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@/api/errors';
import { paths } from '@/config/paths';

interface ErrorStateProps {
  error: unknown;
  /** What was being done, e.g. "Loading workflows". */
  what: string;
  onRetry?: () => void;
  /** What the user can do or need not worry about, e.g. "Your answers are still in the form." */
  hint?: string;
}

function describe(error: unknown): { title: string; message: string } {
  if (isApiError(error)) {
    if (error.kind === 'network')
      return { title: 'The service could not be reached', message: error.message };
    if (error.kind === 'malformed') return { title: 'Unexpected response', message: error.message };
    if (error.status === 401) {
      return { title: 'The API key is missing or wrong (401)', message: error.message };
    }
    if (error.status === 403) {
      return { title: 'The API key lacks the right for this (403)', message: error.message };
    }
    return { title: `The service answered ${error.status}`, message: error.message };
  }
  if (error instanceof Error && error.message)
    return { title: 'Something went wrong', message: error.message };
  return { title: 'Something went wrong', message: 'An unknown error occurred.' };
}

/** A failure said plainly: what failed, why, the request id when there is one, and a retry. */
export function ErrorState({ error, what, onRetry, hint }: ErrorStateProps) {
  const { title, message } = describe(error);
  const details = isApiError(error) ? error : undefined;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
      sx={{ my: 2 }}
    >
      <AlertTitle>
        {what} failed: {title}
      </AlertTitle>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      {hint ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      ) : null}
      {details ? (
        <Typography
          variant="caption"
          component="p"
          sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {details.endpoint}
          {details.requestId ? ` · request id ${details.requestId}` : ''}
        </Typography>
      ) : null}
      {details?.isAuth || details?.kind === 'network' ? (
        <Button
          component={RouterLink}
          to={paths.connection()}
          size="small"
          color="inherit"
          sx={{ mt: 1 }}
        >
          Check the connection
        </Button>
      ) : null}
    </Alert>
  );
}
