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
  visibleWorkflowNames,
} from './browser';
import { seededWorkflowNames } from './support';

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const all = seededWorkflowNames();
const off = seededWorkflowNames('main', (w) => !w.on);

async function expectNames(page: Page, expected: string[]) {
  await expect.poll(() => visibleWorkflowNames(page), { timeout: 15_000 }).toEqual(expected);
}

/** Pages forward through every workflow, back once, filters, reloads: what both modes must do. */
async function walkTheList(page: Page) {
  await page.goto(consoleUrl('/workflows'));
  await expectNames(page, all.slice(0, 25));
  for (let start = 25; start < all.length; start += 25) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expectNames(page, all.slice(start, start + 25));
    expect(page.url()).toContain('starting_after=');
  }
  expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  const lastStart = Math.floor((all.length - 1) / 25) * 25;
  await page.getByRole('button', { name: 'Previous' }).click();
  await expectNames(page, all.slice(lastStart - 25, lastStart));

  await page.getByRole('combobox', { name: 'On / off' }).selectOption({ label: 'Off' });
  await page.waitForURL(/\/workflows\?on=false$/);
  await expectNames(page, off.slice(0, 25));

  await page.reload();
  await expectNames(page, off.slice(0, 25));
  expect(await page.getByRole('combobox', { name: 'On / off' }).inputValue()).toBe('false');

  await page.goBack();
  await expectNames(page, all.slice(lastStart - 25, lastStart));
}

describe('the workflow list in a real browser', () => {
  it('works on the demo API: first 25, every page, filter, reload and back', async () => {
    const { page, context, errors } = await newPage(browser);
    await walkTheList(page);
    expect(await page.getByRole('link', { name: /Mode: demo API/ }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works live against the sandbox, with the Bearer key on every request and never in local storage', async () => {
    const { page, context, errors } = await newPage(browser);
    const key = SANDBOX_KEY;
    const apiRequests: { url: string; authorization: string | undefined }[] = [];
    const demoAssets: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(`${sandboxUrl()}/api/v1/`)) {
        apiRequests.push({ url, authorization: request.headers().authorization });
      }
      if (
        // The demo API's worker and what it loads (its page side is in the chunk every mode loads).
        /mockServiceWorker|demo-api|demo-seed|\/assets\/(?:worker|serve|built-seed)-[\w-]+\.js/.test(
          url,
        ) &&
        !url.startsWith(sandboxUrl())
      )
        demoAssets.push(url);
    });

    await page.goto(consoleUrl('/connection'));
    await page.getByLabel('Live service').check();
    await page.getByLabel('Base URL').fill(sandboxUrl());
    await page.getByLabel('Secret key').fill(key);
    // From a demo page the demo data would answer any URL: nothing is tested, and the page says so.
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Not tested: the console runs in demo mode' })
      .waitFor();
    expect(apiRequests).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: /Mode: live/ }).waitFor();
    // Live now: the test reaches the sandbox itself, with the key.
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Connected: 200' }).count())
      .toBe(1);
    demoAssets.length = 0;

    await walkTheList(page);

    expect(apiRequests.length).toBeGreaterThan(5);
    expect(apiRequests.filter((request) => request.authorization !== `Bearer ${key}`)).toEqual([]);
    const local = await page.evaluate(() =>
      Object.keys(localStorage)
        .map((k) => `${k}=${localStorage.getItem(k) ?? ''}`)
        .join(' | '),
    );
    const session = await page.evaluate(() =>
      Object.keys(sessionStorage)
        .map((k) => `${k}=${sessionStorage.getItem(k) ?? ''}`)
        .join(' | '),
    );
    expect(local).not.toContain(key);
    expect(session).toContain(key);
    expect(demoAssets).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  /** Opens a deep link live, and returns every request the browser made for the workflow list. */
  async function deepLinkReads(options: { earlyRunsLast: boolean }) {
    const { page, context, errors } = await newPage(browser);
    await connectToSandbox(page);
    const lists: { url: string; authorization: string | undefined }[] = [];
    let appAsked = () => {};
    const asked = new Promise<void>((resolve) => (appAsked = resolve));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!request.url().startsWith(sandboxUrl()) || url.pathname !== '/api/v1/workflows') return;
      lists.push({ url: request.url(), authorization: request.headers().authorization });
      appAsked();
    });
    // On a busy machine the small early.ts can arrive after the app's code has run: held back
    // until the list has been asked for, it must then start nothing.
    if (options.earlyRunsLast)
      await page.route(/\/assets\/early-[^/]*\.js$/, async (route) => {
        await asked;
        await route.continue();
      });
    await page.goto(consoleUrl('/workflows?order_by=name'));
    const names = await visibleWorkflowNames(page);
    // Quiet for half a second after early.ts ran: any read it started has been sent.
    await page.waitForLoadState('networkidle');
    await context.close();
    return { names, lists, errors };
  }

  it.each([
    ['the read started before the app’s code is the one the list shows', false],
    ['also when early.ts arrives after the app’s code has run', true],
  ])('live, a deep link asks for its first page once: %s', async (_, earlyRunsLast) => {
    const { names, lists, errors } = await deepLinkReads({ earlyRunsLast });
    expect(names.length).toBeGreaterThan(0);
    expect(lists).toHaveLength(1);
    expect(lists[0]?.authorization).toBe(`Bearer ${SANDBOX_KEY}`);
    expect(new URL(lists[0]?.url ?? '').searchParams.get('order_by')).toBe('name');
    expect(errors).toEqual([]);
  });

  it('folds a hidden column’s value into the name cell, and renders the copy only while folded', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(consoleUrl('/workflows'));
    await visibleWorkflowNames(page);
    const row = page.locator('main table[aria-label="Workflows"] tbody tr').first();
    const keyCell = row.locator('td[data-col="key"]');
    const keyFold = row.locator('[data-fold="key"]');
    const key = (await keyCell.textContent()) ?? '';
    expect(key).not.toBe('');
    // Wide: the Key column shows; its folded copy is neither shown nor rendered.
    expect(await keyCell.isVisible()).toBe(true);
    expect(await keyFold.textContent()).toBe('');
    // Narrow: the column hides and the copy in the name cell holds the key.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => keyFold.textContent()).toBe(key);
    expect(await keyFold.isVisible()).toBe(true);
    expect(await keyCell.isVisible()).toBe(false);
    // Wide again: the copy empties, the column is back.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => keyFold.textContent()).toBe('');
    expect(await keyCell.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints a folded copy with its value in the very frame its rows first appear', async () => {
    // At 1280 px the table is narrower than the window the first render guesses from: the Key column
    // is hidden, and its copy must be filled before the rows are painted, not a frame later.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const state = window as unknown as { __firstPaint?: { key: string; copy: string } };
      const observer = new MutationObserver(() => {
        const row = document.querySelector('main table[aria-label="Workflows"] tbody tr.row-link');
        if (!row || state.__firstPaint) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          // Resize observers are told in the order they were made, all before the frame is painted:
          // this one, made now, hears after the table's own.
          const last = new ResizeObserver(() => {
            last.disconnect();
            state.__firstPaint = {
              key: row.querySelector('td[data-col="key"]')?.textContent ?? '',
              copy: row.querySelector('[data-fold="key"]')?.textContent ?? '',
            };
          });
          const frame = row.closest('.dt-frame');
          if (frame) last.observe(frame);
        });
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(consoleUrl('/workflows'));
    const painted = await page.waitForFunction(
      () => (window as unknown as { __firstPaint?: { key: string; copy: string } }).__firstPaint,
    );
    const { key, copy } = (await painted.jsonValue()) as { key: string; copy: string };
    expect(key).not.toBe('');
    expect(copy).toBe(key);
    expect(
      await page.locator('main table tbody tr').first().locator('td[data-col="key"]').isVisible(),
    ).toBe(false);
    await context.close();
  });

  it('on a phone, the navigation opens from the menu button and closes once a screen is chosen', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(consoleUrl('/workflows'));
    await visibleWorkflowNames(page);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await navigation.count()).toBe(0);
    await page.getByRole('button', { name: 'Open the navigation' }).click();
    await navigation.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await navigation.waitFor({ state: 'hidden' });
    // Open again: the same drawer slides back in.
    await page.getByRole('button', { name: 'Open the navigation' }).click();
    await navigation.getByRole('link', { name: 'Workflows' }).waitFor();
    await context.close();
  });

  it('keeps the light/dark choice made in the header across a reload', async () => {
    const { page, context, errors } = await newPage(browser);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.goto(consoleUrl('/workflows'));
    await visibleWorkflowNames(page);
    const light = await background();
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    await page.getByRole('button', { name: 'Switch to the light theme' }).waitFor();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.reload();
    await visibleWorkflowNames(page);
    expect(await background()).toBe(dark);
    await page.getByRole('button', { name: 'Switch to the light theme' }).click();
    await expect.poll(background).toBe(light);
    expect(errors).toEqual([]);
    await context.close();
  });
});
