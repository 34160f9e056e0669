/**
 * Gateway mode's start, loaded by main.tsx only in that mode (so no other mode downloads it): who is
 * signed in; for nobody, the sign-in page instead of the console (no router, no fetches); and a watch
 * on every query and mutation, since a 401 from the gateway means the session ended (idle, absolute
 * lifetime, user removed): the page then reloads into the sign-in page at the same URL (unsaved
 * settings answers are kept in session storage and offered back).
 */
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from '@/api/errors';
import { AppProviders } from '@/app/providers';
import { refreshSession } from '@/features/session/session-api';
import { SessionChip } from '@/features/session/session-chip';
import { sessionChipSlot } from '@/config/session-store';
import { SignInPage } from '@/features/session/sign-in-page';

function watchForSessionEnd(queryClient: QueryClient): void {
  const check = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    void refreshSession().then(
      (session) => {
        if (!session) window.location.reload();
      },
      () => undefined,
    );
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
}

/** Whether someone is signed in; if not, the sign-in page is rendered into `container`. */
export async function startSession(queryClient: QueryClient, container: Element): Promise<boolean> {
  if (await refreshSession()) {
    sessionChipSlot.set(<SessionChip />);
    watchForSessionEnd(queryClient);
    return true;
  }
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <SignInPage />
      </AppProviders>
    </StrictMode>,
  );
  return false;
}
