/**
 * Renders the real app (router, providers, query client) at a URL, against the demo API handlers.
 * A fresh QueryClient per test with retries off, so failures show at once.
 */
import type { EmotionCache } from '@emotion/cache';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { connectionStore, initConnection, type Connection } from '@/config/connection';
import { reloadExtensions } from '@/config/extensions';
import { reloadPreferences } from '@/config/preferences';
import { reloadRecent } from '@/config/recent';
import { DEFAULT_RUNTIME_CONFIG } from '@/config/runtime-config';
import { createQueryClient } from '@/lib/query-client';

export interface RenderRouteOptions {
  connection?: Partial<Connection>;
  /** A style cache shared by several renders (by default each render makes its own, as a page load does). */
  styles?: EmotionCache;
}

export function renderRoute(url: string, options: RenderRouteOptions = {}) {
  initConnection(DEFAULT_RUNTIME_CONFIG);
  if (options.connection) connectionStore.set({ ...connectionStore.get(), ...options.connection });
  // The stores the app keeps in memory start from storage (cleared before each test), as on a page
  // load: page files share one import of the app per worker (vitest.config.ts).
  reloadPreferences();
  reloadRecent();
  reloadExtensions();
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} styles={options.styles}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}

/** The current location of a rendered router, as path + query. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
