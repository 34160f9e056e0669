import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { describeFailure, type DescribedFailure } from './model/describe-failure';
import { useFormStrings } from './strings';

interface FailureAlertProps {
  error: unknown;
  /** The title, given what went wrong (e.g. "Saving the settings failed: <why>"). */
  title: (why: string) => string;
  hint?: string;
  onRetry?: () => void;
  /** A page's own words for failures only it has (the embed: a token the host could not renew). */
  describeOwn?: (error: unknown) => DescribedFailure | undefined;
}

/** A failure in the end user's language: what failed and why, what to do, the request id. */
export function FailureAlert({ error, title, hint, onRetry, describeOwn }: FailureAlertProps) {
  const strings = useFormStrings();
  const described = describeOwn?.(error) ?? describeFailure(error, strings.page);
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {strings.page.tryAgain}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title(described.title)}</AlertTitle>
      {described.text ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {described.text}
        </Typography>
      ) : null}
      {hint ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      ) : null}
      {described.requestId ? (
        <Typography variant="caption" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {strings.page.requestId(described.requestId)}
        </Typography>
      ) : null}
    </Alert>
  );
}
