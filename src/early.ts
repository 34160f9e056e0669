/**
 * The first code to run, loaded beside the app's own (a much larger file) and run as soon as it
 * arrives: it asks for config.json and then, in demo mode, registers the demo API's service worker
 * and fetches the demo API's code, or in live mode starts the first screen's read (app/first-read.ts),
 * so all of that happens while the app's code still downloads and compiles. main.tsx takes what it
 * started (`window.__wfcEarly`), or does it itself when this did not run. It imports only small
 * modules without React (the build puts them in a small chunk shared with the app, vite.config.ts):
 * this file must not wait for the app's code.
 */
import { startFirstRead } from './app/first-read';
import { runtimeConfigFrom } from './config/runtime-config';
import { fetchSeed } from './demo-api/seed-file';
import { readConnection } from './config/saved-settings';

export interface EarlyBoot {
  /** config.json's parsed body, or null (missing, unreadable, not JSON). */
  config: Promise<unknown>;
  /** Once the mode is known: the demo API starting, or null when it is live mode. */
  demo: Promise<{ started: Promise<void> } | null>;
}

declare global {
  interface Window {
    __wfcEarly?: EarlyBoot;
  }
}

async function readConfig(): Promise<unknown> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
    return await response.json();
  } catch {
    return null;
  }
}

/** Registers the worker first (its install runs while the demo code downloads), then starts it. */
function startDemo(): Promise<void> {
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}mockServiceWorker.js`)
      .catch(() => undefined);
  }
  // The seed data the build wrote downloads beside the demo API's code.
  const seed = fetchSeed();
  return import('./demo-api/browser').then(({ startDemoApi }) => startDemoApi(seed));
}

function begin(): void {
  const config = readConfig();
  // config.json decides first (behind the gateway, never the demo), then this browser's settings:
  // the same reading as the app's (saved-settings.ts).
  const demo = config.then((body) => {
    const runtime = runtimeConfigFrom(body);
    if (readConnection(runtime).mode === 'live') startFirstRead(runtime);
    // A build without the demo API (WFC_DEMO=off) leaves it out here too; main.tsx says why.
    if (!__DEMO_API__ || readConnection(runtime).mode !== 'demo') return null;
    const started = startDemo();
    // A failed start is reported by main.tsx, which awaits it; nothing is left unhandled here.
    started.catch(() => undefined);
    return { started };
  });
  window.__wfcEarly = { config, demo };
}

if (typeof window !== 'undefined' && !window.__wfcEarly) begin();
