/**
 * "Save view": a name for what the list shows now (its filters, order and columns), and behind the
 * gateway whether the team sees it too. A failure keeps the dialog open with what was typed.
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form/resolver';
import type { DialogProps } from '../dialogs/use-dialogs';
import { ErrorState } from '../error-state';
import { FormTextField } from '../form/form-text-field';
import { saveViewSchema, type SaveViewValues } from './save-view-form';
import type { SavedView } from './saved-views';

export interface SaveViewPayload {
  /** The name of the view now open, offered to save over. */
  name: string;
  where: 'browser' | 'gateway';
  save: (values: SaveViewValues) => Promise<SavedView>;
}

const resolver = formResolver(saveViewSchema);

export default function SaveViewDialog({
  payload,
  onClose,
}: DialogProps<SaveViewPayload, SavedView | null>) {
  const { control, handleSubmit, formState } = useForm<SaveViewValues>({
    defaultValues: { name: payload.name, shared: false },
    resolver,
  });
  const [error, setError] = useState<unknown>(null);
  const onValid = async (values: SaveViewValues) => {
    setError(null);
    try {
      onClose(await payload.save({ name: values.name.trim(), shared: values.shared }));
    } catch (failure) {
      setError(failure);
    }
  };
  const busy = formState.isSubmitting;
  return (
    <Dialog open onClose={busy ? undefined : () => onClose(null)} maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate>
        <DialogTitle>Save view</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Keeps this list&apos;s filters, order and columns under a name
            {payload.where === 'browser'
              ? ', in this browser.'
              : ', in the console’s store for your account.'}{' '}
            A view of the same name is replaced.
          </DialogContentText>
          <FormTextField control={control} name="name" label="Name" fullWidth autoComplete="off" />
          {payload.where === 'gateway' ? (
            <Controller
              control={control}
              name="shared"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ mt: 1 }}
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label="Share with the team (every signed-in user sees it)"
                />
              )}
            />
          ) : null}
          {error ? (
            <ErrorState error={error} what="Saving the view" hint="Nothing was saved." />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(null)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : 'Save view'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
