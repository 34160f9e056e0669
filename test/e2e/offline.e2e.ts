import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToSandbox, consoleUrl, launchChromium, newPage, type TestBrowser } from './browser';
import { seededWorkflowNames } from './support';

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('offline in a real browser', () => {
  it('says so, keeps the screen, shows a page asked for as waiting, and opens screens once back', async () => {
    const { page, context, errors } = await newPage(browser);
    await connectToSandbox(page);
    await page.goto(consoleUrl('/workflows'));
    const table = page.getByRole('table', { name: 'Workflows' });
    const firstName = table.locator('tbody tr td:first-child a').first();
    await firstName.waitFor();
    const names = seededWorkflowNames();
    expect(await firstName.textContent()).toBe(names[0]);

    await context.setOffline(true);
    await page.getByText(/^You are offline\./).waitFor();
    // Next: the address names the next page; the rows before stay, marked as waiting.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/starting_after=/);
    await page
      .getByText(
        'Waiting for the connection to show this page; the rows below are the page before.',
      )
      .waitFor();
    expect(await firstName.textContent()).toBe(names[0]);
    // A screen whose code was never loaded waits for the connection instead of failing.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page
      .getByText(/The screen you opened loads as soon as the connection is back\./)
      .waitFor();
    expect(await page.getByText(/went wrong|could not be loaded/i).count()).toBe(0);

    // Back online: the screen opens by itself, no reload.
    await context.setOffline(false);
    await page.getByText(/^You are offline\./).waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Users' }).locator('tbody tr').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/users');
    expect(errors).toEqual([]);
    await context.close();
  });
});
