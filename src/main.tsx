/**
 * Boot: take config.json from early.ts, which asked for it (and started the demo API) before this larger code
 * arrived; read the runtime configuration; behind the gateway, check the session; make the router
 * (its loaders start the first fetch); then render. In demo mode the demo API starts beside the app
 * (a dynamic import, so live mode never downloads it) and answers requests in its worker; requests
 * wait for it (config/transport.ts) instead of the whole page waiting.
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { firstReadSettled } from './app/first-read';
import { createAppRouter } from './app/router';
import { initConnection } from './config/connection';
import { startDemoOnce } from './demo-api/start';
import { readConfigBody, runtimeConfigFrom } from './config/runtime-config';
import { createQueryClient } from './lib/query-client';
import { whenIdle } from './lib/when-idle';
import { whenOnline } from './lib/when-online';
import { preloadErrorReader } from './api/client';
import { preloadErrorAlert } from './components/error-alert-part';

/**
 * Earlier versions ran the demo API in a service worker (msw's `mockServiceWorker.js`): one left from
 * such a visit must not sit between the page and the API. Done once the page is idle: the first use
 * of `navigator.serviceWorker` costs several milliseconds of the first screen's time (CPU profile of
 * a first visit), and a page is not controlled by a worker it unregisters anyway, only the next one.
 */
async function retireDemoWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) =>
        (
          registration.active ??
          registration.waiting ??
          registration.installing
        )?.scriptURL.endsWith('/mockServiceWorker.js'),
      )
      .map((registration) => registration.unregister()),
  );
}

/** Starts the demo API (once per page: early.ts has usually started it already). */
function startDemo(): Promise<void> {
  if (!__DEMO_API__)
    return Promise.reject(
      new Error(
        'This build was made without the demo API (WFC_DEMO=off): give it a config.json for live or gateway mode.',
      ),
    );
  return startDemoOnce();
}

/**
 * What early.ts started before this code arrived (config.json). When this code ran first (early.ts's
 * file came later, on a busy machine), it reads config.json itself and takes early.ts's place, so
 * early.ts starts nothing: a first read started after the app's own request would be a second
 * request that nobody takes.
 */
const early = (window.__wfcEarly ??= { config: readConfigBody() });

function showBootError(error: unknown, root?: Root): void {
  root?.unmount();
  const container = document.getElementById('root');
  if (!container) return;
  const message = document.createElement('pre');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'padding:24px;white-space:pre-wrap;font:14px system-ui,sans-serif';
  message.textContent = `The console could not start: ${error instanceof Error ? error.message : String(error)}\n\nReload the page, or open /connection to check the settings.`;
  container.replaceChildren(message);
}

async function boot(): Promise<void> {
  const connection = initConnection(runtimeConfigFrom(await early.config));
  const demo = connection.mode === 'demo' ? startDemo() : null;
  // Also for a visitor the gateway sends to its sign-in page, and whatever happens next.
  whenIdle(() => {
    retireDemoWorker().catch((error: unknown) => {
      console.warn('Could not remove an old demo service worker', error);
    });
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  // Behind the gateway: the console only for someone signed in; anyone else gets the sign-in page.
  if (connection.mode === 'gateway') {
    const { startSession } = await import('./app/start-session');
    if (!(await startSession(queryClient, container))) return;
  }
  // The router's loaders start the first screen's fetch before React renders anything.
  const router = createAppRouter(queryClient);
  // The demo API answers from this page's own worker: worth a longer wait than a network's answer.
  // On a slow machine its first answer can come a few hundred milliseconds after the app is ready;
  // a frame of skeletons first costs as much as the rows' own render, which then comes later still
  // (alternated first visits on a 2-core machine: 1.49 s to the first row with 800 ms, 1.77 s with
  // 300). A demo API that fails to start fails the read, which ends the wait at once.
  await firstReadSettled(queryClient, demo ? 800 : 100);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  // The code that reads and shows failures is not in the first load: fetched once the screen is up
  // (offline, once the connection is back: a module that failed to load stays failed).
  whenIdle(() => {
    whenOnline(preloadErrorReader, { background: true }).catch(() => undefined);
    preloadErrorAlert();
  });
  demo?.catch((error: unknown) => showBootError(error, root));
}

boot().catch((error: unknown) => showBootError(error));
