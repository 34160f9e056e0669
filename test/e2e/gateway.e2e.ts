/**
 * The console behind the gateway in a real Chromium: the gateway (serving the production build)
 * in front of its own sandbox, with a users file. A viewer signs in and finds every write disabled
 * (and refused by the gateway if sent anyway); an operator discards a draft; signing out returns to
 * the sign-in page; a sign-in never returns to another origin; an admin ends another person's session
 * on the Sessions screen, finds it in the audit trail and exports it as CSV. The browser never holds
 * the key.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@/demo-api/server/sandbox';
import type { AuditEvent } from '@/gateway/audit';
import { hashPassword } from '@/gateway/auth/password';
import { loadConfig } from '@/gateway/config';
import { createGateway } from '@/gateway/server';
import { closeWithin } from '@/gateway/shutdown';
import { launchChromium, newPage, type TestBrowser } from './browser';
import {
  reviewAndPublish,
  runAndWatch,
  switchOffAndOnFromList,
  TO_PUBLISH,
  TO_RUN,
} from './extension-walks';
import { seededWorkflow } from './support';

const KEY = `sk_test_e2e_gateway_${randomBytes(6).toString('hex')}`;
const PASSWORDS = {
  viewer: 'viewer-e2e-pass',
  operator: 'operator-e2e-pass',
  admin: 'admin-e2e-pass',
};
const withDraft = seededWorkflow('nightly-invoice-reconciliation');

let browser: TestBrowser;
let gateway: FastifyInstance;
let sandbox: ReturnType<typeof startSandbox>;
let folder: string;
let base = '';
const audit: AuditEvent[] = [];

/** A port free a moment ago: the public URL (and so the allowed Origin) must be known before start. */
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
  folder = mkdtempSync(join(tmpdir(), 'wfc-gateway-e2e-'));
  const usersFile = join(folder, 'users');
  const cost = { ln: 10, r: 8, p: 1 };
  writeFileSync(
    usersFile,
    `viewer:viewer:${await hashPassword(PASSWORDS.viewer, cost)}\noperator:operator:${await hashPassword(PASSWORDS.operator, cost)}\nadmin:admin:${await hashPassword(PASSWORDS.admin, cost)}\n`,
  );
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    WFC_API_BASE_URL: sandboxUrl,
    WFC_API_KEY: KEY,
    WFC_SESSION_SECRET: randomBytes(32).toString('hex'),
    WFC_USERS_FILE: usersFile,
    WFC_DIST_DIR: process.env.E2E_DIST ?? 'dist',
    WFC_DATA_DIR: join(folder, 'data'),
    WFC_LOG_LEVEL: 'warn',
  });
  gateway = await createGateway(config, {
    audit: {
      write: (event) => audit.push(event),
      reopen: () => undefined,
      close: () => Promise.resolve(),
    },
  });
  await gateway.listen({ port, host: '127.0.0.1' });
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await browser.close();
  // Every test has had its answers: close what connections the worker's browser keeps open.
  await closeWithin(gateway, 0);
  await sandbox.close();
  rmSync(folder, { recursive: true, force: true });
});

async function signIn(page: Page, user: keyof typeof PASSWORDS, path: string) {
  await page.goto(`${base}${path}`);
  await page.getByRole('heading', { name: 'Sign in to Workflow Console' }).waitFor();
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password').fill(PASSWORDS[user]);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Back at the screen asked for, with the operator in the top bar.
  await page
    .getByRole('link', { name: new RegExp(`^Signed in as ${user}, role ${user}`) })
    .waitFor();
}

/** What a page could read of its own storage: the key must be in none of it. */
async function storageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const entries = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const name = storage.key(index) ?? '';
        return [name, storage.getItem(name)];
      });
    return JSON.stringify({
      local: entries(localStorage),
      session: entries(sessionStorage),
      cookie: document.cookie,
    });
  });
}

describe('the console behind the gateway', () => {
  it('signs a viewer in: reading works, every write is disabled with the reason, and refused if sent anyway', async () => {
    const { page, context, errors } = await newPage(browser);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await signIn(page, 'viewer', `/workflows/${withDraft.id}`);
    expect(page.url()).toBe(`${base}/workflows/${withDraft.id}`);
    await page.getByRole('heading', { name: withDraft.name }).waitFor();
    const chip = page.getByRole('link', { name: /^Signed in as viewer, role viewer/ });
    expect(await chip.textContent()).toBe('viewer · Viewer, read only');
    expect(await chip.getAttribute('title')).toMatch(
      /^You are signed in as a viewer: you can read everything/,
    );

    // The workflow has a draft: only the role keeps the button from working. It still takes the
    // keyboard's focus, and its reason shows there and is its description for screen readers.
    expect(withDraft.has_draft).toBe(true);
    const discard = page.getByRole('button', { name: 'Discard draft…' });
    const discardReason =
      'You are signed in as a viewer: only an operator or an admin can discard drafts.';
    expect(await discard.getAttribute('aria-disabled')).toBe('true');
    await discard.focus();
    expect(await discard.evaluate((element) => element === document.activeElement)).toBe(true);
    const hint = page.getByRole('tooltip', { name: discardReason });
    expect(await hint.isVisible()).toBe(true);
    expect(await discard.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The settings form: the answers to read, not fields to type into and lose.
    await page.goto(`${base}/workflows/${withDraft.id}/settings`);
    await page
      .getByRole('note')
      .getByText(
        /^Read-only: You are signed in as a viewer: only an operator or an admin can save settings\.$/,
      )
      .waitFor();
    const firstText = page
      .getByRole('form', { name: `Settings of ${withDraft.name}` })
      .getByRole('textbox')
      .first();
    expect(await firstText.getAttribute('readonly')).not.toBeNull();

    await page.goto(`${base}/executions/stop`);
    await page
      .getByText('You are signed in as a viewer: only an operator or an admin can stop executions.')
      .first()
      .waitFor();
    expect(
      await page.getByRole('button', { name: 'Review and stop…' }).getAttribute('aria-disabled'),
    ).toBe('true');

    // Sent anyway from the page itself (with the token the page can read), the gateway refuses it.
    const forced = await page.evaluate(async (id) => {
      const me = (await (await fetch('/auth/me')).json()) as { csrf_token: string };
      const response = await fetch(`/api/v1/workflows/${id}/discard_draft`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrf_token },
        body: '{}',
      });
      return { status: response.status, body: await response.text() };
    }, withDraft.id);
    expect(forced.status).toBe(403);
    expect(forced.body).toContain('Your role (viewer) may not discard drafts');

    expect(await storageText(page)).not.toContain(KEY);
    expect(await page.content()).not.toContain(KEY);
    expect(errors).toEqual([]);
    // The strict CSP blocked nothing the console needs. Expected: the 401 of /auth/me before signing
    // in, the 403 of the forced write, and the settings form's option providers (outside the console,
    // not in this gateway's WFC_CONNECT_SRC), whose label look-ups the policy refuses.
    expect(consoleErrors.filter((text) => !/status of (401|403)|\/provider\//.test(text))).toEqual(
      [],
    );
    await context.close();
  });

  it('signs an operator in, who discards a draft (audited), then signs out', async () => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page, 'operator', `/workflows/${withDraft.id}`);
    expect(await page.getByRole('link', { name: /^Signed in as operator/ }).textContent()).toBe(
      'operator · Operator',
    );
    await page.getByRole('button', { name: 'Discard draft…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard draft' }).click();
    await page
      .getByText('The draft was discarded: the workflow is its published version again.')
      .waitFor();
    expect(audit.at(-1)).toMatchObject({
      event: 'api_write',
      user: 'operator',
      role: 'operator',
      method: 'POST',
      path: `/api/v1/workflows/${withDraft.id}/discard_draft`,
      status: 200,
      forwarded: true,
    });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to Workflow Console' }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/auth/me')).status);
    expect(me).toBe(401);
    expect(await storageText(page)).not.toContain(KEY);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets an operator publish, switch and run, each an audited write', async () => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page, 'operator', '/workflows');
    const open = (target: Page, path: string) =>
      target.goto(`${base}${path}`).then(() => undefined);
    await reviewAndPublish(page, open);
    await switchOffAndOnFromList(page, open);
    await runAndWatch(page, open);
    const writes = audit.filter(
      (event) => event.event === 'api_write' && event.user === 'operator',
    );
    expect(
      writes.map(({ method, path, status, forwarded }) => ({ method, path, status, forwarded })),
    ).toEqual(
      expect.arrayContaining([
        {
          method: 'POST',
          path: `/api/v1/workflows/${TO_PUBLISH.id}/publish`,
          status: 200,
          forwarded: true,
        },
        {
          method: 'POST',
          path: `/api/v1/workflows/${TO_RUN.id}/execute`,
          status: 201,
          forwarded: true,
        },
        expect.objectContaining({ method: 'PUT', status: 200, forwarded: true }),
      ]),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the workflow list once per visit, started beside the session check', async () => {
    const { page, context, errors } = await newPage(browser);
    const reads: { status: number; afterSignIn: boolean }[] = [];
    let signedIn = false;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/workflows')
        reads.push({ status: response.status(), afterSignIn: signedIn });
    });
    await page.goto(`${base}/workflows`);
    await page.getByRole('heading', { name: 'Sign in to Workflow Console' }).waitFor();
    // Signed out: the early read was refused, and nothing took it (the sign-in page shows).
    expect(reads).toEqual([{ status: 401, afterSignIn: false }]);
    signedIn = true;
    await page.getByLabel('User name').fill('viewer');
    await page.getByLabel('Password').fill(PASSWORDS.viewer);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const rows = page.getByRole('table', { name: 'Workflows' }).locator('tbody tr a');
    await rows.first().waitFor();
    // Signed in, the page loads again: its one read is the list's own request, answered.
    expect(reads.filter((read) => read.afterSignIn)).toEqual([{ status: 200, afterSignIn: true }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says why a wrong password did not work, and keeps the page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${base}/users`);
    await page.getByLabel('User name').fill('viewer');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').getByText('The user name or password is wrong.').waitFor();
    expect(page.url()).toBe(`${base}/users`);
    await context.close();
  });

  it('never leaves the origin after signing in, whatever address the sign-in page was shown at', async () => {
    const { page, context } = await newPage(browser);
    // A genuine-looking console link whose path is another host to a browser's navigation.
    await page.goto(`${base}//evil.example/x`);
    await page.getByRole('heading', { name: 'Sign in to Workflow Console' }).waitFor();
    await page.getByLabel('User name').fill('viewer');
    await page.getByLabel('Password').fill(PASSWORDS.viewer);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.origin !== base || url.pathname !== '//evil.example/x');
    await page.getByRole('link', { name: /^Signed in as viewer, role viewer/ }).waitFor();
    expect(new URL(page.url()).origin).toBe(base);
    // The console's home, whichever screen it shows there.
    expect(['/', '/workflows']).toContain(new URL(page.url()).pathname);
    await context.close();
  });

  it('signs an admin in, who ends another person’s session, finds it in the audit trail and exports it', async () => {
    // The other person: a script signed in as the viewer (the browser's cookies are the admin's).
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'viewer', password: PASSWORDS.viewer }),
      redirect: 'manual',
    });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const viewerMe = () => fetch(`${base}/auth/me`, { headers: { cookie } }).then((r) => r.status);
    expect(await viewerMe()).toBe(200);

    const { page, context, errors } = await newPage(browser);
    await signIn(page, 'admin', '/workflows');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sessions' })
      .click();
    const sessions = page.getByRole('table', { name: 'Sessions' });
    await sessions.getByText('This browser').filter({ visible: true }).waitFor();
    await sessions
      .getByRole('button', { name: 'End viewer’s session in Unknown browser from 127.0.0.1' })
      .click();
    await page.getByText('Ended viewer’s session.').waitFor();
    expect(await viewerMe()).toBe(401);

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Audit trail' })
      .click();
    await page.getByRole('table', { name: 'Audit trail' }).waitFor();
    await page.getByLabel('Action').selectOption({ label: 'Ended a session' });
    await page.waitForURL(`${base}/audit?action=session_ended`);
    const row = page.getByRole('table', { name: 'Audit trail' }).locator('tbody tr');
    // The unfiltered page stays on screen until the filtered one arrives: wait for the one row.
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.first().textContent()).toContain('Ended a session');
    expect(await row.first().textContent()).toContain('user:viewer');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    // The columns the table shows, under its own names.
    expect(lines[0]).toBe('What,Status,Who,Time,Resource,From,Request id');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^Ended a session \(DELETE \/auth\/sessions\),200 done: ended viewer's session signed in at [^,]+,admin \(admin\),[^,]+,user:viewer,127\.0\.0\.1,/,
    );
    expect(await storageText(page)).not.toContain(KEY);
    expect(errors).toEqual([]);
    await context.close();
  });
});
