import Box from '@mui/material/Box';
import { useState } from 'react';
import { safeHttpUrl } from '@/utils/urls';

interface AppIconProps {
  url: unknown;
  /** Used for the fallback's initial. */
  name: string;
  size?: number;
}

/** An icon from the service: only http(s) URLs are loaded; anything else, or a failed load, shows an initial. */
export function AppIcon({ url, name, size = 20 }: AppIconProps) {
  const safe = safeHttpUrl(url);
  const [failed, setFailed] = useState<string | null>(null);
  if (safe && failed !== safe) {
    return (
      <img
        src={safe}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        referrerPolicy="no-referrer"
        style={{ borderRadius: 4, flex: 'none' }}
        onError={() => setFailed(safe)}
      />
    );
  }
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 1,
        bgcolor: 'action.selected',
        color: 'text.secondary',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: size * 0.55,
        fontWeight: 700,
      }}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </Box>
  );
}
