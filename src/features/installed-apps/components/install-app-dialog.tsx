import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type SyntheticEvent } from 'react';
import { newIdempotencyKey } from '@/api/client';
import { isApiError } from '@/api/errors';
import type { InstalledAppWithSchema } from '@/api/models';
import { ErrorState } from '@/components/error-state';
import { useInstallApp } from '../api/mutations';
import { installBody, keyPerBody } from '../install-request';

interface InstallAppDialogProps {
  adminView: boolean;
  onClose: () => void;
  onInstalled: (app: InstalledAppWithSchema) => void;
}

/**
 * Installs an app by identifier (and groups, in admin view). A failure keeps the dialog open with what
 * was typed and the service's message; the same input is sent with the same idempotency key, so a
 * double click or a retry installs once.
 */
export function InstallAppDialog({ adminView, onClose, onInstalled }: InstallAppDialogProps) {
  const [identifier, setIdentifier] = useState('');
  const [groups, setGroups] = useState('');
  const [missing, setMissing] = useState(false);
  const [keyFor] = useState(() => keyPerBody(newIdempotencyKey));
  const inFlight = useRef(false);
  const install = useInstallApp();
  const fieldErrors = isApiError(install.error) ? install.error.fieldErrors : {};

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const body = installBody(identifier, groups, adminView);
    setMissing(body.app_identifier === '');
    if (body.app_identifier === '') return;
    inFlight.current = true;
    install.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: onInstalled,
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const identifierError = missing
    ? 'Type the identifier of the app to install.'
    : fieldErrors.app_identifier?.join('; ');
  return (
    <Dialog
      open
      onClose={install.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="install-app-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="install-app-title">Install an app</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The service installs the app&apos;s latest version and answers with its installed
            schema, which opens next.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="App identifier"
              value={identifier}
              onChange={(event) => setIdentifier(event.target.value)}
              required
              // The dialog exists to fill in this field: focus belongs there when it opens.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              autoComplete="off"
              error={Boolean(identifierError)}
              helperText={
                identifierError ?? 'As the service’s catalog names it, for example acme-crm.'
              }
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
            />
            {adminView ? (
              <TextField
                label="Groups (optional)"
                value={groups}
                onChange={(event) => setGroups(event.target.value)}
                autoComplete="off"
                error={Boolean(fieldErrors.groups)}
                helperText={
                  fieldErrors.groups?.join('; ') ??
                  'Permission groups that may use the app, separated by commas (admin only).'
                }
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
