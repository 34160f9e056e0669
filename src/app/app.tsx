import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { SessionGate } from '@/features/session/session-gate';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The router starts (and its loaders fetch) only once the gate lets the console in. */
function Routes({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createAppRouter(queryClient));
  return <RouterProvider router={router} />;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <SessionGate>
        <Routes queryClient={queryClient} />
      </SessionGate>
    </AppProviders>
  );
}
