/**
 * The key stays on the server: after a sweep of every kind of request (pages, assets, config.json,
 * sign-in, reads, writes, refusals, service errors, failures), the key appears in no answer's body or
 * headers, in no file the gateway serves, in no log line (at the most verbose level) and in no audit
 * line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_NAME, Browser, signedIn, startStack, type Stack } from './support';

let stack: Stack;
const browsers: Browser[] = [];

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

beforeAll(async () => {
  stack = await startStack({ env: { WFC_LOG_LEVEL: 'trace' } });
  const stranger = new Browser(stack);
  const viewer = await signedIn(stack, 'viewer');
  const admin = await signedIn(stack, 'admin');
  browsers.push(stranger, viewer, admin);
  const list = (await admin.request('GET', '/api/v1/workflows?limit=5')).json() as {
    collection: { id: string }[];
  };
  const id = list.collection[0]?.id ?? 'none';

  for (const path of [
    '/',
    '/workflows',
    '/config.json',
    `/assets/${ASSET_NAME}`,
    '/favicon.svg',
    '/healthz',
    '/readyz',
    '/nope.js',
  ])
    await stranger.request('GET', path);
  await stranger.request('GET', '/api/v1/workflows');
  await stranger.signIn('admin', 'wrong password');
  await stranger.request('GET', '/auth/me');
  for (const browser of [viewer, admin]) {
    await browser.request('GET', '/auth/me');
    await browser.request('GET', `/api/v1/workflows/${id}`);
    await browser.request('GET', '/api/v1/workflows/no-such-id');
    await browser.request('GET', '/api/v1/workflows?limit=999');
    await browser.request('GET', '/api/v1/workflows?is_template=true');
    await browser.json('POST', `/api/v1/workflows/${id}/discard_draft`, {});
    await browser.json('PUT', `/api/v1/workflows/${id}/settings`, { form_data: { nope: 1 } });
    await browser.json('POST', '/api/v1/installed_apps', {
      app_identifier: 'unknown-app',
      groups: ['x'],
    });
    await browser.json(
      'POST',
      '/api/v1/executions/stop',
      { user_key: 'main' },
      { origin: 'https://evil.example' },
    );
    await browser.json('POST', '/api/v1/executions/stop', { user_key: 'main' }, { csrf: null });
    await browser.request('GET', '/api/v1/__demo/state');
    await browser.request('POST', '/auth/logout');
  }
});

afterAll(() => stack.close());

describe('the API key', () => {
  it('is in no answer: neither body nor header', () => {
    const answers = browsers.flatMap((browser) => browser.seen);
    expect(answers.length).toBeGreaterThan(30);
    for (const answer of answers) {
      expect(answer.text).not.toContain(stack.key);
      for (const [name, value] of answer.headers) {
        expect(`${name}: ${value}`).not.toContain(stack.key);
        expect(`${name}: ${value}`).not.toMatch(/Bearer/i);
      }
    }
  });

  it('is in no file the gateway serves', () => {
    for (const file of filesUnder(stack.config.distDir))
      expect(readFileSync(file, 'utf8')).not.toContain(stack.key);
  });

  it('is in no log line, even at trace level, and in no audit line', () => {
    expect(stack.logs.length).toBeGreaterThan(50);
    for (const line of stack.logs) expect(line).not.toContain(stack.key);
    expect(stack.auditText.length).toBeGreaterThan(5);
    for (const line of stack.auditText) expect(line).not.toContain(stack.key);
  });

  it('did reach the service with every forwarded request (the sweep above really went through)', () => {
    expect(stack.forwarded.length).toBeGreaterThan(5);
    for (const request of stack.forwarded)
      expect(request.headers.get('authorization')).toBe(`Bearer ${stack.key}`);
  });
});
