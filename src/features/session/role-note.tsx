import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { connectionStore } from '@/config/connection';
import { useStore } from '@/lib/store';
import type { Capability } from './permissions';
import { sessionStore } from './session-store';

/** Beside a disabled control: why the signed-in role cannot use it. */
export function RoleNote({ capability }: { capability: Capability }) {
  if (capability.allowed) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {capability.reason}
    </Typography>
  );
}

/** Above every screen for a viewer in gateway mode: reading only, and what would need more. */
export function RoleBanner() {
  const { mode } = useStore(connectionStore);
  const session = useStore(sessionStore);
  if (mode !== 'gateway' || session?.role !== 'viewer') return null;
  return (
    <Alert severity="info" sx={{ borderRadius: 0 }}>
      You are signed in as a viewer: you can read everything; discarding drafts, saving settings,
      stopping executions and installing apps need the operator role.
    </Alert>
  );
}
