import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { THEME_MODE_KEY, themeStorage } from '@/config/theme-storage';
import { createStyleCache } from '@/lib/style-cache';
import { theme } from '@/lib/theme';

/**
 * The providers every screen needs: query cache, theme and baseline CSS. The light/dark choice is
 * MUI's colour-scheme mode, kept in the preferences and read before the first render (`noSsr`), so
 * the first paint already has the chosen scheme; without a choice it follows the system. Styles go
 * through a cache that carries the page's CSP nonce when the gateway gives one.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const [styleCache] = useState(() => createStyleCache());
  return (
    <QueryClientProvider client={queryClient}>
      <CacheProvider value={styleCache}>
        <ThemeProvider
          theme={theme}
          defaultMode="system"
          modeStorageKey={THEME_MODE_KEY}
          storageManager={themeStorage}
          noSsr
        >
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </QueryClientProvider>
  );
}
