import { Link as RouterLink } from 'react-router';
import type { InstalledApp } from '@/api/models';
import { AppIcon } from '@/components/app-icon';
import type { Column } from '@/components/data-table/columns';
import { ClickableRow } from '@/components/data-table/clickable-row';
import { Cell, DataTable, Fold, SkeletonRows } from '@/components/data-table/data-table';
import { Truncate } from '@/components/data-table/truncate';
import { Timestamp } from '@/components/timestamp';
import { paths } from '@/config/paths';
import { withUniqueKeys } from '@/utils/unique-keys';
import { GroupList, UpgradeBadge, Version } from './version-badges';

type AppColumn =
  | 'app'
  | 'installed'
  | 'available'
  | 'last_used'
  | 'identifier'
  | 'groups'
  | 'upgraded'
  | 'previous';

/** Priorities: the app, its version and whether a newer one exists; then use; then the rest. */
const COLUMNS: readonly Column<AppColumn>[] = [
  { id: 'app', label: 'App', minWidth: 200, priority: 1 },
  { id: 'installed', label: 'Installed', width: 96, priority: 1 },
  { id: 'available', label: 'Available', width: 200, priority: 2 },
  { id: 'last_used', label: 'Last used', width: 124, priority: 2 },
  { id: 'identifier', label: 'Identifier', width: 170, priority: 3 },
  { id: 'groups', label: 'Groups', width: 170, priority: 3 },
  { id: 'upgraded', label: 'Upgraded', width: 124, priority: 4 },
  { id: 'previous', label: 'Previous', width: 96, priority: 4 },
];

function AppRow({ app }: { app: InstalledApp }) {
  const identifier = app.app_identifier;
  const name = app.name || identifier;
  const to = paths.installedApp(identifier);
  return (
    <ClickableRow to={to}>
      <Cell col="app">
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', minWidth: 0 }}>
          <AppIcon url={app.icon.url} name={name} size={24} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Truncate full={name}>
              <RouterLink className="cell-link" to={to}>
                {name}
              </RouterLink>
            </Truncate>
            <div className="cell-caption">
              <Fold col="identifier">
                <code>{identifier}</code>
              </Fold>
              <Fold col="available">
                <UpgradeBadge app={app} />
              </Fold>
            </div>
          </div>
        </div>
      </Cell>
      <Cell col="installed">
        <Version value={app.app_version} />
      </Cell>
      <Cell col="available">
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <Version value={app.available_version} />
          <UpgradeBadge app={app} />
        </div>
      </Cell>
      <Cell col="last_used">
        <Timestamp text={app.last_used_at_string} utc={app.last_used_at_utc} never="Never used" />
      </Cell>
      <Cell col="identifier">
        <Truncate full={identifier} mono />
      </Cell>
      <Cell col="groups">
        <GroupList groups={app.groups} />
      </Cell>
      <Cell col="upgraded">
        <Timestamp
          text={app.upgraded_at_string}
          utc={app.upgraded_at_utc}
          never="Never upgraded"
          align="end"
        />
      </Cell>
      <Cell col="previous">
        <Version value={app.previous_version} none="None" />
      </Cell>
    </ClickableRow>
  );
}

/** The installed apps, one row each; skeleton rows while `rows` is undefined. */
export function InstalledAppsTable({ rows }: { rows: InstalledApp[] | undefined }) {
  return (
    <DataTable columns={COLUMNS} label="Installed apps" busy={rows === undefined}>
      {rows === undefined ? (
        <SkeletonRows columns={COLUMNS} rows={3} />
      ) : (
        withUniqueKeys(rows, (app) => app.app_identifier).map(({ key, row }) => (
          <AppRow key={key} app={row} />
        ))
      )}
    </DataTable>
  );
}
