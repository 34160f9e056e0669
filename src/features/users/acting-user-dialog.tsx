import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { userQueries } from './api/queries';

interface ActingUserDialogProps {
  open: boolean;
  current: string;
  defaultUserKey: string;
  onClose: () => void;
  onChoose: (userKey: string | undefined) => void;
}

/** Choose the user the console acts as: search users by key, or type any key. */
export function ActingUserDialog({
  open,
  current,
  defaultUserKey,
  onClose,
  onChoose,
}: ActingUserDialogProps) {
  const [input, setInput] = useState(current);
  const search = useDebouncedValue(input.trim(), 250);
  const users = useQuery({
    ...userQueries.list({ search: search || undefined, limit: 20 }),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const options =
    users.data?.collection.map((user) => user.key).filter((key) => typeof key === 'string') ?? [];
  const choose = () =>
    onChoose(input.trim() === '' || input.trim() === defaultUserKey ? undefined : input.trim());
  const helper = users.isError
    ? `Could not search users: ${isApiError(users.error) ? users.error.message : 'unknown error'}. You can still type a key.`
    : 'Type to search users by key, or enter any user key.';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="acting-user-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          choose();
        }}
      >
        <DialogTitle id="acting-user-title">Act as user</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The console sends this user key where the service takes one (workflow lists, settings,
            data fields).
          </DialogContentText>
          <Autocomplete
            freeSolo
            options={options}
            inputValue={input}
            onInputChange={(_event, value) => setInput(value)}
            loading={users.isFetching}
            filterOptions={(items) => items}
            renderInput={(params) => (
              <TextField
                {...params}
                // The dialog exists to fill in this one field: focus belongs there when it opens.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                label="User key"
                helperText={helper}
                error={users.isError}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onChoose(undefined)}>Use the default ({defaultUserKey})</Button>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={input.trim() === ''}>
            Act as {input.trim() || '…'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
