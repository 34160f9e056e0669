/**
 * Starts the demo API in the browser: msw's service worker answers the console's requests from an
 * in-memory store saved in local storage. Loaded with a dynamic import, and only in demo mode.
 */
import { setupWorker } from 'msw/browser';
import { DEMO_BASE_PATH } from '@/config/connection';
import { createDemoHandlers } from './handlers';
import { fetchSeed } from './seed-file';
import { DemoDb } from './store/db';
import type { DemoData } from './store/records';
import { DEMO_STORAGE_KEY, persistDemoState } from './store/persistence';

/** `seed`: the build's seed file, fetched early (src/early.ts); without one, the seed is built here. */
export async function startDemoApi(seed: Promise<DemoData | null> = fetchSeed()): Promise<void> {
  const db = new DemoDb((await seed) ?? undefined);
  const persistence = persistDemoState(db, window.localStorage);
  // Another tab changed the demo data: answer with it here too (the events screen counts its events).
  window.addEventListener('storage', (event) => {
    if (event.key === DEMO_STORAGE_KEY || event.key === null) persistence.follow();
  });
  const worker = setupWorker(
    ...createDemoHandlers({
      db,
      requireKey: false,
      controlsBase: DEMO_BASE_PATH,
      // The page answers with a generic message; the detail stays in this tab's console.
      onInternalError: ({ error, requestId, method, url }) =>
        console.error(`[demo API] ${method} ${url} failed (${requestId})`, error),
    }),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
