import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ExtensionsCard } from '@/components/extensions-card';
import { PageContainer } from '@/components/page-container';
import { connectionStore } from '@/config/connection';
import { useStore } from '@/lib/store';
import { capability, LEAST_ROLE, type Permission } from '@/lib/permissions';
import { signOut } from './session-api';
import { sessionStore } from '@/config/session-store';
import { HistoryStatusCard } from '@/features/history';

const ABILITIES: [Permission, string][] = [
  ['discardDraft', 'Discard drafts of workflows and action types'],
  ['saveSettings', 'Save settings forms'],
  ['stopExecutions', 'Stop executions'],
  ['installApps', 'Install and update apps'],
  ['publish', 'Publish drafts of workflows'],
  ['switchOnOff', 'Switch workflows on and off'],
  ['runWorkflows', 'Run workflows with test data'],
  ['restoreVersions', 'Restore versions from the history as drafts; choose workflows to watch'],
  ['adminInputs', 'Admin view: admin-only fields, app groups, the template filter'],
];

/** `/connection` in gateway mode: the signed-in operator, what their role allows, Sign out. */
export function SessionPage() {
  const session = useStore(sessionStore);
  const connection = useStore(connectionStore);
  if (!session) return null;
  const admin = capability(session.role, 'adminInputs').allowed;
  return (
    <PageContainer
      title="Your session"
      subtitle="This console runs behind its gateway: the gateway holds the service key, and your browser holds only a session."
    >
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={1.5}>
              <Typography variant="h6" component="h2">
                Signed in as {session.user}
              </Typography>
              <Typography>
                Role: <strong>{session.role}</strong>, signed in{' '}
                {session.via === 'oidc' ? 'with your organisation' : 'with a password'}.
              </Typography>
              <Typography component="h3" variant="subtitle2">
                What your role allows
              </Typography>
              <ul style={{ margin: 0 }} aria-label="What your role allows">
                <li>
                  Read everything (workflows, action types, apps, users, events, data fields,
                  actions)
                </li>
                {ABILITIES.map(([permission, label]) => {
                  const allowed = capability(session.role, permission).allowed;
                  return (
                    <li key={permission}>
                      {label}: {allowed ? 'yes' : `no (needs the ${LEAST_ROLE[permission]} role)`}
                    </li>
                  );
                })}
              </ul>
              <div>
                <Button variant="outlined" onClick={() => void signOut()}>
                  Sign out
                </Button>
              </div>
            </Stack>
          </CardContent>
        </Card>
        <ExtensionsCard />
        <HistoryStatusCard />
        {admin ? (
          <FormControlLabel
            control={
              <Switch
                checked={connection.adminView}
                onChange={(event) =>
                  connectionStore.set({ ...connection, adminView: event.target.checked })
                }
              />
            }
            label="Admin view: show admin-only fields and inputs"
          />
        ) : (
          <Alert severity="info">
            The admin view (admin-only fields, app groups, the template filter) is for admins; your
            role is {session.role}.
          </Alert>
        )}
      </Stack>
    </PageContainer>
  );
}
