import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type SyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { newIdempotencyKey } from '@/api/client';
import { isApiError } from '@/api/errors';
import { Badge } from '@/components/badge';
import { ErrorState } from '@/components/error-state';
import { FormTextField } from '@/components/form/form-text-field';
import { useUpdateInstalledApp } from '../api/mutations';
import { addGroups, groupsToSave, removeGroup, sameGroups, type GroupsFormValues } from '../groups';
import { keyPerBody } from '../install-request';

interface GroupsEditorProps {
  appIdentifier: string;
  /** The groups as the service last answered them. */
  saved: string[];
  onSaved: (groups: string[]) => void;
}

/**
 * Admin view: which permission groups may use the app. Edits stay in the form until saved with PUT; a
 * failed save keeps them and says why, and saving the same groups again reuses the idempotency key.
 * Names still in the text box are saved too.
 */
export function GroupsEditor({ appIdentifier, saved, onSaved }: GroupsEditorProps) {
  const { control, getValues, setValue, reset } = useForm<GroupsFormValues>({
    defaultValues: { groups: saved, input: '' },
  });
  const draft = useWatch({ control, name: 'groups' });
  const input = useWatch({ control, name: 'input' });
  const [keyFor] = useState(() => keyPerBody(newIdempotencyKey));
  const update = useUpdateInstalledApp(appIdentifier);
  const next = groupsToSave({ groups: draft, input });
  const dirty = !sameGroups(next, saved);
  const fieldError = isApiError(update.error)
    ? update.error.fieldErrors.groups?.join('; ')
    : undefined;

  const add = (event: SyntheticEvent) => {
    event.preventDefault();
    setValue('groups', addGroups(getValues('groups'), getValues('input')), { shouldDirty: true });
    setValue('input', '');
  };
  const save = () => {
    const body = { groups: groupsToSave(getValues()) };
    update.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: (answer) => {
          const groups = answer.groups;
          reset({ groups, input: '' });
          onSaved(groups);
        },
      },
    );
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="groups-title">
      <CardContent>
        <Typography id="groups-title" variant="h6" component="h2">
          Groups
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Permission groups whose users may use this app (an admin-only setting).
        </Typography>
        {draft.length === 0 ? (
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            No groups.
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label="Groups to save"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              m: 0,
              mb: 1.5,
              p: 0,
              listStyle: 'none',
            }}
          >
            {draft.map((name) => (
              <Box component="li" key={name} sx={{ display: 'inline-flex', alignItems: 'center' }}>
                <Badge>{name}</Badge>
                <IconButton
                  size="small"
                  aria-label={`Remove the group ${name}`}
                  onClick={() =>
                    setValue('groups', removeGroup(getValues('groups'), name), {
                      shouldDirty: true,
                    })
                  }
                >
                  <CloseIcon fontSize="inherit" />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={add}
          sx={{ alignItems: 'flex-start' }}
        >
          <FormTextField
            control={control}
            name="input"
            size="small"
            label="Add groups"
            autoComplete="off"
            extraError={fieldError}
            helperText="One or several, separated by commas."
          />
          <Button type="submit" disabled={input.trim() === ''}>
            Add
          </Button>
        </Stack>
        {update.isError ? <ErrorState error={update.error} what="Saving the groups" /> : null}
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button variant="contained" disabled={!dirty || update.isPending} onClick={save}>
            {update.isPending ? 'Saving…' : 'Save groups'}
          </Button>
          <Button
            disabled={!dirty || update.isPending}
            onClick={() => {
              reset({ groups: saved, input: '' });
              update.reset();
            }}
          >
            Undo changes
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
