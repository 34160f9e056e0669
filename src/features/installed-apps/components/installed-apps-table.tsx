import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { ColumnHeads } from '@/components/column-heads';
import { Link as RouterLink } from 'react-router';
import type { InstalledApp } from '@/api/models';
import { AppIcon } from '@/components/app-icon';
import { SkeletonText } from '@/components/skeleton-text';
import { Timestamp } from '@/components/timestamp';
import { paths } from '@/config/paths';
import { GroupList, UpgradeBadge, Version } from './version-badges';

const COLUMNS = [
  'App',
  'Identifier',
  'Installed',
  'Available',
  'Previous',
  'Groups',
  'Last used',
  'Upgraded',
] as const;

function SkeletonRows() {
  return Array.from({ length: 3 }, (_, index) => (
    <TableRow key={index} data-testid="skeleton-row">
      {COLUMNS.map((column) => (
        <TableCell key={column}>
          <SkeletonText style={{ width: column === 'App' ? 160 : 64 }} />
        </TableCell>
      ))}
    </TableRow>
  ));
}

function AppRow({ app }: { app: InstalledApp }) {
  const identifier = app.app_identifier;
  const name = app.name || identifier;
  return (
    <TableRow hover>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AppIcon url={app.icon.url} name={name} size={24} />
          <Link
            component={RouterLink}
            to={paths.installedApp(identifier)}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {name}
          </Link>
        </Stack>
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>{identifier}</TableCell>
      <TableCell>
        <Version value={app.app_version} />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Version value={app.available_version} />
          <UpgradeBadge app={app} />
        </Stack>
      </TableCell>
      <TableCell>
        <Version value={app.previous_version} none="None" />
      </TableCell>
      <TableCell>
        <GroupList groups={app.groups} />
      </TableCell>
      <TableCell>
        <Timestamp text={app.last_used_at_string} utc={app.last_used_at_utc} never="Never used" />
      </TableCell>
      <TableCell>
        <Timestamp text={app.upgraded_at_string} utc={app.upgraded_at_utc} never="Never upgraded" />
      </TableCell>
    </TableRow>
  );
}

/** The installed apps, one row each; skeleton rows while `rows` is undefined. */
export function InstalledAppsTable({ rows }: { rows: InstalledApp[] | undefined }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Installed apps" aria-busy={rows === undefined}>
        <ColumnHeads columns={COLUMNS} />
        <TableBody>
          {rows === undefined ? (
            <SkeletonRows />
          ) : (
            rows.map((app) => <AppRow key={app.app_identifier} app={app} />)
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
