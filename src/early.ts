/**
 * The first code to run, loaded beside the app's own (a much larger file) and run as soon as it
 * arrives: it asks for config.json and then, in demo mode, fetches the demo API's code and seed and
 * routes requests to it (config/transport.ts), and starts the first screen's read
 * (app/first-read.ts), so all of that happens while the app's code still downloads and compiles.
 * main.tsx takes what it started (`window.__wfcEarly`), or does it itself when this did not run. It
 * imports only small modules without React (the build puts them in a small chunk shared with the app,
 * and the demo API's code imports nothing from the app's chunk, vite.config.ts): this file must not
 * wait for the app's code.
 */
import { startFirstRead } from './app/first-read';
import { runtimeConfigFrom } from './config/runtime-config';
import { readConnection } from './config/saved-settings';
import { routeRequestsThrough } from './config/transport';

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

/** Starts the demo API; the console's requests go to it (and wait there until it is up). */
function startDemo(): Promise<void> {
  const demo = import('./demo-api/browser').then(({ startDemoApi }) => startDemoApi());
  routeRequestsThrough(demo.then(({ transport }) => transport));
  return demo.then(({ started }) => started);
}

function begin(): void {
  const config = readConfig();
  // config.json decides first (behind the gateway, never the demo), then this browser's settings:
  // the same reading as the app's (saved-settings.ts).
  const demo = config.then((body) => {
    const runtime = runtimeConfigFrom(body);
    const mode = readConnection(runtime).mode;
    // A build without the demo API (WFC_DEMO=off) leaves it out here too; main.tsx says why.
    const started = __DEMO_API__ && mode === 'demo' ? startDemo() : null;
    // A failed start is reported by main.tsx, which awaits it; nothing is left unhandled here.
    started?.catch(() => undefined);
    // In demo mode the read waits for the demo API, which answers as soon as it is up.
    if (mode === 'live' || started) startFirstRead(runtime);
    return started ? { started } : null;
  });
  window.__wfcEarly = { config, demo };
}

if (typeof window !== 'undefined' && !window.__wfcEarly) begin();
