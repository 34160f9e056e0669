import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormStrings } from '@/features/dynamic-form/embed';
import { describeFailure } from './failures';

interface FailureAlertProps {
  error: unknown;
  /** The title, given what went wrong (e.g. "Saving the settings failed: <why>"). */
  title: (why: string) => string;
  hint?: string;
  onRetry?: () => void;
}

/** A failure in the end user's language: what failed and why, what to do, the request id. */
export function FailureAlert({ error, title, hint, onRetry }: FailureAlertProps) {
  const strings = useFormStrings();
  const described = describeFailure(error, strings.embed);
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {strings.embed.tryAgain}
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
          {strings.embed.requestId(described.requestId)}
        </Typography>
      ) : null}
    </Alert>
  );
}
