import CloudOutlined from '@mui/icons-material/CloudOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { connectionLabel, connectionStore } from '@/config/connection';
import { paths } from '@/config/paths';
import { useStore } from '@/lib/store';
import { sessionChipSlot } from '@/config/session-store';

const ModeLink = styled(RouterLink, { shouldForwardProp: (prop) => prop !== 'demo' })<{
  demo: boolean;
}>(({ theme, demo }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  maxWidth: 320,
  height: 30,
  padding: '0 12px',
  borderRadius: 15,
  fontSize: '0.8125rem',
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: demo ? theme.palette.secondary.contrastText : theme.palette.text.primary,
  background: demo ? theme.palette.secondary.main : theme.palette.background.paper,
  '& svg': { fontSize: '1.1rem' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
  // On a phone the top bar has room for "Live" only; the host stays in the name and the hint.
  [theme.breakpoints.down('sm')]: { '& .host': { display: 'none' } },
}));

/** "Demo", or the live host: always visible, so nobody mistakes one for the other. */
export function ModeChip() {
  const connection = useStore(connectionStore);
  // Behind the gateway: the signed-in operator, their role and Sign out instead.
  const sessionChip = useStore(sessionChipSlot);
  if (connection.mode === 'gateway') return sessionChip;
  const demo = connection.mode === 'demo';
  const label = connectionLabel(connection);
  return (
    <ModeLink
      to={paths.connection()}
      demo={demo}
      aria-label={
        demo
          ? 'Mode: demo API. Open the connection settings'
          : `Mode: live, ${label}. Open the connection settings`
      }
      title={demo ? 'The demo API runs in this browser' : `Live service: ${label}`}
    >
      {demo ? <ScienceOutlined /> : <CloudOutlined />}
      {demo ? (
        <span className="mode-word">Demo</span>
      ) : (
        <span className="mode-word">
          Live<span className="host">: {label}</span>
        </span>
      )}
    </ModeLink>
  );
}
