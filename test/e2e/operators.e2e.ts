/**
 * The operators' daily screens in a real browser, in demo mode and live against the sandbox: a new
 * page starts at the top and Back returns to where the list was; no list table needs a sideways
 * scroll at 1280 and 1440 px (measured); Ctrl+K reaches a workflow by its key; a run with a failed
 * step opens on its failure note.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeed } from '@/demo-api/seed';
import {
  connectToSandbox,
  consoleUrl,
  launchChromium,
  newPage,
  openInApp,
  type TestBrowser,
} from './browser';
import { seededWorkflow } from './support';

const seed = buildSeed();

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const MODES = ['demo', 'live'] as const;

async function pageIn(mode: (typeof MODES)[number]) {
  const opened = await newPage(browser);
  if (mode === 'live') await connectToSandbox(opened.page);
  return opened;
}

/** The list screens (and the runs of the Actions tab) with the table each must show. */
function listScreens(): { path: string; ready: string }[] {
  const failed = seed.actions.find((action) => action.status === 'failed');
  const type = seed.actionTypes[0];
  const withRuns = seed.workflows.find(
    (w) => w.owner_user_key === 'main' && w.executions_count > 0,
  );
  if (!failed || !type || !withRuns) throw new Error('the seed lacks a failed action or a type');
  return [
    { path: '/workflows', ready: 'table[aria-label="Workflows"] tbody a' },
    { path: '/action-types', ready: 'table[aria-label="Action types"] tbody a' },
    { path: '/users', ready: 'table[aria-label="Users"] tbody a' },
    { path: '/installed-apps', ready: 'table tbody a' },
    { path: '/actions/completed', ready: 'table tbody a' },
    { path: `/workflows/${withRuns.id}/actions`, ready: 'table tbody tr button' },
    { path: '/events', ready: 'ul[aria-label="Events"] li' },
    { path: `/action-types/${encodeURIComponent(type.id)}`, ready: 'h1' },
    { path: '/data-fields', ready: 'h1' },
  ];
}

/** What scrolls sideways: the page itself, any scrolling box around a table, any table wider than its box. */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1)
      found.push(`page ${String(root.scrollWidth)} > ${String(window.innerWidth)}`);
    for (const table of document.querySelectorAll('table')) {
      const name = table.getAttribute('aria-label') ?? 'table';
      const parent = table.parentElement;
      if (parent && table.getBoundingClientRect().width > parent.clientWidth + 1)
        found.push(
          `${name}: ${String(Math.round(table.getBoundingClientRect().width))} in ${String(parent.clientWidth)}`,
        );
      for (let box = parent; box; box = box.parentElement) {
        const { overflowX } = getComputedStyle(box);
        if (
          (overflowX === 'auto' || overflowX === 'scroll') &&
          box.scrollWidth > box.clientWidth + 1
        )
          found.push(`${name}: its box scrolls ${String(box.scrollWidth - box.clientWidth)} px`);
      }
    }
    return found;
  });
}

describe.each(MODES)('operators’ screens (%s mode)', (mode) => {
  it('starts a new page at the top, and Back returns to where the list was', async () => {
    const { page, context, errors } = await pageIn(mode);
    await page.setViewportSize({ width: 1440, height: 700 });
    await page.goto(consoleUrl('/workflows'));
    const rows = page.locator('table[aria-label="Workflows"] tbody tr');
    await rows.nth(20).locator('a').first().waitFor();
    // An instant scroll (a wheel's smooth scroll would still be moving when it is read).
    await page.evaluate(() => {
      window.scrollTo({ top: 900, behavior: 'instant' });
    });
    // Where the list was when the row was clicked (the click may first scroll the link into view).
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        () => document.documentElement.setAttribute('data-click-y', String(window.scrollY)),
        { capture: true, once: true },
      );
    });
    const link = rows.nth(20).locator('td a').first();
    const name = await link.textContent();
    await link.click();
    await page.getByRole('heading', { level: 1, name: name ?? '' }).waitFor();
    const listY = Number(await page.locator('html').getAttribute('data-click-y'));
    expect(listY).toBeGreaterThan(800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await rows.nth(20).locator('a').first().waitFor();
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 })
      .toBeGreaterThan(listY - 3);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - listY)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('needs no sideways scroll on any list screen at 1280 and 1440 px', async () => {
    const { page, context, errors } = await pageIn(mode);
    const problems: string[] = [];
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      for (const screen of listScreens()) {
        // One load, then every screen opened inside the app, as a user moves between them.
        if (page.url() === 'about:blank') await page.goto(consoleUrl(screen.path));
        else await openInApp(page, screen.path);
        await page.locator(screen.ready).first().waitFor();
        await page.locator('[data-testid="skeleton-row"]').first().waitFor({ state: 'detached' });
        problems.push(
          ...(await sidewaysOverflow(page)).map(
            (problem) => `${String(viewport.width)} ${screen.path}: ${problem}`,
          ),
        );
      }
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reaches a workflow by its key with Ctrl+K', async () => {
    const workflow = seededWorkflow('nightly-invoice-reconciliation');
    const { page, context, errors } = await pageIn(mode);
    await page.goto(consoleUrl('/users'));
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Command palette' });
    await dialog.getByRole('textbox', { name: 'Search screens and records' }).fill(workflow.key);
    const result = dialog
      .getByRole('region', { name: 'Workflows' })
      .getByRole('link', { name: /By key/ });
    await result.waitFor();
    expect(await result.getAttribute('href')).toBe(`/workflows/${workflow.id}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(consoleUrl(`/workflows/${workflow.id}`));
    await page.getByRole('heading', { level: 1, name: workflow.name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a run with a failed step on its failure note', async () => {
    const failed = seed.actions.find((action) => action.status === 'failed' && action.failure_note);
    if (!failed) throw new Error('the seed has no failed action with a note');
    const { page, context, errors } = await pageIn(mode);
    await page.goto(consoleUrl(`/actions/completed?execution_id=${failed.execution_id}`));
    await page
      .getByRole('button', { name: `Show the steps of run ${failed.execution_id}` })
      .click();
    const steps = page.getByRole('list', { name: `Steps of run ${failed.execution_id}` });
    const first = steps.getByRole('listitem').first();
    await first.waitFor();
    expect(await first.textContent()).toContain(`Failure note: ${failed.failure_note ?? ''}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('runs on a phone', () => {
  it('an opened run keeps its column the table’s width, its steps’ status above their name', async () => {
    const failed = seed.actions.find((action) => action.status === 'failed' && action.failure_note);
    if (!failed) throw new Error('the seed has no failed action with a note');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(consoleUrl(`/actions/completed?execution_id=${failed.execution_id}`));
    await page
      .getByRole('button', { name: `Show the steps of run ${failed.execution_id}` })
      .click();
    const step = page
      .getByRole('list', { name: `Steps of run ${failed.execution_id}` })
      .getByRole('listitem')
      .first();
    await step.waitFor();
    const measured = await page.evaluate(() => {
      const table = document.querySelector('main table');
      const run = table?.querySelector('tbody td[data-col="run"]');
      const item = document.querySelector('main ul[aria-label^="Steps of run"] li');
      const badge = item?.querySelector('.step-status');
      const name = item?.querySelector('.step-status + div');
      if (!table || !run || !badge || !name) return null;
      return {
        table: table.getBoundingClientRect().width,
        run: run.getBoundingClientRect().width,
        badgeBottom: badge.getBoundingClientRect().bottom,
        nameTop: name.getBoundingClientRect().top,
        sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(measured).not.toBeNull();
    expect(measured?.run).toBeGreaterThan((measured?.table ?? 0) * 0.9);
    expect(measured?.badgeBottom).toBeLessThanOrEqual(measured?.nameTop ?? 0);
    expect(measured?.sideways).toBe(0);
    await context.close();
  });
});
