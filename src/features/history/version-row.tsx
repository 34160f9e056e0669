/** One version on the History tab's timeline: what, when, how and by whom, what changed, actions. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { GuardedButton } from '@/components/guarded-button';
import { Timestamp } from '@/components/timestamp';
import type { Capability } from '@/lib/permissions';
import { howSeen, versionLabel, type VersionSummary } from './api';

interface VersionRowProps {
  version: VersionSummary;
  selected: boolean;
  /** False once two others are chosen. */
  selectable: boolean;
  onSelect: (selected: boolean) => void;
  /** The compare page of this version against what is live. */
  compareLiveTo: string;
  restore: Capability;
  onRestore: () => void;
  restoring: boolean;
}

export function VersionRow(props: VersionRowProps) {
  const { version } = props;
  const label = versionLabel(version);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Checkbox
        checked={props.selected}
        disabled={!props.selected && !props.selectable}
        onChange={(event) => props.onSelect(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Choose ${label} to compare` } }}
        sx={{ ml: -1 }}
      />
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" variant="subtitle2">
            {label}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={version.kind === 'published' ? 'success' : 'warning'}
            label={version.kind === 'published' ? 'Published' : 'Draft'}
          />
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {version.summary}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Timestamp text={null} utc={version.first_seen_at} /> · {howSeen(version)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" component={RouterLink} to={props.compareLiveTo}>
          Compare with what is live
        </Button>
        <GuardedButton
          size="small"
          variant="outlined"
          capability={props.restore}
          disabled={props.restoring}
          onClick={props.onRestore}
          aria-label={`Restore ${label} as draft…`}
        >
          Restore as draft…
        </GuardedButton>
      </Box>
    </Box>
  );
}
