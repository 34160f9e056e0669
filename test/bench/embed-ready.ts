/**
 * Time to ready of the React package's <SettingsForm> against today's loader, in the same run: the
 * throw-away host app built against the packed package (test/e2e/embed-react-app.ts), served by its
 * own server in front of the gateway and a sandbox, visited in Chromium with `?mode=component` and
 * with `?mode=script` (the same page mounting through the gateway's /embed.js). Each visit is timed
 * from the app's `wfc-mount` mark (its code has run, React is loaded) to `wfc-ready` (the form's
 * onReady: the frame loaded, took its token, read the form and rendered it); the page's navigation
 * to ready is kept beside it. Visits alternate, each in a fresh context, after the machine settles.
 */
import type { Page } from 'playwright-core';
import { buildSeed } from '@/demo-api/seed';
import { startSandbox } from '@/demo-api/server/sandbox';
import { startEmbedGateway, type EmbedGateway } from '../e2e/embed-gateway';
import { buildHostApp, serveHostApp, strictHostPolicy } from '../e2e/embed-react-app';
import { launch, newBenchContext } from './lib/chrome';
import { settle } from './lib/settle';
import { median } from './lib/stats';

export interface EmbedReadyFigures {
  runs: number;
  /** mount to ready, median. */
  componentMs: number;
  loaderMs: number;
  /** navigation to ready, median. */
  componentPageMs: number;
  loaderPageMs: number;
}

/** A workflow of `main` with a form, as a host would show it. */
function workflowId(): string {
  const found = buildSeed().workflows.find(
    (workflow) => workflow.owner_user_key === 'main' && workflow.form.length > 0,
  );
  if (!found) throw new Error('the seed has no workflow with a form');
  return found.id;
}

async function readyTimes(
  page: Page,
): Promise<{ mountToReady: number; navigationToReady: number }> {
  await page.waitForFunction(
    () => performance.getEntriesByName('wfc-ready').length > 0,
    undefined,
    {
      timeout: 30_000,
    },
  );
  return page.evaluate(() => {
    const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
    return { mountToReady: at('wfc-ready') - at('wfc-mount'), navigationToReady: at('wfc-ready') };
  });
}

export async function benchEmbedReady(
  runs: number,
  log: (line: string) => void,
): Promise<EmbedReadyFigures> {
  log('  building the host app against the packed React package…');
  const app = await buildHostApp();
  const corsOrigins: string[] = [];
  const sandbox = startSandbox({ port: 0, corsOrigins });
  const sandboxUrl = await sandbox.ready;
  // The host's server needs the gateway's address and the gateway the host's: the host asks late.
  const started: { gateway?: EmbedGateway } = {};
  const host = await serveHostApp(app, {
    policy: () => strictHostPolicy(started.gateway?.url ?? '', [sandboxUrl]),
    sign: (user, workflow, lifetime) =>
      started.gateway?.sign(user, workflow, lifetime) ?? Promise.reject(new Error('no gateway')),
  });
  const gateway = await startEmbedGateway({ sandboxUrl, origins: [host.url] });
  started.gateway = gateway;
  corsOrigins.push(gateway.url, host.url);
  const gatewayUrl = gateway.url;
  const browser = await launch();
  const times = { component: [] as number[], script: [] as number[] };
  const pages = { component: [] as number[], script: [] as number[] };
  const id = workflowId();
  try {
    for (let run = 0; run < runs; run += 1) {
      const order =
        run % 2 === 0 ? (['component', 'script'] as const) : (['script', 'component'] as const);
      for (const mode of order) {
        await settle();
        const context = await newBenchContext(browser, { width: 1000, height: 900 });
        const page = await context.newPage();
        const query = new URLSearchParams({
          mode,
          gateway: gatewayUrl,
          workflow: id,
          user: `bench-${run}`,
        });
        await page.goto(`${host.url}/?${query.toString()}`);
        const measured = await readyTimes(page);
        times[mode].push(measured.mountToReady);
        pages[mode].push(measured.navigationToReady);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await gateway.close();
    await host.close();
    await sandbox.close();
    app.remove();
  }
  return {
    runs,
    componentMs: median(times.component),
    loaderMs: median(times.script),
    componentPageMs: median(pages.component),
    loaderPageMs: median(pages.script),
  };
}
