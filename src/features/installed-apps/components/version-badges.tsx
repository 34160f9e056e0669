import UpgradeOutlined from '@mui/icons-material/UpgradeOutlined';
import Box from '@mui/material/Box';
import { useId } from 'react';
import type { InstalledApp } from '@/api/models';
import { Badge } from '@/components/badge';
import { HoverHint } from '@/components/hover-hint';
import { upgradeMeaning } from '../upgrade';

/**
 * "Upgrade available", and what that means here (on hover and keyboard focus, and as the badge's
 * description): what an upgrade changes, and that it is done in the service, which the console's
 * interface cannot ask for. Nothing when up to date.
 */
export function UpgradeBadge({ app }: { app: InstalledApp }) {
  const id = useId();
  if (!app.upgrade_available) return null;
  return (
    <HoverHint id={id} hint={upgradeMeaning(app)}>
      {/* Focusable so the keyboard reaches what it means, as a pointer does. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <span tabIndex={0} aria-describedby={id} style={{ borderRadius: 12 }}>
        <Badge tone="warning" icon={<UpgradeOutlined />}>
          Upgrade available
        </Badge>
      </span>
    </HoverHint>
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
