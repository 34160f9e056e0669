import AddIcon from '@mui/icons-material/Add';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonWithReason } from '@/components/button-with-reason';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { connectionStore } from '@/config/connection';
import { paths } from '@/config/paths';
import { useStore } from '@/lib/store';
import { installedAppQueries } from '@/features/installed-apps/api/queries';
import { InstallAppDialog } from '@/features/installed-apps/components/install-app-dialog';
import { InstalledAppsTable } from '@/features/installed-apps/components/installed-apps-table';
import { useCan } from '@/hooks/use-can';

/** What the detail screen says after an install brought the user there. */
export interface InstalledNotice {
  installed: string;
}

function summary(apps: { upgrade_available?: boolean }[] | undefined): string {
  if (!apps) return 'Apps installed in the account.';
  const upgrades = apps.filter((app) => app.upgrade_available === true).length;
  return `${apps.length} installed${upgrades > 0 ? `, ${upgrades} with an upgrade available` : ''}.`;
}

/** `/installed-apps`: the installed apps, and installing another. */
export function InstalledAppsPage() {
  const list = useQuery(installedAppQueries.list());
  const { adminView } = useStore(connectionStore);
  const [installing, setInstalling] = useState(false);
  const navigate = useNavigate();
  const rows = list.data?.collection;
  const can = useCan('installApps');
  const installButton = (
    <ButtonWithReason
      variant="contained"
      startIcon={<AddIcon />}
      unavailable={can.reason}
      onClick={() => setInstalling(true)}
    >
      Install app…
    </ButtonWithReason>
  );
  return (
    <PageContainer title="Installed apps" subtitle={summary(rows)} actions={installButton}>
      <Paper variant="outlined">
        {list.isError ? (
          <ErrorState
            error={list.error}
            what="Loading the installed apps"
            onRetry={() => void list.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            title="No apps are installed yet"
            description="Install one by the identifier the service's catalog gives it."
            action={installButton}
          />
        ) : (
          <InstalledAppsTable rows={rows} />
        )}
      </Paper>
      {installing ? (
        <InstallAppDialog
          adminView={adminView}
          onClose={() => setInstalling(false)}
          onInstalled={(app) => {
            const notice: InstalledNotice = {
              installed: `${app.name} ${app.app_version} was installed; its schema is below.`,
            };
            void navigate(paths.installedApp(app.app_identifier), { state: notice });
          }}
        />
      ) : null}
    </PageContainer>
  );
}
