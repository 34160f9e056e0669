import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ApiError } from '@/api/errors';
import { connectionStore } from '@/config/connection';
import { useStore } from '@/lib/store';
import { refreshSession, sessionStore } from './session-store';

const SignInPage = lazy(() =>
  import('./sign-in-page').then((module) => ({ default: module.SignInPage })),
);

/** A 401 from the gateway means the session ended (idle, absolute lifetime, user removed). */
function useSessionEnd(active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return undefined;
    const check = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401)
        void refreshSession().catch(() => undefined);
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [active, queryClient]);
}

/**
 * In gateway mode, the console (its router and every fetch) starts only for a signed-in operator;
 * anyone else, and anyone whose session ends, gets the sign-in page at the URL they asked for.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const gateway = useStore(connectionStore).mode === 'gateway';
  const session = useStore(sessionStore);
  useSessionEnd(gateway && session !== undefined);
  if (!gateway || session) return children;
  return (
    <Suspense fallback={null}>
      <SignInPage />
    </Suspense>
  );
}
