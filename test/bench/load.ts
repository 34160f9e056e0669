/**
 * First visits in Chromium, each in a fresh browser context (empty cache and storage), beside a bare
 * reference loaded the same way in the same run: the time from navigation start to the first frame
 * showing the first row of /workflows (the bare React + MUI shell in reference/: its first table row),
 * and to the first frame showing an edge of the 300-node compare view (the bare React Flow page in
 * reference-flow/, mounted at once with `?show=1`, with the same nodes and edges). Times are read in
 * the page (performance.now(), whose origin is the navigation start). The console runs in demo mode,
 * so its figure includes starting the demo API (its worker, its seed) from nothing.
 *
 * Live mode: the console against the sandbox (a local server speaking the interface, started here),
 * beside reference-live/, a minimal React + MUI + TanStack Query page fetching the same first page
 * from the same server with the same key, alternated in one run. The console's browser has saved its
 * connection with "Remember the key" (settings and key in local storage): what a deep link opened in a
 * new tab needs. Saved storage (that, and the compare view's demo state) is in the fresh profile
 * before the visit, not written by a script during it, which would add to the visit's main thread.
 */
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { API_KEY_KEY, SETTINGS_KEY } from '@/config/connection';
import { startSandbox } from '@/demo-api/server/sandbox';
import { DEMO_STORAGE_KEY } from '@/demo-api/store/persistence';
import { bareGraph, demoState, START } from './canvas';
import { benchDist } from './lib/dist';
import { launch, newBenchContext, type SavedStorage } from './lib/chrome';
import { serve, urlOf } from './lib/serve';
import { settle } from './lib/settle';
import { median } from './lib/stats';

export interface LoadFigure {
  /** Median milliseconds from navigation start to the first frame showing the element. */
  consoleMs: number;
  referenceMs: number;
  consoleRuns: number[];
  referenceRuns: number[];
}

export interface LoadFigures {
  runs: number;
  listFirstRow: LoadFigure;
  /** The console live against the sandbox, beside the minimal page fetching the same first page. */
  liveListFirstRow: LoadFigure;
  /** The overview's first figure from a deep link (`/`), demo and live, beside the minimal page
   * fetching the same first request (the newest 100 finished actions) from the sandbox. */
  overviewDemo: LoadFigure;
  overviewLive: LoadFigure;
  compareCanvas: LoadFigure & { size: number };
}

/** Each figure's visits so far: the console's and its reference's, in milliseconds. */
interface Sides {
  console: number[];
  reference: number[];
}

const LIST_ROW = 'main table[aria-label="Workflows"] tbody tr a';
const FIGURE = '[data-figure="Runs"]';
const REFERENCE_ROW = 'main table tbody tr td';
const CONSOLE_EDGE = '[role="region"][aria-label="Draft layout"] .react-flow__edge-path';
const BARE_EDGE = '[role="region"][aria-label="Bare canvas"] .react-flow__edge-path';

/** Installed before any page script: notes the frame in which `selector` first matches. */
function watchFirst(selector: string): void {
  const state = window as unknown as { __benchFirst?: number };
  const observer = new MutationObserver(() => {
    if (state.__benchFirst !== undefined || !document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      state.__benchFirst = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

interface LiveApi {
  baseUrl: string;
  key: string;
}

const BENCH_KEY = 'sk_test_bench_load';

async function timeFirstVisit(
  browser: Browser,
  url: string,
  selector: string,
  setup?: {
    graph?: unknown;
    storage?: { key: string; value: string };
    /** The console, live: its saved connection and key, as the Connection page leaves them. */
    live?: LiveApi;
    /** The live reference page's server and key. */
    referenceApi?: LiveApi;
  },
): Promise<number> {
  const origin = new URL(url).origin;
  // The console live: what its Connection page saves with "Remember the key" (a deep link opened in
  // a new tab reads its key there; one kept for the session only is not in a new tab).
  const localStorage = setup?.live
    ? {
        [SETTINGS_KEY]: JSON.stringify({
          mode: 'live',
          baseUrl: setup.live.baseUrl,
          rememberKey: true,
          defaultUserKey: 'main',
          adminView: true,
        }),
        [API_KEY_KEY]: setup.live.key,
      }
    : setup?.storage && { [setup.storage.key]: setup.storage.value };
  const saved: SavedStorage | undefined = localStorage && { origin, localStorage };
  const context = await newBenchContext(browser, undefined, saved);
  if (setup?.referenceApi) {
    await context.addInitScript((api) => {
      (window as unknown as { __BENCH_API__: unknown }).__BENCH_API__ = api;
    }, setup.referenceApi);
  }
  if (setup?.graph) {
    await context.addInitScript((value) => {
      (window as unknown as { __BENCH_GRAPH__: unknown }).__BENCH_GRAPH__ = value;
    }, setup.graph);
  }
  await context.addInitScript(watchFirst, selector);
  const page = await context.newPage();
  // The last visit's renderer may still be ending, and this page's is starting: measure from quiet.
  await settle();
  await page.goto(url);
  const handle = await page.waitForFunction(
    () => (window as unknown as { __benchFirst?: number }).__benchFirst,
    undefined,
    { timeout: 60_000 },
  );
  const ms = Number(await handle.jsonValue());
  await context.close();
  return ms;
}

const figure = ({ console: consoleRuns, reference: referenceRuns }: Sides): LoadFigure => ({
  consoleMs: median(consoleRuns),
  referenceMs: median(referenceRuns),
  consoleRuns,
  referenceRuns,
});

export async function benchLoad(
  runs: number,
  log: (line: string) => void,
  size = 300,
): Promise<LoadFigures> {
  const consoleServer = await serve(
    fileURLToPath(new URL('../../', import.meta.url)),
    benchDist(),
    false,
  );
  const shellServer = await serve(
    fileURLToPath(new URL('./reference/', import.meta.url)),
    fileURLToPath(new URL('../../.bench/reference-load/', import.meta.url)),
    true,
  );
  const flowServer = await serve(
    fileURLToPath(new URL('./reference-flow/', import.meta.url)),
    fileURLToPath(new URL('../../.bench/reference-flow-load/', import.meta.url)),
    true,
  );
  const liveServer = await serve(
    fileURLToPath(new URL('./reference-live/', import.meta.url)),
    fileURLToPath(new URL('../../.bench/reference-live-load/', import.meta.url)),
    true,
  );
  // The console and the minimal live page call the sandbox from their own origins.
  const sandbox = startSandbox({
    port: 0,
    corsOrigins: [urlOf(consoleServer), urlOf(liveServer)],
  });
  const api: LiveApi = { baseUrl: await sandbox.ready, key: BENCH_KEY };
  const browser = await launch();
  try {
    const state = demoState(size);
    const graph = bareGraph(state.draft);
    const storage = { key: DEMO_STORAGE_KEY, value: state.storage };
    const list: Sides = { console: [], reference: [] };
    const canvas: Sides = { console: [], reference: [] };
    const live: Sides = { console: [], reference: [] };
    const overviewDemo: Sides = { console: [], reference: [] };
    const overviewLive: Sides = { console: [], reference: [] };
    // Alternate the console and its reference so drift in the machine's load affects both alike,
    // and each pair in both orders (the console first in odd runs): a fixed order would favour one
    // side with whatever the visit before it leaves running.
    const pair = async (
      run: number,
      into: Sides,
      visit: Record<keyof Sides, () => Promise<number>>,
    ) => {
      const order =
        run % 2 === 0 ? (['reference', 'console'] as const) : (['console', 'reference'] as const);
      for (const side of order) into[side].push(await visit[side]());
    };
    for (let run = 0; run < runs; run += 1) {
      await pair(run, list, {
        reference: () => timeFirstVisit(browser, `${urlOf(shellServer)}/`, REFERENCE_ROW),
        console: () => timeFirstVisit(browser, `${urlOf(consoleServer)}/workflows`, LIST_ROW),
      });
      await pair(run, canvas, {
        reference: () =>
          timeFirstVisit(browser, `${urlOf(flowServer)}/?show=1&focus=${START}`, BARE_EDGE, {
            graph,
          }),
        console: () =>
          timeFirstVisit(
            browser,
            `${urlOf(consoleServer)}/workflows/${state.id}/compare?view=draft&node=${START}`,
            CONSOLE_EDGE,
            { storage },
          ),
      });
      await pair(run, live, {
        reference: () =>
          timeFirstVisit(browser, `${urlOf(liveServer)}/`, REFERENCE_ROW, { referenceApi: api }),
        console: () =>
          timeFirstVisit(browser, `${urlOf(consoleServer)}/workflows`, LIST_ROW, { live: api }),
      });
      const overviewReference = () =>
        timeFirstVisit(browser, `${urlOf(liveServer)}/?overview`, FIGURE, { referenceApi: api });
      await pair(run, overviewDemo, {
        reference: overviewReference,
        console: () => timeFirstVisit(browser, `${urlOf(consoleServer)}/`, FIGURE),
      });
      await pair(run, overviewLive, {
        reference: overviewReference,
        console: () => timeFirstVisit(browser, `${urlOf(consoleServer)}/`, FIGURE, { live: api }),
      });
      log(
        `  run ${run + 1}: overview demo ${overviewDemo.console.at(-1)?.toFixed(0)} ms, live ${overviewLive.console.at(-1)?.toFixed(0)} ms (minimal page ${overviewLive.reference.at(-1)?.toFixed(0)} ms)`,
      );
      log(
        `  run ${run + 1}: list ${list.console.at(-1)?.toFixed(0)} ms (shell ${list.reference.at(-1)?.toFixed(0)} ms), ` +
          `live ${live.console.at(-1)?.toFixed(0)} ms (minimal page ${live.reference.at(-1)?.toFixed(0)} ms), ` +
          `canvas ${canvas.console.at(-1)?.toFixed(0)} ms (bare ${canvas.reference.at(-1)?.toFixed(0)} ms)`,
      );
    }
    return {
      runs,
      listFirstRow: figure(list),
      liveListFirstRow: figure(live),
      overviewDemo: figure(overviewDemo),
      overviewLive: figure(overviewLive),
      compareCanvas: { size, ...figure(canvas) },
    };
  } finally {
    await browser.close();
    for (const server of [consoleServer, shellServer, flowServer, liveServer])
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await sandbox.close();
  }
}
