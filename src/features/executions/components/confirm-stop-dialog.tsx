import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { newIdempotencyKey } from '@/api/client';
import type { StopExecutionsBody } from '@/api/models';
import type { DialogProps } from '@/components/dialogs/use-dialogs';
import { ErrorState } from '@/components/error-state';
import { JsonView } from '@/components/json-view';
import { useStopExecutions } from '../api/mutations';
import { describeStop } from '../stop-request';

/** Stopped; or closed without stopping, with the last failure when there was one. */
export type StopAnswer = { stopped: true } | { stopped: false; error: unknown };

/**
 * Says exactly what will be stopped and the request that will be sent; stops on confirmation. A failure
 * is shown here with a retry that reuses the idempotency key (the same request, so never twice).
 * Opened with useDialogs().open(ConfirmStopDialog, body).
 */
export function ConfirmStopDialog({
  payload: body,
  onClose,
}: DialogProps<StopExecutionsBody, StopAnswer>) {
  const onCancel = (error: unknown) => onClose({ stopped: false, error });
  const stop = useStopExecutions();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const everything = !body.filters && !body.stop_event;
  return (
    <Dialog
      open
      onClose={stop.isPending ? undefined : () => onCancel(stop.error)}
      maxWidth="sm"
      fullWidth
      aria-labelledby="stop-title"
      aria-describedby="stop-what"
    >
      <DialogTitle id="stop-title">Stop executions?</DialogTitle>
      <DialogContent>
        <DialogContentText id="stop-what" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {describeStop(body)}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          Their unfinished actions become stopped. Stopped executions cannot be resumed.
        </DialogContentText>
        {everything ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            No filters and no stop event: this stops every running execution of this user.
          </Alert>
        ) : null}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
          Request: POST /executions/stop
        </Typography>
        <JsonView value={body} label="The request body" maxHeight={200} />
        {stop.error ? <ErrorState error={stop.error} what="Stopping executions" /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onCancel(stop.error)} disabled={stop.isPending}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={stop.isPending}
          onClick={() =>
            stop.mutate({ body, idempotencyKey }, { onSuccess: () => onClose({ stopped: true }) })
          }
        >
          {stop.isPending ? 'Stopping…' : stop.error ? 'Try again' : 'Stop executions'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
