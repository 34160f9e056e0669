import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToSandbox, consoleUrl, launchChromium, newPage, type TestBrowser } from './browser';
import { seededWorkflow } from './support';

const PAIRS = ['URL', 'HTTP method', 'Headers', 'Params', 'Code', 'Form', 'Icon', 'Response data'];

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/**
 * From a workflow's overview to one of its action types that has a draft: read the diff, check the
 * secret never shows (raw text included), discard, reload.
 */
async function openDiffAndDiscard(page: Page, workflowKey: string, actionTypeName: string) {
  const workflow = seededWorkflow(workflowKey);
  await page.goto(consoleUrl(`/workflows/${workflow.id}`));
  const card = page.getByRole('region', { name: /^Action types used/ });
  await card.getByRole('link', { name: actionTypeName, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: actionTypeName }).waitFor();
  await page.getByText(/^The draft changes \d+ of 8 fields\.$/).waitFor();

  const headers = page.getByRole('row', { name: 'Headers' });
  expect(await headers.getByTitle('A secret: its value is never shown').count()).toBeGreaterThan(0);
  await headers.getByText('Raw text (secrets masked)').click();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/redact\s+app_connection/);
  expect(text).toMatch(/Unchanged|Changed|Added|Removed/);

  await page.getByRole('button', { name: 'Discard draft…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('list', { name: 'Changes that will be lost' }).waitFor();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the draft as JSON' }).click();
  expect((await download).suggestedFilename()).toMatch(/^action-type-.+-draft-.+\.json$/);
  await dialog.getByRole('button', { name: 'Discard draft' }).click();
  await page
    .getByText('The draft was discarded: every field is its published value again.')
    .waitFor();
  // Its update time is the discard's: "just now", never "in a few seconds" (a clock a little ahead).
  await page.locator('main time').getByText('just now', { exact: true }).first().waitFor();
  expect(await page.locator('main').innerText()).not.toContain('in a few seconds');

  await page.reload();
  await page.getByText('No draft: what you see is the published version.').waitFor();
  const table = page.getByRole('table', { name: 'Published and draft, field by field' });
  for (const label of PAIRS) {
    await table
      .getByRole('row', { name: label, exact: true })
      .getByText('Unchanged', { exact: true })
      .first() // the row's badge; unchanged headers and params carry their own
      .waitFor();
  }
  expect(await table.getByText('~ Changed').count()).toBe(0);
  expect(
    await page.getByRole('button', { name: 'Discard draft…' }).getAttribute('aria-disabled'),
  ).toBe('true');
}

describe('action types in a real browser', () => {
  it('on the demo API: from a workflow, read the diff, secrets hidden, discard, reload', async () => {
    const { page, context, errors } = await newPage(browser);
    await openDiffAndDiscard(page, 'share-big-wins-in-wins', 'Send Chatter message');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('live against the sandbox: the same, on another action type', async () => {
    const { page, context, errors } = await newPage(browser);
    await connectToSandbox(page);
    await openDiffAndDiscard(
      page,
      'create-a-ledgerly-invoice-when-a-new-contact-signs-up',
      'Create Ledgerly invoice',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
