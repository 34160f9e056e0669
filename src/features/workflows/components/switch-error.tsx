import Typography from '@mui/material/Typography';
import { isApiError } from '@/api/errors';
import { isNotOffered } from '@/api/extensions';

/** Why a switch went back: the service's message, short enough for a table cell. */
export default function SwitchError({
  error,
  name,
  onDismiss,
}: {
  error: unknown;
  name: string;
  onDismiss: () => void;
}) {
  const why = isNotOffered(error, 'workflow')
    ? 'this service does not offer switching workflows (PUT /workflows/{id})'
    : isApiError(error)
      ? `${error.kind === 'http' ? `${String(error.status)}: ` : ''}${error.message}`
      : 'something went wrong';
  return (
    <Typography
      component="span"
      role="alert"
      variant="caption"
      color="error"
      sx={{ display: 'block', overflowWrap: 'anywhere' }}
    >
      Could not switch “{name}”: {why}{' '}
      <button type="button" className="link-button" onClick={onDismiss}>
        Dismiss
      </button>
    </Typography>
  );
}
