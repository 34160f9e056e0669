import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { InstalledApp } from '@/api/models';
import { ButtonWithReason } from '@/components/button-with-reason';
import { ErrorState } from '@/components/error-state';
import { Timestamp } from '@/components/timestamp';
import { schemaQuery } from '../api/schema-queries';
import { useUpdateInstalledApp } from '../api/mutations';
import type { StoredSchema } from '../schema-store';
import { SchemaViewer } from './schema-viewer';
import { useCan } from '@/hooks/use-can';

const SOURCE_TEXT = { install: 'the install response', update: 'an update response' } as const;

function local(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      });
}

/** Where the schema shown came from, and a warning when the app's version moved on since. */
function Provenance({ stored, app }: { stored: StoredSchema; app: InstalledApp }) {
  const outdated =
    app.app_version !== '' && stored.appVersion !== '' && stored.appVersion !== app.app_version;
  return (
    <Alert severity={outdated ? 'warning' : 'info'} role="status">
      {/* One sentence whether the time reads "3 min ago" or "Nov 1, 2026, 3:00 PM EST". */}
      Received <Timestamp text={local(stored.receivedAt)} utc={stored.receivedAt} /> with{' '}
      {SOURCE_TEXT[stored.source]} (version {stored.appVersion || 'unknown'}), and kept in this
      browser tab.
      {outdated
        ? ` The app is now at version ${app.app_version}: this schema may be out of date.`
        : ''}
    </Alert>
  );
}

/**
 * The installed schema, whenever a response carried it. The list never does, so without one the panel
 * says so plainly and offers to ask: a PUT without changes answers the app with its schema.
 */
export function SchemaPanel({ app }: { app: InstalledApp }) {
  const stored = useQuery(schemaQuery(app.app_identifier));
  const load = useUpdateInstalledApp(app.app_identifier);
  // Loading the schema is an update (that changes nothing): an operator's right.
  const can = useCan('installApps');
  const loadButton = (text: string) => (
    <ButtonWithReason
      variant="outlined"
      size="small"
      disabled={load.isPending}
      unavailable={can.reason}
      onClick={() => load.mutate({ body: {} })}
    >
      {load.isPending ? 'Loading…' : text}
    </ButtonWithReason>
  );
  return (
    <Box component="section" aria-labelledby="installed-schema-title">
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
      >
        <Typography id="installed-schema-title" variant="h5" component="h2">
          Installed schema
        </Typography>
        {stored.data ? loadButton('Fetch again') : null}
      </Stack>
      {load.isError ? <ErrorState error={load.error} what="Loading the schema" /> : null}
      {stored.data ? (
        <Stack spacing={2}>
          <Provenance stored={stored.data} app={app} />
          <SchemaViewer schema={stored.data.schema} />
        </Stack>
      ) : stored.isPending ? null : (
        <Alert severity="info" role="status" action={loadButton('Load the schema')}>
          The schema is not available here. The installed apps list does not include schemas; only
          install and update responses do, and none has been received for this app in this browser
          tab. Loading it sends an update that changes nothing.
        </Alert>
      )}
    </Box>
  );
}
