/**
 * The lists' tools in Chromium, live against this file's sandbox: a saved view survives a reload and
 * switches the list; Export CSV downloads a file that reads back as the filtered rows; three
 * workflows switched off in one bulk action, one refused by the service (a route hook answers 422
 * for it once), then retried.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToSandbox, consoleUrl, launchChromium, newPage, type TestBrowser } from './browser';
import { buildSeed } from '@/demo-api/seed';

const seed = buildSeed();

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const main = seed.workflows
  .filter((w) => w.owner_user_key === 'main')
  .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));

async function saveView(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Save view', exact: true }).click();
}

describe('the lists’ tools in a real browser', () => {
  it('saves views, keeps them over a reload, switches between them, and exports the filtered rows', async () => {
    const { page, context, errors } = await newPage(browser);
    await connectToSandbox(page);
    await page.goto(consoleUrl('/workflows?on=false&cols=name,state,runs'));
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save view…' }).click();
    await saveView(page, 'Switched off');
    await page.getByRole('button', { name: 'View: Switched off' }).waitFor();

    await page.goto(consoleUrl('/workflows?order_by=name'));
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save view…' }).click();
    await saveView(page, 'A to Z');
    await page.getByRole('button', { name: 'View: A to Z' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'View: A to Z' }).click();
    await page.getByRole('menuitem', { name: 'Switched off' }).click();
    await page.waitForURL(/\/workflows\?cols=name%2Cstate%2Cruns&on=false$/);
    await page.getByRole('button', { name: 'View: Switched off' }).waitFor();
    const table = page.getByRole('table', { name: 'Workflows' });
    expect(
      await table
        .locator('thead th')
        .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-col'))),
    ).toEqual(['name', 'state', 'runs']);

    const off = main.filter((w) => !w.on);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^workflows-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await file.path(), 'utf8');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,State,Runs');
    expect(lines.slice(1, -1)).toHaveLength(off.length);
    expect(
      lines[1]?.startsWith(`${off[0]?.name ?? ''},Off,`) ||
        lines[1]?.startsWith(`"${off[0]?.name ?? ''}",Off,`),
    ).toBe(true);
    await page
      .getByText(`Exported ${String(off.length)} workflows, with the columns shown.`)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches three workflows off in one bulk action, one failing, and retries it', async () => {
    const { page, context, errors } = await newPage(browser);
    await connectToSandbox(page);
    const firstPage = main.slice(0, 25);
    const at = firstPage.findIndex(
      (_, index) =>
        firstPage.slice(index, index + 3).every((w) => w.on) && index + 3 <= firstPage.length,
    );
    const chosen = firstPage.slice(at, at + 3);
    const failing = chosen[1];
    let refuse = true;
    await page.route(`**/api/v1/workflows/${failing?.id ?? ''}`, async (route) => {
      if (route.request().method() !== 'PUT' || !refuse) return route.fallback();
      refuse = false;
      await route.fulfill({
        status: 422,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          error: {
            code: 'unprocessable_entity',
            message: 'The workflow is locked by a migration.',
          },
        }),
      });
    });
    await page.goto(consoleUrl('/workflows'));
    await page.getByRole('checkbox', { name: `Choose ${chosen[0]?.name ?? ''}` }).click();
    await page
      .getByRole('checkbox', { name: `Choose ${chosen[2]?.name ?? ''}` })
      .click({ modifiers: ['Shift'] });
    await page.getByText('3 chosen').waitFor();
    await page.getByRole('button', { name: 'Switch off 3 workflows' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch off 3 workflows' });
    await dialog.getByRole('listitem').first().waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual(chosen.map((w) => w.name));
    await dialog.getByRole('button', { name: 'Switch off 3 workflows' }).click();
    const finished = page.getByRole('dialog', { name: 'Switch off 3 workflows: finished' });
    await finished.getByText('Done 2 · failed 1 · skipped 0.').waitFor();
    await finished.getByText('failed: The workflow is locked by a migration.').waitFor();

    await finished.getByRole('button', { name: 'Retry the failed (1)' }).click();
    const retried = page.getByRole('dialog', { name: 'Switch off 1 workflow: finished' });
    await retried.getByText('Done 1 · failed 0 · skipped 0.').waitFor();
    await retried.getByRole('button', { name: 'Close' }).click();
    await page.goto(consoleUrl('/workflows?on=false&limit=100'));
    const names = page
      .getByRole('table', { name: 'Workflows' })
      .locator('tbody tr td:first-child a');
    await names.first().waitFor();
    const offNow = await names.allTextContents();
    for (const workflow of chosen) expect(offNow).toContain(workflow.name);
    expect(errors).toEqual([]);
    await context.close();
  });
});
