/**
 * Boot: take what early.ts started (config.json, in demo mode the demo API) before this larger code
 * arrived; read the runtime configuration; behind the gateway, check the session; make the router
 * (its loaders start the first fetch); then render. In demo mode the demo API starts beside
 * the first render (its service worker registered first, so it installs while the demo code loads;
 * a dynamic import, so live mode never downloads it), and requests wait for it at a gate instead of
 * the whole page waiting: the shell and the list's skeleton paint meanwhile.
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { firstReadSettled } from './app/first-read';
import { createAppRouter } from './app/router';
import { initConnection } from './config/connection';
import { holdRequestsUntil } from './config/requests-ready';
import { loadRuntimeConfig, runtimeConfigFrom } from './config/runtime-config';
import { createQueryClient } from './lib/query-client';

const WORKER_URL = `${import.meta.env.BASE_URL}mockServiceWorker.js`;

/** In live mode, a demo service worker left from an earlier visit must not sit between us and the API. */
async function retireDemoWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) => registration.active?.scriptURL.endsWith('/mockServiceWorker.js'))
      .map((registration) => registration.unregister()),
  );
}

/** Starts the demo API: the worker's install begins before its code (msw, the seed) has loaded. */
function startDemo(): Promise<void> {
  if (!__DEMO_API__)
    return Promise.reject(
      new Error(
        'This build was made without the demo API (WFC_DEMO=off): give it a config.json for live or gateway mode.',
      ),
    );
  if ('serviceWorker' in navigator)
    navigator.serviceWorker.register(WORKER_URL).catch(() => undefined);
  return import('./demo-api/browser').then(({ startDemoApi }) => startDemoApi());
}

/** What early.ts started before this code arrived, if it ran (config.json, the demo API). */
const early = window.__wfcEarly;

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
  const connection = initConnection(
    await (early ? early.config.then(runtimeConfigFrom) : loadRuntimeConfig()),
  );
  const started = early ? (await early.demo)?.started : undefined;
  const demo = connection.mode === 'demo' ? (started ?? startDemo()) : null;
  if (demo) holdRequestsUntil(demo);
  else void retireDemoWorker();
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
  await firstReadSettled(queryClient);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  demo?.catch((error: unknown) => showBootError(error, root));
}

boot().catch((error: unknown) => showBootError(error));
