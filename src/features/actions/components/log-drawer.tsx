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
import { StepDetails } from './step-details';

interface LogDrawerProps {
  step: Action | null;
  nodeName?: string;
  onClose: () => void;
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
          <StepDetails step={step} name={name} />
        </Box>
      ) : null}
    </Drawer>
  );
}
