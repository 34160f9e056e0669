import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { newIdempotencyKey } from '@/api/client';
import { isApiError } from '@/api/errors';
import type { InstalledAppWithSchema } from '@/api/models';
import { ErrorState } from '@/components/error-state';
import { FormTextField } from '@/components/form/form-text-field';
import { formResolver } from '@/lib/form/resolver';
import { useInstallApp } from '../api/mutations';
import {
  EMPTY_INSTALL_FORM,
  installBody,
  keyPerBody,
  installFormSchema,
  type InstallFormValues,
} from '../install-request';

interface InstallAppDialogProps {
  adminView: boolean;
  onClose: () => void;
  onInstalled: (app: InstalledAppWithSchema) => void;
}

const resolver = formResolver(installFormSchema);

/**
 * Installs an app by identifier (and groups, in admin view). A failure keeps the dialog open with what
 * was typed and the service's message; the same input is sent with the same idempotency key, so a
 * double click or a retry installs once.
 */
export function InstallAppDialog({ adminView, onClose, onInstalled }: InstallAppDialogProps) {
  const { control, handleSubmit } = useForm<InstallFormValues>({
    defaultValues: EMPTY_INSTALL_FORM,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [keyFor] = useState(() => keyPerBody(newIdempotencyKey));
  const inFlight = useRef(false);
  const install = useInstallApp();
  const fieldErrors = isApiError(install.error) ? install.error.fieldErrors : {};

  const onValid = async (values: InstallFormValues) => {
    // A double click submits twice before the button turns busy: one request is enough.
    if (inFlight.current) return;
    inFlight.current = true;
    const body = installBody(values.identifier, values.groups, adminView);
    let installed: InstalledAppWithSchema;
    try {
      installed = await install.mutateAsync({ body, idempotencyKey: keyFor(body) });
    } catch {
      return; // Shown from the mutation's state; the dialog keeps what was typed.
    } finally {
      inFlight.current = false;
    }
    onInstalled(installed);
  };

  return (
    <Dialog
      open
      onClose={install.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="install-app-title"
    >
      <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate>
        <DialogTitle id="install-app-title">Install an app</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The service installs the app&apos;s latest version and answers with its installed
            schema, which opens next.
          </DialogContentText>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="identifier"
              label="App identifier"
              required
              // The dialog exists to fill in this field: focus belongs there when it opens.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              autoComplete="off"
              extraError={fieldErrors.app_identifier?.join('; ')}
              helperText="As the service’s catalog names it, for example acme-crm."
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
            />
            {adminView ? (
              <FormTextField
                control={control}
                name="groups"
                label="Groups (optional)"
                autoComplete="off"
                extraError={fieldErrors.groups?.join('; ')}
                helperText="Permission groups that may use the app, separated by commas (admin only)."
              />
            ) : null}
          </Stack>
          {install.isError ? <ErrorState error={install.error} what="Installing the app" /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={install.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={install.isPending}>
            {install.isPending ? 'Installing…' : install.isError ? 'Try again' : 'Install'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
