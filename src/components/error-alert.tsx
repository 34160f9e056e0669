/**
 * The full error view of ErrorState (./error-state.tsx): MUI's alert, the failure described by its
 * kind and status, the service's words apart, the request id and a way to the connection.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { SERVICE_TEXT_PREVIEW, truncate } from '@/utils/cap-text';
import { ServiceText } from './service-text';

export interface ErrorStateProps {
  error: unknown;
  /** What was being done, e.g. "Loading workflows". */
  what: string;
  onRetry?: () => void;
  /** What the user can do or need not worry about, e.g. "Your answers are still in the form." */
  hint?: string;
  /** Who failed: the service (through whatever connection), or the console's own server (gateway). */
  server?: 'service' | 'gateway';
}

interface Described {
  title: string;
  /** The console's own words. */
  message?: string;
  /** What the service wrote, shown apart as its words. */
  serviceText?: string;
}

function titleOf(status: number, server: 'service' | 'gateway'): string {
  if (server === 'gateway') {
    if (status === 401) return 'Your session has ended (401)';
    if (status === 403) return 'Not allowed (403)';
    return `The console’s server answered ${status}`;
  }
  if (status === 401) return 'The API key is missing or wrong (401)';
  if (status === 403) return 'The API key lacks the right for this (403)';
  return `The service answered ${status}`;
}

function describe(error: unknown, server: 'service' | 'gateway'): Described {
  if (isApiError(error)) {
    if (error.timedOut) return { title: 'No answer in time', message: error.message };
    if (error.kind === 'network')
      return {
        title:
          server === 'gateway'
            ? 'The console’s server could not be reached'
            : 'The service could not be reached',
        message: error.message,
      };
    if (error.kind === 'malformed') return { title: 'Unexpected response', message: error.message };
    // The gateway's own messages are the console's words, shown as such.
    if (server === 'gateway')
      return {
        title: titleOf(error.status, server),
        message: error.serviceMessage ?? error.message,
      };
    return error.serviceMessage === undefined
      ? { title: titleOf(error.status, server), message: error.message }
      : { title: titleOf(error.status, server), serviceText: error.serviceMessage };
  }
  // Not from the client: bounded all the same, since its words may come from elsewhere.
  if (error instanceof Error && error.message)
    return {
      title: 'Something went wrong',
      message: truncate(error.message, SERVICE_TEXT_PREVIEW),
    };
  return { title: 'Something went wrong', message: 'An unknown error occurred.' };
}

/**
 * A failure said plainly: what failed, why, the request id when there is one, and a retry. Loaded
 * after the first screen (./error-state.tsx shows a plainer message until it arrives).
 */
export function ErrorAlert({ error, what, onRetry, hint, server = 'service' }: ErrorStateProps) {
  const { title, message, serviceText } = describe(error, server);
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
      {message ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {message}
        </Typography>
      ) : null}
      {serviceText !== undefined ? <ServiceText text={serviceText} /> : null}
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
      {server === 'service' && (details?.isAuth || details?.kind === 'network') ? (
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
