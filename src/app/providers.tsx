import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { preferencesStore, updatePreferences } from '@/config/preferences';
import { useStore } from '@/lib/store';
import { buildTheme } from '@/lib/theme';

interface ColorMode {
  mode: 'light' | 'dark';
  toggle: () => void;
}

const ColorModeContext = createContext<ColorMode>({ mode: 'light', toggle: () => undefined });

export function useColorMode(): ColorMode {
  return useContext(ColorModeContext);
}

/** The providers every screen needs: query cache, theme (persisted light/dark choice), baseline CSS. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const chosen = useStore(preferencesStore).theme;
  const mode = chosen ?? (prefersDark ? 'dark' : 'light');
  const theme = useMemo(() => buildTheme(mode), [mode]);
  const colorMode = useMemo<ColorMode>(
    () => ({
      mode,
      toggle: () => updatePreferences({ theme: mode === 'dark' ? 'light' : 'dark' }),
    }),
    [mode],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ColorModeContext.Provider value={colorMode}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </ColorModeContext.Provider>
    </QueryClientProvider>
  );
}
