import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { AppIcon } from '@/components/app-icon';
import { EmptyState } from '@/components/empty-state';
import { ErrorBoundary } from '@/components/error-boundary';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { SkeletonText } from '@/components/skeleton-text';
import { connectionStore } from '@/config/connection';
import { paths } from '@/config/paths';
import { useRememberVisit } from '@/hooks/use-remember-visit';
import { useStore } from '@/lib/store';
import { installedAppQueries } from '@/features/installed-apps/api/queries';
import { AppDetails } from '@/features/installed-apps/components/app-details';
import { GroupsEditor } from '@/features/installed-apps/components/groups-editor';
import { SchemaPanel } from '@/features/installed-apps/components/schema-panel';

function installedNotice(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'installed' in state
    ? String(state.installed)
    : null;
}

function BackLink() {
  return (
    <Link component={RouterLink} to={paths.installedApps()} underline="hover" variant="body2">
      ← Installed apps
    </Link>
  );
}

/**
 * The interface has no read of one installed app, so "not found" means the list does not hold it (or a
 * PUT answered 404, which refetches the list): said plainly, with the way back to the list.
 */
function AppNotFound({ appIdentifier }: { appIdentifier: string }) {
  return (
    <PageContainer title="Not found">
      <EmptyState
        title={`Installed app "${appIdentifier}" was not found`}
        description="No installed app has this identifier: it is not installed in this account, or the link is wrong."
        action={
          <Button component={RouterLink} to={paths.installedApps()} variant="contained">
            Go to the installed apps
          </Button>
        }
      />
    </PageContainer>
  );
}

/** `/installed-apps/:appIdentifier`: one installed app, its groups and its installed schema. */
export function InstalledAppPage() {
  const { appIdentifier = '' } = useParams();
  const list = useQuery(installedAppQueries.list());
  const { adminView } = useStore(connectionStore);
  const location = useLocation();
  const [notice, setNotice] = useState(() => installedNotice(location.state));
  const found = list.data?.collection.find((row) => row.app_identifier === appIdentifier);
  useRememberVisit(
    found
      ? {
          kind: 'installed-app',
          id: appIdentifier,
          label: found.name || appIdentifier,
          detail: appIdentifier,
          path: paths.installedApp(appIdentifier),
        }
      : null,
  );

  if (list.isError) {
    return (
      <PageContainer title={appIdentifier} subtitle={<BackLink />}>
        <ErrorState
          error={list.error}
          what="Loading the installed apps"
          onRetry={() => void list.refetch()}
        />
      </PageContainer>
    );
  }
  if (!list.data) {
    return (
      <PageContainer title={appIdentifier} subtitle={<BackLink />}>
        <Box aria-busy="true" aria-label="Loading the app">
          <SkeletonText style={{ width: '100%', height: 200 }} />
        </Box>
      </PageContainer>
    );
  }
  const app = found;
  if (!app) return <AppNotFound appIdentifier={appIdentifier} />;
  const name = app.name || appIdentifier;
  return (
    <PageContainer
      title={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <AppIcon url={app.icon.url} name={name} size={36} />
          <span>{name}</span>
        </Stack>
      }
      documentTitle={name}
      subtitle={<BackLink />}
    >
      <Stack spacing={2}>
        {notice ? (
          <Alert severity="success" role="status" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        ) : null}
        <ErrorBoundary what="the app's details" resetKeys={[app]}>
          <AppDetails app={app} showGroups={!adminView} />
        </ErrorBoundary>
        {adminView ? (
          <GroupsEditor
            appIdentifier={appIdentifier}
            saved={app.groups}
            onSaved={(groups) =>
              setNotice(
                groups.length > 0
                  ? `Groups saved: ${groups.join(', ')}.`
                  : 'Groups saved: the app has no groups now.',
              )
            }
          />
        ) : null}
        <ErrorBoundary what="the installed schema" resetKeys={[app]}>
          <SchemaPanel app={app} />
        </ErrorBoundary>
      </Stack>
    </PageContainer>
  );
}
