/**
 * "Run…": starts one execution of the workflow's published layout with `execution_data` written as
 * JSON (checked before it is sent: it must parse, as one object) as a user, then opens the run.
 * A failure keeps the dialog open with the service's message and everything typed.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { newIdempotencyKey } from '@/api/client';
import { isApiError } from '@/api/errors';
import { extensionInfo } from '@/api/extensions';
import type { Execution, WorkflowSummary } from '@/api/models';
import { ExtensionError } from '@/components/extension-error';
import { FormTextField } from '@/components/form/form-text-field';
import { formResolver } from '@/lib/form/resolver';
import { useExecuteWorkflow } from '../api/extension-mutations';
import { readExecutionData, runFormSchema, type RunFormValues } from './run-form';

export interface RunStart {
  /** The JSON text the editor starts with. */
  data: string;
  /** Where it comes from, in words: "the trigger’s fields", "the run you repeat". */
  from: string | null;
}

interface RunDialogProps {
  workflow: Pick<WorkflowSummary, 'id' | 'name' | 'key' | 'on'>;
  actingUserKey: string;
  start: RunStart;
  onClose: () => void;
  onStarted: (execution: Execution) => void;
}

const EXECUTE = extensionInfo('execute');
const resolver = formResolver(runFormSchema);

export function RunDialog({ workflow, actingUserKey, start, onClose, onStarted }: RunDialogProps) {
  const execute = useExecuteWorkflow(workflow.id);
  // One key per attempt: a retry after a failure is the same request; edited data is a new one.
  const [attempt, setAttempt] = useState(() => ({ key: newIdempotencyKey(), sent: '' }));
  const form = useForm<RunFormValues>({
    defaultValues: { data: start.data, userKey: actingUserKey },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const busy = execute.isPending;
  const serverErrors = isApiError(execute.error) ? execute.error.fieldErrors : {};
  const submit = form.handleSubmit((values) => {
    const read = readExecutionData(values.data);
    if (!read.ok) return;
    const signature = `${values.userKey}\n${JSON.stringify(read.value)}`;
    const key =
      attempt.sent === '' || attempt.sent === signature ? attempt.key : newIdempotencyKey();
    setAttempt({ key, sent: signature });
    execute.mutate(
      { userKey: values.userKey.trim(), executionData: read.value, idempotencyKey: key },
      { onSuccess: onStarted },
    );
  });
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="run-title"
      aria-describedby="run-text"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="run-title" sx={{ overflowWrap: 'anywhere' }}>
          Run “{workflow.name || workflow.key}”
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="run-text">
            Starts one run of the published layout with this data, as if the trigger had fired, and
            opens it so you can watch each step.
            {workflow.on ? '' : ' The workflow is off: this run starts all the same.'}
          </DialogContentText>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <FormTextField
              control={form.control}
              name="data"
              label="Execution data (JSON)"
              multiline
              minRows={6}
              maxRows={16}
              extraError={serverErrors.execution_data?.join(' ')}
              helperText={
                start.from
                  ? `One JSON object; prefilled from ${start.from}.`
                  : 'One JSON object of the data the run starts with, e.g. {"customer_id": "cus_1"}.'
              }
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <FormTextField
              control={form.control}
              name="userKey"
              label="Run as user"
              required
              extraError={serverErrors.user_key?.join(' ')}
              helperText={`The user key the run belongs to. The acting user is “${actingUserKey}”.`}
              sx={{ maxWidth: 360 }}
            />
          </Stack>
          {execute.error ? (
            <ExtensionError
              error={execute.error}
              what="Starting the run"
              extension={EXECUTE}
              hint="No run was started; what you typed is still here."
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Starting…' : execute.error ? 'Try again' : 'Run'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
