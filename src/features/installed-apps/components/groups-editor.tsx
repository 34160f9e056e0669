import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type SyntheticEvent } from 'react';
import { isApiError } from '@/api/errors';
import { Badge } from '@/components/badge';
import { ErrorState } from '@/components/error-state';
import { useUpdateInstalledApp } from '../api/mutations';
import { addGroups, removeGroup, sameGroups } from '../groups';

interface GroupsEditorProps {
  appIdentifier: string;
  /** The groups as the service last answered them. */
  saved: string[];
  onSaved: (groups: string[]) => void;
}

/**
 * Admin view: which permission groups may use the app. Edits stay local until saved with PUT; a failed
 * save keeps them and says why. Names still in the text box are saved too.
 */
export function GroupsEditor({ appIdentifier, saved, onSaved }: GroupsEditorProps) {
  const [draft, setDraft] = useState(saved);
  const [input, setInput] = useState('');
  const update = useUpdateInstalledApp(appIdentifier);
  const next = addGroups(draft, input);
  const dirty = !sameGroups(next, saved);
  const fieldError = isApiError(update.error)
    ? update.error.fieldErrors.groups?.join('; ')
    : undefined;

  const add = (event: SyntheticEvent) => {
    event.preventDefault();
    setDraft(next);
    setInput('');
  };
  const save = () =>
    update.mutate(
      { groups: next },
      {
        onSuccess: (answer) => {
          const groups = answer.groups;
          setDraft(groups);
          setInput('');
          onSaved(groups);
        },
      },
    );

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
                  onClick={() => setDraft(removeGroup(draft, name))}
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
          <TextField
            size="small"
            label="Add groups"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            autoComplete="off"
            error={Boolean(fieldError)}
            helperText={fieldError ?? 'One or several, separated by commas.'}
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
              setDraft(saved);
              setInput('');
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
