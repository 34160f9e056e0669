/**
 * Chromium for the end-to-end tests: Debian's browser driven by playwright-core (no downloaded
 * browser), started with the flags this closed network needs, every host but localhost unresolvable.
 *
 * A file's tests share one browser profile (a persistent context in a temporary folder), each test
 * in a `TestContext` of its own: its pages, and on `close()` its pages closed and everything they
 * stored removed (cookies, local storage, IndexedDB, caches, service workers of every origin they
 * visited, permissions, the offline switch). What a test can no longer see is anything another left
 * behind; what it shares is the HTTP cache (the preview server answers every file `no-cache`, so
 * each load still asks for each file) and V8's code cache, so the app's code is compiled once per
 * file instead of once per test (Chromium keeps no code cache for the throwaway contexts
 * `browser.newContext()` makes: a load of /workflows in demo mode cost about 1 s of parsing on a
 * background thread each time). A test that failed before closing its context leaves it to the next
 * test, which closes it first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-flags';
import { fileSandboxUrl } from './file-sandbox';

const DEFAULT_VIEWPORT = { width: 1400, height: 900 };

/** What a test stores that its `close()` removes, per origin (Storage.clearDataForOrigin). */
const STORED = [
  'cookies',
  'file_systems',
  'indexeddb',
  'local_storage',
  'service_workers',
  'cache_storage',
  'shared_storage',
  'storage_buckets',
].join(',');

/**
 * One test's part of the file's browser: the pages it opens. Init scripts and bindings go on a page
 * (`page.addInitScript`), since the browser's context outlives the test.
 */
export interface TestContext {
  newPage(): Promise<Page>;
  setOffline(offline: boolean): Promise<void>;
  /** Closes its pages and removes what they stored. */
  close(): Promise<void>;
}

export interface TestBrowser {
  newContext(options?: { viewport?: { width: number; height: number } }): Promise<TestContext>;
  close(): Promise<void>;
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin.startsWith('http') ? origin : null;
  } catch {
    return null;
  }
}

function testContext(
  shared: BrowserContext,
  idle: Page,
  viewport: { width: number; height: number },
  onClose: () => void,
): TestContext {
  const pages = new Set<Page>();
  const origins = new Set<string>();
  let offline = false;
  const track = (page: Page) => {
    pages.add(page);
    page.on('framenavigated', (frame) => {
      const origin = originOf(frame.url());
      if (origin) origins.add(origin);
    });
    page.on('popup', track);
    page.on('close', () => pages.delete(page));
  };
  return {
    async newPage() {
      const page = await shared.newPage();
      track(page);
      await page.setViewportSize(viewport);
      return page;
    },
    async setOffline(value) {
      offline = value;
      await shared.setOffline(value);
    },
    async close() {
      try {
        await Promise.all([...pages].map((page) => page.close()));
        if (offline) await shared.setOffline(false);
        await shared.clearCookies();
        await shared.clearPermissions();
        const cdp = await shared.newCDPSession(idle);
        for (const origin of origins)
          await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORED });
        await cdp.detach();
      } finally {
        onClose();
      }
    },
  };
}

/** The file's Chromium: a fresh profile, removed when it closes. */
export async function launchChromium(): Promise<TestBrowser> {
  const folder = mkdtempSync(join(tmpdir(), 'wfc-e2e-'));
  const shared = await chromium.launchPersistentContext(folder, {
    executablePath: inject('chromiumPath'),
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: DEFAULT_VIEWPORT,
    acceptDownloads: true,
  });
  const idle = shared.pages()[0] ?? (await shared.newPage());
  let open: { context: TestContext; test: string | undefined } | null = null;
  return {
    newContext: async (options = {}) => {
      const test = expect.getState().currentTestName;
      if (open) {
        // Tests of a file run one at a time: two contexts open in one test would share storage.
        if (open.test === test)
          throw new Error('A test context is still open: close it before opening another.');
        // A test that failed before closing its context: close it, so this test starts clean.
        await open.context.close();
      }
      const context = testContext(shared, idle, options.viewport ?? DEFAULT_VIEWPORT, () => {
        open = null;
      });
      open = { context, test };
      return context;
    },
    close: async () => {
      await shared.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export const consoleUrl = (path = '/') => `${inject('consoleUrl')}${path}`;
/** This file's own sandbox (file-sandbox.ts). */
export const sandboxUrl = () => fileSandboxUrl();

/** A test's context (empty storage) and page, with page errors collected, so a test can assert there were none. */
export async function newPage(
  browser: TestBrowser,
): Promise<{ context: TestContext; page: Page; errors: string[] }> {
  const context = await browser.newContext();
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

/**
 * Opens `path` as a user moving between screens would: inside the app when the page already shows
 * it (`openInApp`), with a full load otherwise. A full load starts the app again (its code, its demo
 * API and seed: about a CPU-second on the 2-core machine), which a test needs only where the load
 * itself is what it checks (a deep link, a reload).
 */
export async function visit(page: Page, path: string): Promise<void> {
  if (page.url().startsWith(consoleUrl('/'))) await openInApp(page, path);
  else await page.goto(consoleUrl(path));
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
