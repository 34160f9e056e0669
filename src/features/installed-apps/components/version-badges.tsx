import UpgradeOutlined from '@mui/icons-material/UpgradeOutlined';
import Box from '@mui/material/Box';
import type { InstalledApp } from '@/api/models';
import { Badge } from '@/components/badge';

/** "Upgrade available", worded with the versions in its title; nothing when up to date. */
export function UpgradeBadge({ app }: { app: InstalledApp }) {
  if (!app.upgrade_available) return null;
  return (
    <Badge
      tone="warning"
      icon={<UpgradeOutlined />}
      title={`Installed ${app.app_version || '?'}, available ${app.available_version || '?'}`}
    >
      Upgrade available
    </Badge>
  );
}

/** A version number in monospace, or a muted word when there is none. */
export function Version({ value, none = '—' }: { value: string | null; none?: string }) {
  return value ? (
    <Box component="code" sx={{ fontSize: '0.85em' }}>
      {value}
    </Box>
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {none}
    </Box>
  );
}

/** The groups as badges, or "None". */
export function GroupList({ groups: names }: { groups: readonly string[] }) {
  if (names.length === 0) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        None
      </Box>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Groups"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {names.map((name) => (
        <li key={name}>
          <Badge>{name}</Badge>
        </li>
      ))}
    </Box>
  );
}
