/**
 * Chromium for the end-to-end tests: Debian's browser driven by playwright-core (no downloaded
 * browser), started with the flags this closed network needs, every host but localhost unresolvable.
 *
 * The tests of a Vitest worker share one browser profile (a persistent context in a temporary
 * folder, kept from file to file since the e2e config does not isolate files), each test in a
 * `TestContext` of its own: its pages, and on `close()` its pages closed and everything they stored
 * removed (cookies, local storage, IndexedDB, caches, service workers of every origin they visited,
 * permissions, the offline switch). What a test can no longer see is anything another left behind;
 * what it shares is the HTTP cache (the preview server answers every file `no-cache`, so each load
 * still asks for each file) and V8's code cache, so the app's code is compiled once per worker
 * instead of once per test (Chromium keeps no code cache for the throwaway contexts
 * `browser.newContext()` makes: a load of /workflows in demo mode cost about 1 s of parsing on a
 * background thread each time), and Chromium starts twice per run instead of once per file. A test
 * that failed before closing its context leaves it to the next test, which closes it first.
 */
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-flags';
import { fileSandboxUrl } from './file-sandbox';

const DEFAULT_VIEWPORT = { width: 1400, height: 900 };

/**
 * Fewer processes than a desktop browser starts: the pages of a test, and the idle page, share
 * renderers instead of one process per site (site isolation is a defence against a compromised
 * renderer; what a page may read and frame is the same without it, and the tests check that). On
 * the 2-core machine the end-to-end tests took 516 CPU-seconds with a process per site, 440 without.
 */
const PROCESS_FLAGS = ['--disable-site-isolation-trials', '--renderer-process-limit=2'];

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
  /** The file is done with it: closes a test context left open; the browser stays for the next file. */
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

/** The worker's Chromium, started by the first file that asks and kept for the files after it. */
interface WorkerChromium {
  shared: BrowserContext;
  idle: Page;
}

let worker: Promise<WorkerChromium> | null = null;
let open: { context: TestContext; test: string } | null = null;

async function startWorkerChromium(): Promise<WorkerChromium> {
  // In the run's folder of profiles, which the global setup removes once the workers have ended.
  const folder = mkdtempSync(join(inject('profilesDir'), 'profile-'));
  const shared = await chromium.launchPersistentContext(folder, {
    executablePath: inject('chromiumPath'),
    headless: true,
    args: [...CHROMIUM_FLAGS, ...PROCESS_FLAGS],
    viewport: DEFAULT_VIEWPORT,
    acceptDownloads: true,
  });
  // A browser that crashed or was closed is started again for the next file.
  shared.on('close', () => {
    worker = null;
    open = null;
  });
  const idle = shared.pages()[0] ?? (await shared.newPage());
  return { shared, idle };
}

/** Which test is running: its file and name (two files may name a test alike). */
function currentTest(): string {
  const { testPath, currentTestName } = expect.getState();
  return `${testPath ?? ''} ${currentTestName ?? ''}`;
}

/**
 * The file's Chromium: the worker's browser profile (one per Vitest worker, so V8's code cache of
 * the app carries from file to file), with nothing a test stored left in it. `close()` releases it
 * at the end of the file (closing a test context left open); the browser itself ends with the
 * worker (Vitest stops its workers with SIGTERM, on which Playwright closes its browsers).
 */
export async function launchChromium(): Promise<TestBrowser> {
  worker ??= startWorkerChromium().catch((error: unknown) => {
    worker = null;
    throw error;
  });
  const { shared, idle } = await worker;
  return {
    newContext: async (options = {}) => {
      const test = currentTest();
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
      if (open) await open.context.close();
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
