import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { InstalledApp } from '@/api/models';
import { CopyButton } from '@/components/copy-button';
import { DefinitionList, type Definition } from '@/components/definition-list';
import { Timestamp } from '@/components/timestamp';
import { upgradeMeaning } from '../upgrade';
import { GroupList, UpgradeBadge, Version } from './version-badges';

function Copyable({ value, what }: { value: string; what: string }) {
  if (value === '') return <>—</>;
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <code>{value}</code>
      <CopyButton value={value} label={`Copy the ${what}`} />
    </Stack>
  );
}

interface AppDetailsProps {
  app: InstalledApp;
  /** Shown read-only here unless an editor shows them elsewhere. */
  showGroups: boolean;
}

/** An installed app's fields and versions. */
export function AppDetails({ app, showGroups }: AppDetailsProps) {
  const items: Definition[] = [
    {
      label: 'App identifier',
      value: <Copyable value={app.app_identifier} what="app identifier" />,
    },
    { label: 'Id', value: <Copyable value={app.id} what="installed app id" /> },
    { label: 'Installed version', value: <Version value={app.app_version} /> },
    {
      label: 'Available version',
      value: (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Version value={app.available_version} />
          {app.upgrade_available ? <UpgradeBadge app={app} /> : <span>(up to date)</span>}
        </Stack>
      ),
    },
    { label: 'Previous version', value: <Version value={app.previous_version} none="None" /> },
    {
      label: 'Last used',
      value: (
        <Timestamp text={app.last_used_at_string} utc={app.last_used_at_utc} never="Never used" />
      ),
    },
    {
      label: 'Upgraded',
      value: (
        <Timestamp text={app.upgraded_at_string} utc={app.upgraded_at_utc} never="Never upgraded" />
      ),
    },
  ];
  if (showGroups) items.push({ label: 'Groups', value: <GroupList groups={app.groups} /> });
  return (
    <Card variant="outlined" component="section" aria-label="Details">
      <CardContent>
        <DefinitionList items={items} />
        {app.upgrade_available ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {upgradeMeaning(app)}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
