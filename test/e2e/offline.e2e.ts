import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToSandbox, consoleUrl, launchChromium, newPage, type TestBrowser } from './browser';

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('offline in a real browser', () => {
  it('says so while offline, keeps the screen, and loads the screen once back online', async () => {
    const { page, context, errors } = await newPage(browser);
    await connectToSandbox(page);
    await page.goto(consoleUrl('/workflows'));
    const table = page.getByRole('table', { name: 'Workflows' });
    await table.locator('tbody tr a').first().waitFor();

    await context.setOffline(true);
    await page.getByText(/^You are offline\./).waitFor();
    expect(await table.locator('tbody tr a').count()).toBeGreaterThan(0);
    // A screen whose code was never loaded cannot load offline: it says so…
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page.getByText(/could not be loaded while offline/).waitFor();

    // …and loads with a reload once the connection is back.
    await context.setOffline(false);
    await page.getByText(/^You are offline\./).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('table', { name: 'Users' }).locator('tbody tr').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
