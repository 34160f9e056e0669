import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useStore } from '@/lib/store';
import { signOut } from './session-api';
import { sessionStore } from '@/config/session-store';

const ROLE_NAMES = { viewer: 'Viewer, read only', operator: 'Operator', admin: 'Admin' } as const;

const READ_ONLY =
  'You are signed in as a viewer: you can read everything; discarding drafts, saving settings, stopping executions and installing apps need the operator role.';

/** The top bar in gateway mode: who is signed in, with which role, and Sign out. */
export function SessionChip() {
  const session = useStore(sessionStore);
  if (!session) return null;
  return (
    <>
      <Button
        color="inherit"
        component={RouterLink}
        to={paths.connection()}
        aria-label={`Signed in as ${session.user}, role ${session.role}. Open your session`}
        title={session.role === 'viewer' ? READ_ONLY : undefined}
        sx={{ textTransform: 'none', maxWidth: 280 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {session.user} · {ROLE_NAMES[session.role]}
        </span>
      </Button>
      <Button color="inherit" onClick={() => void signOut()} sx={{ textTransform: 'none' }}>
        Sign out
      </Button>
    </>
  );
}
