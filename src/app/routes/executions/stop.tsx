import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@/api/errors';
import type { StopExecutionsBody } from '@/api/models';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { ConfirmStopDialog } from '@/features/executions/components/confirm-stop-dialog';
import { StopForm } from '@/features/executions/components/stop-form';
import { describeStop } from '@/features/executions/stop-request';
import { useStopForm } from '@/features/executions/use-stop-form';

type Outcome = { kind: 'stopped'; body: StopExecutionsBody } | { kind: 'failed'; error: unknown };

/** `/executions/stop`: stop a user's running executions, after a confirmation that says which. */
export function StopExecutionsPage() {
  const actingUserKey = useActingUserKey();
  const { form, showServerErrors } = useStopForm(actingUserKey);
  const { open } = useDialogs();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  return (
    <PageContainer
      title="Stop executions"
      subtitle="Stops a user’s running and upcoming executions, all of them or those whose data matches filters."
    >
      <Stack spacing={2} sx={{ maxWidth: 760 }}>
        {outcome?.kind === 'stopped' ? (
          <Alert severity="success" role="status" onClose={() => setOutcome(null)}>
            <AlertTitle>The service accepted the stop</AlertTitle>
            Stopped: {describeStop(outcome.body)} The service does not say how many matched; the
            unfinished actions of those it stopped now show as stopped.
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button
                component={RouterLink}
                to={paths.completedActions(new URLSearchParams({ status: 'stopped' }))}
                size="small"
                color="inherit"
              >
                See stopped actions
              </Button>
              <Button component={RouterLink} to={paths.events()} size="small" color="inherit">
                See the event
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <ErrorState error={outcome.error} what="Stopping executions" />
        ) : null}
        <Paper variant="outlined" sx={{ p: 3 }}>
          <StopForm
            form={form}
            actingUserKey={actingUserKey}
            onReview={async (body) => {
              setOutcome(null);
              const answer = await open(ConfirmStopDialog, body);
              if (answer.stopped) setOutcome({ kind: 'stopped', body });
              else if (answer.error) {
                setOutcome({ kind: 'failed', error: answer.error });
                if (isApiError(answer.error)) showServerErrors(answer.error.fieldErrors);
              }
            }}
          />
        </Paper>
      </Stack>
    </PageContainer>
  );
}
