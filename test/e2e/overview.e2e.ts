/**
 * The overview in Chromium, in demo mode (whose seeded history ends within the last day): its first
 * figures from a deep link, then the top failing workflow followed to its failed runs and on to the
 * newest one on its layout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeed } from '@/demo-api/seed';
import { consoleUrl, launchChromium, newPage, type TestBrowser } from './browser';
import { seededWorkflow } from './support';

const seed = buildSeed();

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

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
    // The name comes with the workflows' read (a moment after the figures): never an id meanwhile.
    await top.waitFor();
    expect(await top.textContent()).not.toBe(workflow.id);
    await expect.poll(() => top.textContent()).toBe(workflow.name);
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
});
