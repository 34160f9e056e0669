/**
 * An operator's daily work in a real browser: finding a workflow by name on page 3 of a grown
 * account, the action types list and its "used by", a list worked by keyboard alone, and the
 * defects a new user met, each at the size where it was seen.
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
  visibleWorkflowNames,
} from './browser';
import { seededWorkflow, seededWorkflowNames } from './support';

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
  // The account grown past two pages of 25 (and past one page of 100): 42 + 60 workflows for main.
  const grown = await fetch(`${sandboxUrl()}/__demo/grow`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ user_key: 'main', workflows: 60 }),
  });
  if (!grown.ok) throw new Error(`POST /__demo/grow answered ${String(grown.status)}`);
});
afterAll(async () => {
  await browser.close();
});

/** The page is no wider than the window, and `control` lies wholly inside it. */
async function fitsWithin(page: Page, width: number, control: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  const box = await page.getByRole('button', { name: control }).boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
}

describe('an operator’s daily work', () => {
  it('finds a workflow by name on page 3, searched over every page', async () => {
    const { page, context, errors } = await newPage(browser);
    await connectToSandbox(page);
    // A seeded workflow the 60 grown ones pushed to page 3 (the seeded order, 60 places down).
    const target = seededWorkflow('quarterly-renewal-outreach');
    const position = 60 + seededWorkflowNames().indexOf(target.name);
    expect(Math.floor(position / 25) + 1).toBe(3);
    await page.goto(consoleUrl('/workflows'));
    expect(await visibleWorkflowNames(page)).not.toContain(target.name);
    await page.getByRole('textbox', { name: /Name or key/ }).fill('quarterly renewal');
    await page.waitForURL(/\/workflows\?q=quarterly\+renewal$/);
    await page.getByText('1 of 102 workflows matches.').waitFor();
    expect(await visibleWorkflowNames(page)).toEqual([target.name]);
    await page.getByRole('link', { name: target.name }).click();
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the action types and follows "used by" to the workflows using one', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(consoleUrl('/workflows'));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Action types' })
      .click();
    await page.getByText(/^\d+ action types in the 42 workflows read\.$/).waitFor();
    const row = page.getByRole('row', { name: /^Create CRM contact/ });
    const usedBy = row.getByRole('link', { name: /^\d+ workflows?$/ }).last();
    const count = Number(/^(\d+)/.exec((await usedBy.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(1);
    await usedBy.click();
    await page.waitForURL(/\/workflows\?action_type=/);
    await page.getByText(`${String(count)} of 42 workflows match.`).waitFor();
    expect(await visibleWorkflowNames(page)).toHaveLength(count);
    await page.getByRole('button', { name: /^Uses action type Create CRM contact/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works a list by keyboard alone: j/k, Enter, one Tab stop', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(consoleUrl('/events'));
    const list = page.getByRole('list', { name: 'Events' });
    await list.getByRole('listitem').first().waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await page.keyboard.press('j');
    const second = list.getByRole('listitem').nth(1);
    // Keys pressed before the keyboard's code arrived (after the first screen) take effect with it.
    await expect.poll(() => second.evaluate((item) => item === document.activeElement)).toBe(true);
    // The focus shows.
    expect(await second.evaluate((item) => getComputedStyle(item).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await second.locator('pre[aria-label^="JSON of "]').waitFor();
    // Tab: the row's own controls, then past the list (not through the other rows).
    let stops = 0;
    do {
      await page.keyboard.press('Tab');
      stops += 1;
    } while (
      stops < 20 &&
      (await second.evaluate((item) => item.contains(document.activeElement)))
    );
    expect(await list.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    expect(stops).toBeLessThan(20);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('what a new user tripped on, where they saw it', () => {
  it('completed actions and the app bar fit at 320 and 280 px, theme switch included', async () => {
    for (const width of [320, 280]) {
      const context = await browser.newContext({ viewport: { width, height: 700 } });
      const page = await context.newPage();
      await page.goto(consoleUrl('/actions/completed'));
      await page.getByRole('table').locator('tbody tr').first().waitFor();
      await fitsWithin(page, width, 'Switch to the dark theme');
      await context.close();
    }
  });

  it('opens a step’s log above the app bar, its title and Close in view', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(consoleUrl('/actions/completed'));
    const table = page.getByRole('table');
    await table
      .getByRole('button', { name: /^Show the steps of run/ })
      .first()
      .click();
    await table
      .getByRole('button', { name: /^Log of / })
      .first()
      .click();
    const close = page.getByRole('button', { name: 'Close the log' });
    await close.waitFor();
    // What is drawn at the button's centre is the button itself, not the app bar over it (once the
    // drawer has slid in).
    const onTop = () =>
      close.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && button.contains(top);
      });
    await expect.poll(onTop).toBe(true);
    await close.click();
    await close.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the demo without a red 404 for config.json, or any console error', async () => {
    const { page, context, errors } = await newPage(browser);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const configStatus = page.waitForResponse((response) =>
      response.url().endsWith('/config.json'),
    );
    await page.goto(consoleUrl('/workflows'));
    expect((await configStatus).status()).toBe(200);
    await visibleWorkflowNames(page);
    expect(logged).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
