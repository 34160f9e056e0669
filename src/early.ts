/**
 * The first code to run, loaded beside the app's own (a much larger file) and run as soon as it
 * arrives: it asks for config.json and then, in demo mode, starts the demo API (its worker loads its
 * code and seed; requests are routed to it, config/transport.ts), and starts the first screen's read
 * (app/first-read.ts), so all of that happens while the app's code still downloads and compiles.
 * main.tsx takes config.json from it (`window.__wfcEarly`); when the app's code runs first, main.tsx
 * reads config.json itself and takes this file's place, and this file then starts nothing. Either may
 * start the demo API, which src/demo-api/start.ts starts once per page. This file imports only small
 * modules without React (the build puts them in a small chunk shared with the app, and the demo API's
 * code imports nothing from the app's chunk, vite.config.ts): it must not wait for the app's code.
 */
import { screenPath, startFirstRead } from './app/first-read';
import { readConfigBody, runtimeConfigFrom } from './config/runtime-config';
import { readConnection } from './config/saved-settings';
import { startDemoOnce } from './demo-api/start';

export interface EarlyBoot {
  /** config.json's parsed body, or null (missing, unreadable, not JSON). */
  config: Promise<unknown>;
}

declare global {
  interface Window {
    __wfcEarly?: EarlyBoot;
  }
}

function begin(): void {
  const config = readConfigBody();
  // config.json decides first (behind the gateway, never the demo), then this browser's settings:
  // the same reading as the app's (saved-settings.ts).
  void config.then((body) => {
    const runtime = runtimeConfigFrom(body);
    const mode = readConnection(runtime).mode;
    // A build without the demo API (WFC_DEMO=off) leaves it out here too; main.tsx says why.
    const demo = __DEMO_API__ && mode === 'demo';
    // A failed start is reported by main.tsx, which starts (or joins) it too; nothing is left unhandled.
    if (demo) startDemoOnce().catch(() => undefined);
    // In every mode (demo only with its API). In demo mode the read waits for the demo API, which
    // answers as soon as it is up; behind the gateway it carries the session's cookie.
    if (mode !== 'demo' || demo) startFirstRead(runtime);
    if (!demo) importOverviewEarly();
  });
  window.__wfcEarly = { config };
}

/**
 * Opened on the overview: its screen's code (a lazy chunk and the small chunks it shares with other
 * screens) is asked for now, beside the app's, instead of once the app has run and the router has
 * matched `/`. A dynamic import, so nothing runs before the app does, and no other page asks. Not in
 * demo mode: there the demo API's worker and seed load at the same moment, and 30 more requests
 * delayed its first answer more than they saved (docs/performance.md).
 */
function importOverviewEarly(): void {
  if (screenPath(window.location.pathname, import.meta.env.BASE_URL) === '')
    import('./app/routes/overview').catch(() => undefined);
}

if (typeof window !== 'undefined' && !window.__wfcEarly) begin();
