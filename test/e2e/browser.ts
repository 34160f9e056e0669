/**
 * Chromium for the end-to-end tests: Debian's browser driven by playwright-core (no downloaded
 * browser), started with the flags this closed network needs, every host but localhost unresolvable.
 */
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-flags';
import { fileSandboxUrl } from './file-sandbox';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

export const consoleUrl = (path = '/') => `${inject('consoleUrl')}${path}`;
/** This file's own sandbox (file-sandbox.ts). */
export const sandboxUrl = () => fileSandboxUrl();

/** A fresh context (empty storage) with page errors collected, so a test can assert there were none. */
export async function newPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Goes to `path` inside the app (a history entry, then the router's popstate) and waits until the
 * main region shows something else: while a screen's code loads, the router keeps the last one.
 * Already there: nothing to do (the main region would not change).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const { pathname, search } = new URL(page.url());
  if (`${pathname}${search}` === path) return;
  const main = page.locator('main');
  const before = await main.innerText();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((text) => document.querySelector('main')?.innerText !== text, before, {
    timeout: 30_000,
  });
}

/** The workflow names the list shows now (waits for the rows, not for time). */
export async function visibleWorkflowNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Workflows' });
  await table.locator('tbody tr a').first().waitFor();
  return table.locator('tbody tr td:first-child a').allTextContents();
}

export const SANDBOX_KEY = 'sk_test_e2e_console';

/** Switches the page's browser to live mode against the sandbox, through the Connection page. */
export async function connectToSandbox(page: Page, key = SANDBOX_KEY): Promise<void> {
  await page.goto(consoleUrl('/connection'));
  await page.getByLabel('Live service').check();
  await page.getByLabel('Base URL').fill(sandboxUrl());
  await page.getByLabel('Secret key').fill(key);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name: /Mode: live/ }).waitFor();
}
