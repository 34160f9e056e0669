/**
 * Boot: read the runtime configuration, start the in-browser demo API when in demo mode (a dynamic
 * import, so live mode never downloads it), then render.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initConnection } from './config/connection';
import { loadRuntimeConfig } from './config/runtime-config';
import { createQueryClient } from './lib/query-client';

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

async function boot(): Promise<void> {
  const connection = initConnection(await loadRuntimeConfig());
  if (connection.mode === 'demo') {
    if (!__DEMO_API__)
      throw new Error(
        'This build was made without the demo API (WFC_DEMO=off): give it a config.json for live or gateway mode.',
      );
    const { startDemoApi } = await import('./demo-api/browser');
    await startDemoApi();
  } else {
    void retireDemoWorker();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  // Behind the gateway: the console only for someone signed in; anyone else gets the sign-in page.
  if (connection.mode === 'gateway') {
    const { startSession } = await import('./app/start-session');
    if (!(await startSession(queryClient, container))) return;
  }
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  const root = document.getElementById('root');
  if (root) {
    const message = document.createElement('pre');
    message.setAttribute('role', 'alert');
    message.style.cssText = 'padding:24px;white-space:pre-wrap;font:14px system-ui,sans-serif';
    message.textContent = `The console could not start: ${error instanceof Error ? error.message : String(error)}\n\nReload the page, or open /connection to check the settings.`;
    root.replaceChildren(message);
  }
});
