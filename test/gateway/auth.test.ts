/**
 * Signing in with the users file: the contract (303 + cookie, 401, 429, /auth/me, sign-out), the
 * cookie's attributes, the rate limit on failures, the idle and absolute lifetimes, and the file as
 * the authority (a removed user is signed out, a changed role applies at once).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Browser, errorCode, PASSWORDS, signedIn, startStack, type Stack } from './support';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    env: {
      WFC_SESSION_IDLE_MINUTES: '5',
      WFC_SESSION_MAX_HOURS: '1',
    },
  });
});

afterAll(() => stack.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('POST /auth/login', () => {
  it('answers 303 to / with an HttpOnly, SameSite=Lax session cookie, and /auth/me names the user', async () => {
    const browser = new Browser(stack);
    const answer = await browser.signIn('operator');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('wfc_session='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    const me = await browser.request('GET', '/auth/me');
    expect(me.status).toBe(200);
    expect(me.json()).toEqual({
      user: 'operator',
      role: 'operator',
      via: 'password',
      csrf_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
      expires_at: { idle: expect.any(String) as string, absolute: expect.any(String) as string },
    });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(stack.audit.at(-1)).toMatchObject({
      event: 'sign_in',
      user: 'operator',
      role: 'operator',
      via: 'password',
      status: 303,
    });
  });

  it('accepts a form post and goes back to a same-origin return_to, never elsewhere', async () => {
    const form = (returnTo: string) =>
      new Browser(stack).request('POST', '/auth/login', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          username: 'viewer',
          password: PASSWORDS.viewer,
          return_to: returnTo,
        }).toString(),
      });
    expect((await form('/workflows/abc?tab=1')).headers.get('location')).toBe(
      '/workflows/abc?tab=1',
    );
    expect((await form('https://evil.example/')).headers.get('location')).toBe('/');
    expect((await form('//evil.example/')).headers.get('location')).toBe('/');
    expect((await form('/\\evil.example')).headers.get('location')).toBe('/');
  });

  it('answers 401 with a readable message for a wrong password or an unknown user, and audits it', async () => {
    const wrong = await new Browser(stack).signIn('admin', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'The user name or password is wrong.' },
    });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const unknown = await new Browser(stack).json('POST', '/auth/login', {
      username: 'mallory',
      password: 'x',
    });
    expect(unknown.status).toBe(401);
    expect(stack.audit.at(-1)).toMatchObject({
      event: 'sign_in_failed',
      user: 'mallory',
      role: null,
      status: 401,
    });
  });

  it("refuses a sign-in posted from another site's page", async () => {
    const answer = await new Browser(stack).json(
      'POST',
      '/auth/login',
      { username: 'admin', password: PASSWORDS.admin },
      { origin: 'https://evil.example' },
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });
});

describe('POST /auth/logout', () => {
  it('ends the session: /auth/me and the API answer 401 afterwards', async () => {
    const browser = await signedIn(stack, 'viewer');
    const answer = await browser.request('POST', '/auth/logout');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect((await browser.request('GET', '/auth/me')).status).toBe(401);
    expect((await browser.request('GET', '/api/v1/workflows')).status).toBe(401);
    expect(stack.audit.at(-1)).toMatchObject({ event: 'sign_out', user: 'viewer' });
  });

  it('cannot revoke a copy of the cookie taken before sign-out (stateless sessions; documented)', async () => {
    // Documented limit of stateless sessions (docs/gateway.md): this test pins the behaviour down.
    const browser = await signedIn(stack, 'viewer');
    const copy = new Browser(stack);
    for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
    await browser.request('POST', '/auth/logout');
    expect((await copy.request('GET', '/auth/me')).status).toBe(200);
  });
});

describe('session lifetimes', () => {
  it('ends a session idle for longer than WFC_SESSION_IDLE_MINUTES', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const browser = await signedIn(stack, 'viewer');
    vi.setSystemTime(Date.now() + 4 * 60_000);
    expect((await browser.request('GET', '/auth/me')).status).toBe(200);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expect((await browser.request('GET', '/auth/me')).status).toBe(401);
  });

  it('ends an active session after WFC_SESSION_MAX_HOURS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const browser = await signedIn(stack, 'viewer');
    for (let minutes = 4; minutes < 60; minutes += 4) {
      vi.setSystemTime(Date.now() + 4 * 60_000);
      expect(
        (await browser.request('GET', '/api/v1/workflows?limit=1')).status,
        `${minutes} min`,
      ).toBe(200);
    }
    vi.setSystemTime(Date.now() + 5 * 60_000);
    expect((await browser.request('GET', '/api/v1/workflows?limit=1')).status).toBe(401);
  });
});

describe('the users file decides', () => {
  it('signs a removed user out and applies a changed role at the next request', async () => {
    const operator = await signedIn(stack, 'operator');
    const admin = await signedIn(stack, 'admin');
    const original = readFileSync(stack.usersFile, 'utf8');
    try {
      const changed = original
        .split('\n')
        .filter((line) => !line.startsWith('operator:'))
        .map((line) => line.replace(/^admin:admin:/, 'admin:viewer:'))
        .join('\n');
      writeFileSync(stack.usersFile, changed);
      // The file is looked at again at most once a second.
      await expect
        .poll(async () => (await operator.request('GET', '/auth/me')).status, { timeout: 5000 })
        .toBe(401);
      expect((await admin.request('GET', '/auth/me')).json()).toMatchObject({
        user: 'admin',
        role: 'viewer',
      });
      const refused = await admin.json('POST', '/api/v1/executions/stop', { user_key: 'main' });
      expect(errorCode(refused)).toBe('forbidden_for_role');
    } finally {
      writeFileSync(stack.usersFile, original);
      // The next test finds the users as they were: wait until the gateway has read the file again.
      await expect
        .poll(async () => (await admin.request('GET', '/auth/me')).json(), { timeout: 5000 })
        .toMatchObject({ role: 'admin' });
    }
  });
});

describe('rate limit on failed sign-ins', () => {
  // A gateway of its own for each test: the failures counted are that test's only.
  let limited: Stack;
  beforeEach(async () => {
    limited = await startStack({
      env: { WFC_LOGIN_MAX_FAILURES: '3', WFC_LOGIN_MAX_FAILURES_PER_ADDRESS: '5' },
    });
  });
  afterEach(() => limited.close());

  it('refuses a user name after WFC_LOGIN_MAX_FAILURES failures, even with the right password', async () => {
    const browser = new Browser(limited);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await browser.signIn('operator', 'wrong')).status).toBe(401);
    const blocked = await browser.signIn('operator');
    expect(blocked.status).toBe(429);
    expect(errorCode(blocked)).toBe('too_many_attempts');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((blocked.json() as { error: { message: string } }).error.message).toMatch(
      /Too many failed sign-ins for this user name/,
    );
    expect(blocked.headers.getSetCookie()).toEqual([]);
    // Another user from the same address still signs in, as often as they like: successes count nothing.
    for (let attempt = 0; attempt < 6; attempt += 1)
      expect((await new Browser(limited).signIn('viewer')).status).toBe(303);
  });

  it('refuses every user name from an address after WFC_LOGIN_MAX_FAILURES_PER_ADDRESS failures', async () => {
    // 5 failures from this address, at most 2 per user name (under the per-user limit of 3).
    for (const name of ['admin', 'viewer', 'operator', 'admin', 'viewer'] as const)
      expect((await new Browser(limited).signIn(name, 'wrong')).status).toBe(401);
    const blocked = await new Browser(limited).signIn('admin');
    expect(blocked.status).toBe(429);
    expect((blocked.json() as { error: { message: string } }).error.message).toMatch(
      /your address/,
    );
  });
});
