/**
 * The full error view (./error-alert.tsx) as a part fetched after the first screen
 * (src/lib/lazy-part.ts): ErrorState (./error-state.tsx) asks for it when a failure first shows, and
 * main.tsx once the page is idle, so it is usually there before any failure.
 */
import { lazyPart } from '@/lib/lazy-part';

export const errorAlert = lazyPart(() => import('./error-alert'));

/** Fetches the full error view ahead of any failure (nothing waits for it). */
export function preloadErrorAlert(): void {
  errorAlert.load().catch(() => undefined);
}
