import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { consoleOptionsAccess } from '@/api/current';
import { THEME_MODE_KEY, themeStorage } from '@/config/theme-storage';
import { OptionsAccessContext } from '@/lib/options-access';
import { createStyleCache } from '@/lib/style-cache';
import { theme } from '@/lib/theme';

/**
 * The providers every screen needs: query cache, theme, baseline CSS, and what AsyncSelect option
 * requests may carry (the key, only to the configured API's own URLs). The light/dark choice is
 * MUI's colour-scheme mode, kept in the preferences and read before the first render (`noSsr`), so
 * the first paint already has the chosen scheme; without a choice it follows the system. Styles go
 * through a cache that carries the page's CSP nonce when the gateway gives one.
 */
export function AppProviders({
  queryClient,
  styles,
  children,
}: {
  queryClient: QueryClient;
  /** The style cache, when one outlives this render (tests that render a screen many times). */
  styles?: EmotionCache;
  children: ReactNode;
}) {
  const [styleCache] = useState(() => styles ?? createStyleCache());
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
          <OptionsAccessContext value={consoleOptionsAccess}>{children}</OptionsAccessContext>
        </ThemeProvider>
      </CacheProvider>
    </QueryClientProvider>
  );
}
