import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToSandbox, consoleUrl, launchChromium, newPage, type TestBrowser } from './browser';
import { watchTraffic, type Traffic } from './traffic';

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Admin view is a Connection page setting (on by default); this sets it explicitly. */
async function turnOnAdminView(page: Page): Promise<void> {
  await page.goto(consoleUrl('/connection'));
  await page.getByLabel(/^Admin view/).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(/^Saved\. The console now talks to/).waitFor();
}

interface Case {
  identifier: string;
  name: string;
  /** An action of its schema, one of its form field names, and a placeholder chip of its headers. */
  action: string;
  fieldName: string;
  headerChip: string;
}

/**
 * From the list: install (with a double click), read the schema (secrets hidden, Markdown safe),
 * change the groups, reload: the groups and the schema are still there, and the list shows the app.
 */
async function installReadRegroup(page: Page, traffic: Traffic, app: Case) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  /** Every install request's idempotency key and answer, to show a double click installs once. */
  const installs = () =>
    traffic
      .all()
      .filter(
        (exchange) => exchange.method === 'POST' && /\/api\/v1\/installed_apps$/.test(exchange.url),
      )
      .map((exchange) => ({
        key: exchange.headers['idempotency-key'],
        status: exchange.status,
        replayed: exchange.responseHeaders['idempotent-replayed'] === 'true',
      }));
  await page.goto(consoleUrl('/installed-apps'));
  const table = page.getByRole('table', { name: 'Installed apps' });
  await table.getByRole('link', { name: 'Chatter' }).waitFor();
  expect(await table.getByRole('link', { name: app.name }).count()).toBe(0);
  // The apps' icons load (in demo mode they are files of the build, not answers of the demo API).
  const icons = table.locator('img');
  expect(await icons.count()).toBeGreaterThan(0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main table img')].every(
      (image) => image instanceof HTMLImageElement && image.complete,
    ),
  );
  for (const icon of await icons.all())
    expect(await icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Install app…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Install an app' });
  await dialog.getByLabel('App identifier').fill(app.identifier);
  await dialog.getByLabel('Groups (optional)').fill('support');
  await dialog.getByRole('button', { name: 'Install', exact: true }).dblclick();

  await page.getByRole('heading', { level: 1, name: app.name }).waitFor();
  await page.getByText(/was installed; its schema is below\.$/).waitFor();
  const schema = page.getByRole('region', { name: 'Installed schema' });
  await schema.getByText(/^Received just now[\s\S]* with the install response \(version/).waitFor();
  expect(installs().length).toBeGreaterThan(0);
  expect(
    installs()
      .filter((install) => !install.replayed)
      .map((install) => install.status),
  ).toEqual([201]);
  expect(new Set(installs().map((install) => install.key)).size).toBe(1);
  const action = schema.getByRole('region', { name: app.action });
  // The form, previewed read-only by the settings-form renderer, and its definitions as they come.
  const preview = action.getByRole('group', { name: `Form preview of ${app.action}` });
  const input = preview.locator(`[data-field-name="${app.fieldName}"]`);
  await input.waitFor();
  expect(await input.getAttribute('readonly')).not.toBeNull();
  const form = action.getByRole('table', { name: `Form fields of ${app.action}` });
  await form.getByRole('cell', { name: app.fieldName, exact: true }).waitFor();
  const headers = action.getByRole('table', { name: `Headers of ${app.action}` });
  await headers.getByText(app.headerChip, { exact: true }).first().waitFor();
  expect(await page.locator('main').innerText()).not.toMatch(/redact\s+app_connection/);
  const connection = schema.getByRole('table', { name: 'Connection fields' });
  expect(await connection.getByText('Secret', { exact: true }).count()).toBeGreaterThan(0);
  // The setup instructions' renderer loads lazily: wait for it before looking at its links.
  await schema.locator('.markdown').first().waitFor();
  for (const link of await schema.locator('.markdown a').all()) {
    expect(await link.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  }

  const groups = page.getByRole('region', { name: 'Groups' });
  await groups.getByRole('button', { name: 'Remove the group support' }).click();
  await groups.getByLabel('Add groups').fill('tier2, escalations');
  await groups.getByLabel('Add groups').press('Enter');
  await groups.getByRole('button', { name: 'Save groups' }).click();
  await page.getByText('Groups saved: tier2, escalations.').waitFor();

  await page.reload();
  await page.getByRole('heading', { level: 1, name: app.name }).waitFor();
  const saved = page.getByRole('region', { name: 'Groups' }).getByRole('list');
  await saved.getByText('escalations').waitFor();
  expect(await saved.innerText()).toMatch(/^tier2\s+escalations$/);
  await schema.getByText(/^Received just now[\s\S]* with an update response \(version/).waitFor();
  await schema.getByRole('region', { name: app.action }).waitFor();

  await page.getByRole('link', { name: '← Installed apps' }).click();
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: app.name }) });
  await row.getByText('escalations').waitFor();
  expect(dialogs).toEqual([]);
}

describe('installed apps in a real browser', () => {
  it('on the demo API: install, read the schema, change the groups in admin view, reload', async () => {
    const { page, context, errors } = await newPage(browser);
    const traffic = await watchTraffic(page, 'demo');
    await turnOnAdminView(page);
    await installReadRegroup(page, traffic, {
      identifier: 'ticketly',
      name: 'Ticketly',
      action: 'Open Ticketly ticket',
      fieldName: 'ticket__title',
      headerChip: 'connection · api_key',
    });
    // The hostile setup instructions of this app were shown as text, not run.
    await page.goto(consoleUrl('/installed-apps/ticketly'));
    await page.getByText(/^<script>alert/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('live against the sandbox: the same, on another app', async () => {
    const { page, context, errors } = await newPage(browser);
    const traffic = await watchTraffic(page, 'live');
    await connectToSandbox(page);
    await turnOnAdminView(page);
    await installReadRegroup(page, traffic, {
      identifier: 'slotly',
      name: 'Slotly',
      action: 'Book Slotly meeting',
      fieldName: 'invitee_email',
      headerChip: 'secret',
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
