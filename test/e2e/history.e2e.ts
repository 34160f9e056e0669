/**
 * Workflow history in a real Chromium, through the gateway as `npm run serve:demo` runs it: the
 * production build behind the gateway in front of a sandbox, with the demo's changes made through the
 * gateway at start (src/gateway/demo-history.ts). An operator opens a changed workflow's History tab,
 * compares two versions, restores the older one as the draft and sees it on the compare page.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@/demo-api/server/sandbox';
import { hashPassword } from '@/gateway/auth/password';
import { loadConfig } from '@/gateway/config';
import { seedDemoHistory, type DemoHistory } from '@/gateway/demo-history';
import { createGateway } from '@/gateway/server';
import { closeWithin } from '@/gateway/shutdown';
import { launchChromium, newPage, type TestBrowser } from './browser';

const PASSWORD = 'operator-e2e-pass';

let browser: TestBrowser;
let gateway: FastifyInstance;
let sandbox: ReturnType<typeof startSandbox>;
let folder: string;
let base = '';
let made: DemoHistory;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  browser = await launchChromium();
  sandbox = startSandbox({ port: 0 });
  const sandboxUrl = await sandbox.ready;
  folder = mkdtempSync(join(tmpdir(), 'wfc-history-e2e-'));
  const usersFile = join(folder, 'users');
  writeFileSync(
    usersFile,
    `operator:operator:${await hashPassword(PASSWORD, { ln: 10, r: 8, p: 1 })}\n`,
  );
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    WFC_API_BASE_URL: sandboxUrl,
    WFC_API_KEY: `sk_test_e2e_history_${randomBytes(6).toString('hex')}`,
    WFC_SESSION_SECRET: randomBytes(32).toString('hex'),
    WFC_USERS_FILE: usersFile,
    WFC_DIST_DIR: process.env.E2E_DIST ?? 'dist',
    WFC_DATA_DIR: join(folder, 'data'),
    WFC_LOG_LEVEL: 'warn',
  });
  gateway = await createGateway(config, {
    audit: { write: () => undefined, reopen: () => undefined, close: () => Promise.resolve() },
  });
  await gateway.listen({ port, host: '127.0.0.1' });
  base = `http://127.0.0.1:${port}`;
  made = await seedDemoHistory(base, config.publicUrl.origin, {
    user: 'operator',
    password: PASSWORD,
  });
});

afterAll(async () => {
  await browser.close();
  await closeWithin(gateway, 0);
  await sandbox.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the History tab behind the gateway', () => {
  it('compares two versions, restores the older as the draft and shows it on the compare page', async () => {
    const id = made.renamed ?? '';
    expect(id).not.toBe('');
    const { page, context, errors } = await newPage(browser);
    try {
      await page.goto(`${base}/workflows/${id}/history`);
      await page.getByLabel('User name').fill('operator');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      const versions = page.getByRole('list', { name: 'Versions' });
      await versions.waitFor();
      expect(await versions.getByRole('heading').allTextContents()).toEqual([
        'Published version 2',
        'Draft version 1',
        'Published version 1',
      ]);
      await expect
        .poll(() => versions.getByRole('listitem').first().textContent())
        .toContain('Made by operator through the console');

      await page.getByRole('checkbox', { name: 'Choose Published version 1 to compare' }).check();
      await page.getByRole('checkbox', { name: 'Choose Published version 2 to compare' }).check();
      await page.getByRole('button', { name: 'Compare the two chosen' }).click();
      await page.waitForURL(/\/compare\?base=version%3A\d+&head=version%3A\d+$/);
      const renamed = page.getByText(/^Renamed “.+” to “.+ \(v2\)”$/).first();
      await renamed.waitFor();

      await page.goto(`${base}/workflows/${id}/history`);
      await page.getByRole('button', { name: 'Restore Published version 1 as draft…' }).click();
      const dialog = page.getByRole('dialog', {
        name: 'Restore published version 1 as the draft?',
      });
      await dialog.getByRole('button', { name: 'Restore as draft' }).click();
      await page.waitForURL(new RegExp(`/workflows/${id}/compare$`));
      // The draft (the old name) against what is published (the new one).
      await page
        .getByText(/^Renamed “.+ \(v2\)” to “.+”$/)
        .first()
        .waitFor();
      await page
        .getByRole('navigation', { name: 'Workflow sections' })
        .getByRole('link', { name: 'History' })
        .click();
      await versions.waitFor();
      await expect
        .poll(() => versions.getByRole('heading').first().textContent())
        .toBe('Draft version 2');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
