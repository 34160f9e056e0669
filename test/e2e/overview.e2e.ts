/**
 * The overview in Chromium, in demo mode (whose seeded history ends within the last day): its first
 * figures from a deep link, then the top failing workflow followed to its failed runs and on to the
 * newest one on its layout; its code asked for beside the app's (index.html's preload), at `/` only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMetaDir } from '@/build/build-output';
import { buildSeed } from '@/demo-api/seed';
import { consoleUrl, launchChromium, newPage, type TestBrowser } from './browser';
import { watchCsp } from './csp';
import { seededWorkflow } from './support';

const seed = buildSeed();

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** The built files of the app's entry chunk and of the overview's route module (Vite's manifest). */
function builtFiles(): { app: string; overview: string } {
  const manifest = JSON.parse(
    readFileSync(join(buildMetaDir(process.env.E2E_DIST ?? 'dist'), 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; name?: string }>;
  const app = Object.values(manifest).find((chunk) => chunk.name === 'app')?.file;
  const overview = manifest['src/app/routes/overview.tsx']?.file;
  if (!app || !overview) throw new Error('the manifest names no app chunk or overview chunk');
  return { app, overview };
}

/** The seed's story (src/demo-api/seed/story.ts): this workflow fails most on the last day. */
const TOP_FAILING = 'invite-the-owner-to-support-when-a-payment-fails';

describe('the overview', () => {
  it('leads from the top failing workflow to its newest failed run', async () => {
    const workflow = seededWorkflow(TOP_FAILING);
    const newestFailed = seed.executions
      .filter((e) => e.workflow_id === workflow.id && e.status === 'failed')
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    if (!newestFailed) throw new Error('the story has no failed run');
    const failedStep = seed.actions.find(
      (a) => a.execution_id === newestFailed.id && a.status === 'failed',
    );
    const { page, context, errors } = await newPage(browser);
    await page.goto(consoleUrl('/'));
    const runs = page.getByRole('region', { name: 'Runs', exact: true });
    await runs.locator('[data-figure="Runs"]').waitFor();

    const failing = page.getByRole('region', { name: 'Failing most' });
    const top = failing.getByRole('link').first();
    await top.waitFor();
    expect(await top.textContent()).toBe(workflow.name);
    await top.click();
    await page.waitForURL(consoleUrl(`/runs?workflow_id=${workflow.id}&status=failed&period=24h`));
    const table = page.getByRole('table', { name: 'Runs' });
    await table.getByRole('link', { name: 'Open the run' }).first().click();
    await page.waitForURL(consoleUrl(`/workflows/${workflow.id}/runs/${newestFailed.id}`));
    await page
      .getByRole('main')
      .getByText(failedStep?.name ?? '')
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for its code while the app’s own is still on its way, within the policy', async () => {
    const files = builtFiles();
    const { page, context, errors } = await newPage(browser);
    const violations = await watchCsp(page);
    // The app's chunk is held until the overview's chunk has been asked for: only a request made
    // beside the app's, not by it, can come first.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(`**/${files.app}`, async (route) => {
      await appHeld;
      await route.continue();
    });
    const overviewAsked = page.waitForRequest((request) =>
      request.url().endsWith(`/${files.overview}`),
    );
    await page.goto(consoleUrl('/?period=7d'), { waitUntil: 'commit' });
    await overviewAsked;
    releaseApp();
    await page.locator('[data-figure="Runs"]').waitFor();
    expect(await page.locator(`link[rel="modulepreload"][href="/${files.overview}"]`).count()).toBe(
      1,
    );
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves the overview’s code out of a visit to the workflow list', async () => {
    const files = builtFiles();
    const { page, context, errors } = await newPage(browser);
    const violations = await watchCsp(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(consoleUrl('/workflows'));
    await page.getByRole('table', { name: 'Workflows' }).locator('tbody tr a').first().waitFor();
    expect(requested).toContain(`/${files.app}`);
    expect(requested).not.toContain(`/${files.overview}`);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
