/**
 * The run view: how long a 300-node run takes to open on its layout beside the compare view of the
 * same layout, measured alternately in one run (both from a click in the app to the first edge drawn,
 * after one warm visit), and how many requests an open running run makes per second (live against a
 * sandbox, counted at the network for ten seconds).
 */
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { API_KEY_KEY, SETTINGS_KEY } from '@/config/connection';
import { startSandbox } from '@/demo-api/server/sandbox';
import { DEMO_STORAGE_KEY } from '@/demo-api/store/persistence';
import type { ActionRecord, ExecutionRecord } from '@/demo-api/store/records';
import { demoState, START } from './canvas';
import { launch, newBenchContext, timeClickTo } from './lib/chrome';
import { benchDist } from './lib/dist';
import { serve, urlOf } from './lib/serve';
import { settle } from './lib/settle';
import { median } from './lib/stats';

const EXECUTION_ID = '019f0000-0000-7000-8000-00000000e300';
const RUN_EDGES = '[role="region"][aria-label="Layout of this run"] .react-flow__edge-path';
const COMPARE_EDGES = '[role="region"][aria-label="Published layout"] .react-flow__edge-path';

/** The demo's saved state with a workflow of `size` nodes and one finished run over all of them. */
export function runState(size: number) {
  const state = demoState(size);
  const saved = JSON.parse(state.storage) as { seed: string; rows: Record<string, unknown> };
  const at = (ms: number) => new Date(Date.UTC(2026, 9, 1) + ms).toISOString();
  const steps = state.published.nodes.filter((node) => node.type !== 'Start');
  const actions: Record<string, ActionRecord> = {};
  steps.forEach((node, index) => {
    const failed = index === steps.length - 1;
    const uuid = `019f0000-0000-7000-8000-${String(index).padStart(12, '0')}`;
    actions[uuid] = {
      uuid,
      hashid: `act_${String(index)}`,
      execution_id: EXECUTION_ID,
      workflow_id: state.id,
      node_id: node.id,
      name: node.name,
      status: failed ? 'failed' : 'completed',
      log: {},
      failure_note: failed ? 'HTTP 503 from bench.example' : null,
      created_at: at(index * 1000),
      run_at: at(index * 1000),
      completed_at: failed ? null : at(index * 1000 + 500),
      failed_at: failed ? at(index * 1000 + 500) : null,
      stopped_at: null,
    };
  });
  const execution: ExecutionRecord = {
    id: EXECUTION_ID,
    workflow_id: state.id,
    user_key: 'main',
    status: 'failed',
    data: {},
    stop_events: [],
    created_at: at(0),
    hashid: 'exe_bench',
    template: state.published,
    plan: null,
  };
  saved.rows = { ...saved.rows, executions: { [EXECUTION_ID]: execution }, actions };
  return { id: state.id, storage: JSON.stringify(saved) };
}

type Side = 'run' | 'compare';

async function openOnce(
  browser: Browser,
  base: string,
  state: ReturnType<typeof runState>,
  side: Side,
): Promise<number> {
  const context = await newBenchContext(browser);
  await context.addInitScript(
    ({ key, value }) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    { key: DEMO_STORAGE_KEY, value: state.storage },
  );
  const page = await context.newPage();
  // Warm: the screen's chunk and its data once, as after any first visit; then from another tab.
  const url =
    side === 'run'
      ? `${base}/workflows/${state.id}/runs/${EXECUTION_ID}`
      : `${base}/workflows/${state.id}/compare?view=published&node=${START}`;
  const done = side === 'run' ? RUN_EDGES : COMPARE_EDGES;
  await page.goto(url);
  await page.locator(done).first().waitFor({ state: 'attached', timeout: 60_000 });
  const tab = side === 'run' ? 'Actions' : 'Overview';
  await page
    .getByRole('navigation', { name: 'Workflow sections' })
    .getByRole('link', { name: tab })
    .click();
  const link =
    side === 'run'
      ? `a[href$="/runs/${EXECUTION_ID}"]`
      : 'nav[aria-label="Workflow sections"] a[href*="/compare"]';
  await page.locator(link).first().waitFor({ timeout: 60_000 });
  await settle();
  const ms = await timeClickTo(page, link, done);
  await context.close();
  return ms;
}

export interface RunViewFigures {
  size: number;
  runMs: number;
  compareMs: number;
  /** Requests per second an open running run made, over `windowS` seconds. */
  pollPerSecond: number;
  windowS: number;
}

/** Requests a running run's view makes (live against a sandbox) in `windowS` seconds. */
async function pollRate(browser: Browser, base: string, windowS: number): Promise<number> {
  const sandbox = startSandbox({ port: 0 });
  const api = await sandbox.ready;
  const key = 'sk_test_bench_runs';
  try {
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const list = (await (await fetch(`${api}/api/v1/workflows?limit=100`, { headers })).json()) as {
      collection: { id: string; key: string }[];
    };
    const workflow = list.collection.find((w) => w.key === 'enterprise-onboarding-orchestration');
    if (!workflow) throw new Error('the sandbox has no long workflow to run');
    const started = (await (
      await fetch(`${api}/api/v1/workflows/${workflow.id}/execute`, {
        method: 'POST',
        headers,
        body: '{}',
      })
    ).json()) as { id: string };
    const context = await newBenchContext(browser, undefined, {
      origin: new URL(base).origin,
      localStorage: {
        [SETTINGS_KEY]: JSON.stringify({
          mode: 'live',
          baseUrl: api,
          rememberKey: true,
          defaultUserKey: 'main',
          adminView: true,
        }),
        [API_KEY_KEY]: key,
      },
    });
    const page = await context.newPage();
    await page.goto(`${base}/workflows/${workflow.id}/runs/${started.id}`);
    await page.getByText('Following the run while it runs…').waitFor({ timeout: 60_000 });
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(`${api}/api/v1/`)) requests += 1;
    });
    await page.waitForTimeout(windowS * 1000);
    await context.close();
    return requests / windowS;
  } finally {
    await sandbox.close();
  }
}

export async function benchRunView(
  size: number,
  runs: number,
  log: (line: string) => void,
): Promise<RunViewFigures> {
  const server = await serve(fileURLToPath(new URL('../../', import.meta.url)), benchDist(), false);
  const browser = await launch();
  try {
    const state = runState(size);
    const run: number[] = [];
    const compare: number[] = [];
    // Alternate the two so drift in the machine's load affects them alike.
    for (let index = 0; index < runs; index += 1) {
      compare.push(await openOnce(browser, urlOf(server), state, 'compare'));
      run.push(await openOnce(browser, urlOf(server), state, 'run'));
    }
    const windowS = 10;
    const pollPerSecond = await pollRate(browser, urlOf(server), windowS);
    const figures = {
      size,
      runMs: median(run),
      compareMs: median(compare),
      pollPerSecond,
      windowS,
    };
    log(
      `  run view ${size} nodes: ${figures.runMs.toFixed(0)} ms (runs ${run.map((ms) => ms.toFixed(0)).join(', ')}); compare ${figures.compareMs.toFixed(0)} ms (runs ${compare.map((ms) => ms.toFixed(0)).join(', ')}); polling ${pollPerSecond.toFixed(2)} requests/s`,
    );
    return figures;
  } finally {
    await browser.close();
    server.httpServer.close();
  }
}
