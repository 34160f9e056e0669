import Typography from '@mui/material/Typography';
import type { Capability } from '@/lib/permissions';

/** Beside a disabled control: why the signed-in role cannot use it. */
export function RoleNote({ capability }: { capability: Capability }) {
  if (capability.allowed) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {capability.reason}
    </Typography>
  );
}
