/**
 * The demo API's fault switches (added latency, a failure rate of injected 503s) on, in a real
 * browser: list -> workflow -> compare -> settings save, in demo mode and live against the sandbox.
 * Deterministic: a failure rate of 1 while a failure is wanted, 0 once the retry should succeed,
 * switched between UI states (never after a sleep). Shows that main is never blank (a heading or an
 * error message in every animation frame), that every error names what failed, that reads retry by
 * themselves and writes do not, that a failed save keeps the typed answer, and that saving again
 * (with the same idempotency key) succeeds once the faults are off.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectToSandbox,
  consoleUrl,
  launchChromium,
  newPage,
  SANDBOX_KEY,
  sandboxUrl,
  type TestBrowser,
} from './browser';
import { seededWorkflow } from './support';
import { send, watchTraffic, type Exchange, type Traffic } from './traffic';

interface Faults {
  latency_ms: number;
  failure_rate: number;
}

const LATENCY = 300;
const FAILING: Faults = { latency_ms: LATENCY, failure_rate: 1 };
const SLOW: Faults = { latency_ms: LATENCY, failure_rate: 0 };
const OFF: Faults = { latency_ms: 0, failure_rate: 0 };

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  // The sandbox is shared with the other end-to-end files: leave it without faults.
  await fetch(`${sandboxUrl()}/__demo/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SANDBOX_KEY}` },
    body: JSON.stringify(OFF),
  });
  await browser.close();
});

/**
 * Records every animation frame in which the page's main landmark exists but shows neither a heading
 * nor an error message (role=alert) with text. Frames before main first appears (the boot) are not
 * counted; a frame in which main has gone away again is.
 */
function watchForBlankMain(): void {
  const blanks: string[] = [];
  let seen = false;
  const said = (element: Element | null) => Boolean(element?.textContent.trim());
  const check = () => {
    const main = document.querySelector('main');
    if (main) seen = true;
    if (seen) {
      const heading = Array.from(main?.querySelectorAll('h1, h2, h3, [role="heading"]') ?? []);
      const alerts = Array.from(main?.querySelectorAll('[role="alert"]') ?? []);
      if (!heading.some(said) && !alerts.some(said)) {
        const entry = `${location.pathname}${location.search}: ${(main?.textContent ?? '(no main)').slice(0, 80)}`;
        if (blanks.at(-1) !== entry) blanks.push(entry);
      }
    }
    requestAnimationFrame(check);
  };
  (window as unknown as { __blankMain: string[] }).__blankMain = blanks;
  requestAnimationFrame(check);
}

const blankFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __blankMain?: string[] }).__blankMain ?? []);

/** Where the fault switches are: the demo API's base URL, and the key its controls need ('' for none). */
interface Controls {
  mode: 'demo' | 'live';
  base: string;
  key: string;
}

/** Sets the switches through the same `/__demo/faults` endpoint the Connection page uses. */
async function setFaults(page: Page, controls: Controls, faults: Faults): Promise<void> {
  const status = await send(page, controls.mode, `${controls.base}/__demo/faults`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      ...(controls.key ? { Authorization: `Bearer ${controls.key}` } : {}),
    },
    body: JSON.stringify(faults),
  });
  expect(status).toBe(200);
}

/** The first switch-on goes through the Connection page's card, as a person would do it. */
async function setFaultsOnConnectionPage(page: Page, faults: Faults): Promise<void> {
  if (!page.url().endsWith('/connection')) await page.goto(consoleUrl('/connection'));
  const card = page.getByRole('region', { name: 'Demo data and fault switches' });
  await card.getByLabel('Added latency (ms)').fill(String(faults.latency_ms));
  await card.getByLabel('Failure rate (%)').fill(String(faults.failure_rate * 100));
  await card.getByRole('button', { name: 'Apply fault switches' }).click();
  await card
    .getByRole('status')
    .filter({
      hasText: `Fault switches set: ${faults.latency_ms} ms latency, ${faults.failure_rate * 100}% failures.`,
    })
    .waitFor();
}

const isApi = (exchange: Exchange, path: RegExp) => path.test(new URL(exchange.url).pathname);

async function walkWithFaults(
  page: Page,
  traffic: Traffic,
  controls: Controls,
  typed: string,
): Promise<void> {
  const workflow = seededWorkflow('notify-sales-when-a-deal-closes');
  const requests = () => traffic.all().filter((exchange) => exchange.url.includes('/api/v1/'));
  const main = page.getByRole('main');

  // 1. The list, every request failing: the heading stays, the read retries by itself, and once
  //    the switch is off the retry fills the table with no click.
  await setFaultsOnConnectionPage(page, FAILING);
  const firstFailure = traffic.next(
    (exchange) => isApi(exchange, /\/api\/v1\/workflows$/) && exchange.status === 503,
  );
  // Fifty a page, so the workflow walked (the 41st newest of "main") is on the first.
  await page.goto(consoleUrl('/workflows?limit=50'));
  await main.getByRole('heading', { level: 1, name: 'Workflows' }).waitFor();
  await firstFailure;
  await setFaults(page, controls, SLOW);
  const table = page.getByRole('table', { name: 'Workflows' });
  await table.getByRole('link', { name: workflow.name, exact: true }).waitFor();
  const listReads = requests().filter((request) => isApi(request, /\/api\/v1\/workflows$/));
  expect(listReads.length).toBeGreaterThanOrEqual(2);
  expect(await main.getByRole('alert').count()).toBe(0);

  // 2. The workflow, every request failing until the retries run out: a readable error that names
  //    what failed, the status and the service's message; Retry works once the switch is off.
  await setFaults(page, controls, FAILING);
  const detailPath = new RegExp(`/api/v1/workflows/${workflow.id}$`);
  const before = requests().filter((request) => isApi(request, detailPath)).length;
  await table.getByRole('link', { name: workflow.name, exact: true }).click();
  const detailError = main
    .getByRole('alert')
    .filter({ hasText: 'Loading the workflow failed: The service answered 503' });
  await detailError.waitFor({ timeout: 30_000 });
  expect(await detailError.textContent()).toContain('Injected failure');
  // The request that failed and its request id, to quote to whoever runs the service.
  expect(await detailError.textContent()).toMatch(
    new RegExp(`GET \\S*/api/v1/workflows/${workflow.id} · request id req_\\w+`),
  );
  // 1 + 3 automatic retries of the read (the query client's policy), then it gives up.
  expect(requests().filter((request) => isApi(request, detailPath)).length - before).toBe(4);
  await setFaults(page, controls, SLOW);
  await detailError.getByRole('button', { name: 'Retry' }).click();
  await main.getByRole('heading', { level: 1, name: workflow.name }).waitFor();
  expect(await main.getByRole('alert').count()).toBe(0);

  // 3. Compare, slow: its code and canvas arrive, the header stays meanwhile.
  const sections = page.getByRole('navigation', { name: 'Workflow sections' });
  await sections.getByRole('link', { name: 'Compare' }).click();
  await page.locator('.react-flow__node').first().waitFor({ timeout: 30_000 });
  await main.getByRole('heading', { level: 1, name: workflow.name }).waitFor();

  // 4. Settings: type an answer, save while every request fails, keep the answer, save again.
  await sections.getByRole('link', { name: 'Settings' }).click();
  const form = page.getByRole('form', { name: `Settings of ${workflow.name}` });
  const message = form.getByRole('textbox', { name: 'Message' });
  await message.fill(typed);
  await setFaults(page, controls, FAILING);
  const writes = () => requests().filter((request) => request.method === 'PUT');
  await form.getByRole('button', { name: 'Save settings' }).click();
  const saveError = form
    .getByRole('alert')
    .filter({ hasText: 'Saving the settings failed: The service answered 503' });
  await saveError.waitFor();
  expect(await saveError.textContent()).toContain('your answers are still in the form');
  // Writes are not retried by themselves: one PUT, and the answer is still there.
  expect(writes()).toHaveLength(1);
  expect(await message.inputValue()).toBe(typed);

  await setFaults(page, controls, OFF);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await form.getByText(/^Saved for user “main”\.$/).waitFor();
  expect(await saveError.count()).toBe(0);
  const [failed, retried] = writes();
  expect(writes()).toHaveLength(2);
  // The user's retry reuses the idempotency key, so a save that did land is not applied twice.
  const failedKey = failed?.headers['idempotency-key'];
  expect(failedKey).toBeTruthy();
  expect(retried?.headers['idempotency-key']).toBe(failedKey);

  expect(await blankFrames(page)).toEqual([]);

  // The saved answer is what the service holds now.
  await page.reload();
  await page
    .getByRole('form', { name: `Settings of ${workflow.name}` })
    .getByRole('textbox', { name: 'Message' })
    .waitFor();
  expect(
    await page
      .getByRole('form', { name: `Settings of ${workflow.name}` })
      .getByRole('textbox', { name: 'Message' })
      .inputValue(),
  ).toBe(typed);
}

describe('fault switches in a real browser', () => {
  it('live against the sandbox: list, workflow, compare, settings save under faults', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.addInitScript(watchForBlankMain);
    const traffic = await watchTraffic(page, 'live');
    await connectToSandbox(page);
    await walkWithFaults(
      page,
      traffic,
      { mode: 'live', base: sandboxUrl(), key: SANDBOX_KEY },
      'Live under faults: {{deal.name}}',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on the demo API in the browser: the same walk', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.addInitScript(watchForBlankMain);
    const traffic = await watchTraffic(page, 'demo');
    await page.goto(consoleUrl('/connection'));
    await walkWithFaults(
      page,
      traffic,
      { mode: 'demo', base: consoleUrl('/demo-api'), key: '' },
      'Demo under faults: {{deal.name}}',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
