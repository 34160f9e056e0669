/**
 * Says so while the browser is offline. TanStack Query pauses its fetches meanwhile (the same
 * onlineManager drives both) and resumes them when the connection is back.
 */
import Box from '@mui/material/Box';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useStore } from '@/lib/store';
import { waitingForConnection } from '@/lib/when-online';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const waiting = useStore(waitingForConnection);
  if (online) return null;
  return (
    <Box
      role="status"
      sx={{
        px: 2,
        py: 1,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        fontWeight: 600,
        fontSize: '0.875rem',
      }}
    >
      You are offline. What is on screen stays; the console fetches again when the connection is
      back. Saving waits until then.
      {waiting > 0 ? ' The screen you opened loads as soon as the connection is back.' : ''}
    </Box>
  );
}
