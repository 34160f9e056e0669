import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { newIdempotencyKey } from '@/api/client';
import { isApiError } from '@/api/errors';
import type { ActionType, InstalledAppWithSchema } from '@/api/models';
import { connectionStore } from '@/config/connection';
import { recentScope } from '@/config/recent';
import { useStore } from '@/lib/store';
import { actionTypeQueries } from '@/features/action-types';
import { installedAppQueries } from '../api/queries';
import { installSuggestions, recentIdentifiers, rememberIdentifier } from '../install-suggestions';
import { IdentifierField } from './identifier-field';
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
  const scope = recentScope(useStore(connectionStore));
  const installed = useQuery(installedAppQueries.list()).data?.collection;
  const queryClient = useQueryClient();
  const suggestions = useMemo(
    () =>
      installSuggestions({
        installed: installed ?? [],
        // The action types read so far (their screens, the action types list).
        actionTypes: queryClient
          .getQueriesData<ActionType>({ queryKey: actionTypeQueries.all() })
          .flatMap(([, type]) => (type ? [type] : [])),
        recent: recentIdentifiers(scope),
      }),
    [installed, queryClient, scope],
  );

  const onValid = async (values: InstallFormValues) => {
    // A double click submits twice before the button turns busy: one request is enough.
    if (inFlight.current) return;
    inFlight.current = true;
    const body = installBody(values.identifier, values.groups, adminView);
    rememberIdentifier(scope, body.app_identifier);
    let done: InstalledAppWithSchema;
    try {
      done = await install.mutateAsync({ body, idempotencyKey: keyFor(body) });
    } catch {
      return; // Shown from the mutation's state; the dialog keeps what was typed.
    } finally {
      inFlight.current = false;
    }
    onInstalled(done);
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
            <IdentifierField
              control={control}
              suggestions={suggestions}
              extraError={fieldErrors.app_identifier?.join('; ')}
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
