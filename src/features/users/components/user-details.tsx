import CloseIcon from '@mui/icons-material/Close';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@/api/models';
import { CopyButton } from '@/components/copy-button';
import { DefinitionList } from '@/components/definition-list';
import { Timestamp } from '@/components/timestamp';
import { paths } from '@/config/paths';
import { useRememberVisit } from '@/hooks/use-remember-visit';
import { DataSchemaTable } from '@/components/data-schema-table';
import { Groups } from './users-table';

interface UserDetailsProps {
  user: User;
  actingUserKey: string;
  onActAs: (key: string) => void;
  onClose: () => void;
}

/** One user: the facts, their data schema as a table, and "act as this user". */
export function UserDetails({ user, actingUserKey, onActAs, onClose }: UserDetailsProps) {
  useRememberVisit({
    kind: 'user',
    id: user.key,
    label: user.name ?? user.key,
    detail: user.key,
    path: paths.users(new URLSearchParams({ search: user.key, user: user.key })),
  });
  const acting = user.key === actingUserKey;
  const schema = Array.isArray(user.user_data_schema) ? user.user_data_schema : [];
  const title = user.name ? `${user.name} (${user.key})` : user.key;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="user-details-title"
      sx={{ p: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <Typography
          id="user-details-title"
          variant="h6"
          component="h2"
          sx={{ flex: 1, overflowWrap: 'anywhere' }}
        >
          User {title}
        </Typography>
        <IconButton aria-label="Close the user" onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {acting ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          The console acts as this user: workflow lists, settings and data fields use the key “
          {user.key}”.
        </Alert>
      ) : (
        <Button
          variant="contained"
          startIcon={<PersonOutline />}
          onClick={() => onActAs(user.key)}
          sx={{ mb: 2, textTransform: 'none' }}
        >
          Act as this user
        </Button>
      )}
      <DefinitionList
        items={[
          {
            label: 'Key',
            value: (
              <>
                <code>{user.key}</code>
                <CopyButton value={user.key} label="Copy the user key" />
              </>
            ),
          },
          { label: 'Id', value: <code>{user.id}</code> },
          { label: 'Email', value: user.email || '—' },
          { label: 'Time zone', value: user.time_zone || '—' },
          { label: 'Groups', value: <Groups groups={user.groups} /> },
          {
            label: 'Created',
            value: <Timestamp text={user.created_at_string} utc={user.created_at_utc} />,
          },
        ]}
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 600 }}>
        User data schema ({schema.length})
      </Typography>
      {schema.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          This user has no data fields.
        </Typography>
      ) : (
        <DataSchemaTable fields={schema} label={`Data schema of ${user.key}`} />
      )}
    </Paper>
  );
}
