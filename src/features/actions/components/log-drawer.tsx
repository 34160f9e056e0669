/**
 * One step's log in a side drawer, so the table beside it never reflows: the step's status, node and
 * times, its failure note, and the log as readable JSON with a copy button.
 */
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Action } from '@/api/models';
import { CopyButton } from '@/components/copy-button';
import { DefinitionList, type Definition } from '@/components/definition-list';
import { JsonView } from '@/components/json-view';
import { toJsonText } from '@/utils/json-text';
import { Timestamp } from '@/components/timestamp';
import { durationText } from '@/lib/relative-time';
import { stepEnd } from '../runs';
import { StatusBadge } from './status-badge';

interface LogDrawerProps {
  step: Action | null;
  nodeName?: string;
  onClose: () => void;
}

const MOMENTS = [
  ['Ran', 'run_at'],
  ['Completed', 'completed_at'],
  ['Failed', 'failed_at'],
  ['Stopped', 'stopped_at'],
] as const;

function StepTimes({ step }: { step: Action }) {
  const end = stepEnd(step);
  const took =
    step.run_at_utc && end ? durationText(Date.parse(end) - Date.parse(step.run_at_utc)) : null;
  const items: Definition[] = MOMENTS.filter(([, key]) => step[`${key}_utc`] !== null).map(
    ([label, key]) => ({
      label,
      value: <Timestamp text={step[`${key}_string`]} utc={step[`${key}_utc`]} />,
    }),
  );
  if (took) items.push({ label: 'Took', value: <span>{took}</span> });
  if (items.length === 0) items.push({ label: 'Times', value: <span>Not run yet</span> });
  return <DefinitionList items={items} />;
}

export function LogDrawer({ step, nodeName, onClose }: LogDrawerProps) {
  const name = step ? step.name || nodeName || 'Unnamed step' : '';
  return (
    <Drawer
      anchor="right"
      open={step !== null}
      onClose={onClose}
      // Above the app bar (which sits above the navigation drawer): its title and Close show.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 } } } }}
    >
      {step ? (
        <Box
          role="region"
          aria-labelledby="log-drawer-title"
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                id="log-drawer-title"
                variant="h6"
                component="h2"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                Node <code>{step.node_id || 'none'}</code>
                {nodeName && nodeName !== name ? ` (“${nodeName}”)` : ''} · execution{' '}
                <code>{step.execution_id || 'none'}</code>
              </Typography>
            </Box>
            <IconButton onClick={onClose} aria-label="Close the log">
              <CloseIcon />
            </IconButton>
          </Stack>
          <div>
            <StatusBadge status={step.status} />
          </div>
          <StepTimes step={step} />
          {step.failure_note ? (
            <Typography role="note" color="error" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {step.failure_note}
            </Typography>
          ) : null}
          <Box sx={{ minHeight: 0, flex: 1, display: 'flex', flexDirection: 'column' }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2" component="h3">
                Log
              </Typography>
              <CopyButton value={toJsonText(step.log)} label="Copy the log as JSON" />
            </Stack>
            {Object.keys(step.log).length > 0 ? (
              <JsonView value={step.log} label={`Log of ${name}`} maxHeight={10_000} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                The log is empty.
              </Typography>
            )}
          </Box>
        </Box>
      ) : null}
    </Drawer>
  );
}
