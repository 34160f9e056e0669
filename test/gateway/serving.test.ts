/**
 * Serving the console: the SPA fallback on every screen path, the HTML headers (CSP, framing,
 * nosniff, referrer policy, HSTS behind https), cache headers, compression, the generated
 * config.json, and the health endpoints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_NAME, Browser, startStack, type Stack } from './support';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({
    env: { WFC_CONNECT_SRC: 'https://options.example.com https://*.crm.example' },
  });
  browser = new Browser(stack);
});

afterAll(() => stack.close());

const SCREENS = [
  '/',
  '/workflows',
  '/workflows/abc/compare?view=split',
  '/installed-apps/slack',
  '/connection',
  '/fill/workflows/abc',
  '/index.html',
  '/no/such/screen',
];

describe('HTML routes', () => {
  it.each(SCREENS)('%s answers the console with the strict HTML headers', async (path) => {
    const answer = await browser.request('GET', path, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('<div id="root">');
    // The build's own policy <meta> is left out: this header is stricter in every directive.
    expect(answer.text).not.toMatch(/http-equiv="Content-Security-Policy"/i);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    const csp = answer.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://options.example.com',
      'https://*.crm.example',
    ]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // No worker: the demo API, the console's only one, never runs behind the gateway.
    expect(directives.get('worker-src')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
    // No 'unsafe-inline' anywhere: style elements need this answer's nonce, which the page carries.
    expect(csp).not.toContain('unsafe-inline');
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(answer.text)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directives.get('style-src')).toEqual(["'self'", `'nonce-${String(nonce)}'`]);
    const again = await browser.request('GET', '/workflows');
    expect(again.text).not.toContain(String(nonce));
  });

  it('answers HEAD with the same headers and no body', async () => {
    const answer = await browser.request('HEAD', '/workflows');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.text).toBe('');
  });

  it.each([
    ['/assets/missing-123.js'],
    ['/favicon.ico'],
    ['/auth/unknown'],
    ['/api/v1/unknown'],
    ['/.vite/manifest.json'],
    ['/missing.css'],
    ['/demo-seed.jsonl.gz'],
  ])('%s is a 404, not the console', async (path) => {
    const answer = await browser.request('GET', path);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('application/json');
  });
});

describe('files', () => {
  it('caches hashed assets for a year as immutable, compressed with brotli or gzip', async () => {
    const brotli = await browser.request('GET', `/assets/${ASSET_NAME}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('x-content-type-options')).toBe('nosniff');
    expect(brotli.text).toContain('export const text');
    const gzip = await browser.request('GET', `/assets/${ASSET_NAME}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('revalidates other files (no hash in the name)', async () => {
    const answer = await browser.request('GET', '/favicon.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('writes config.json itself: gateway mode, how to sign in, no secrets, not cached', async () => {
    const answer = await browser.request('GET', '/config.json');
    expect(answer.json()).toEqual({
      mode: 'gateway',
      default_user_key: 'main',
      sign_in: { password: true, oidc: null },
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('health', () => {
  it('/healthz says ok, /readyz says ready when the service answers with the key', async () => {
    expect((await browser.request('GET', '/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await browser.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe('behind https', () => {
  it('sends HSTS on every answer and marks the session cookie Secure and __Host-', async () => {
    const secure = await startStack({ env: { WFC_PUBLIC_URL: 'https://console.example.com' } });
    try {
      const secureBrowser = new Browser(secure);
      const page = await secureBrowser.request('GET', '/workflows');
      expect(page.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(
        (await secureBrowser.request('GET', '/healthz')).headers.get('strict-transport-security'),
      ).not.toBeNull();
      const signIn = await secureBrowser.json(
        'POST',
        '/auth/login',
        { username: 'viewer', password: 'viewer-pass-1' },
        { origin: 'https://console.example.com' },
      );
      expect(signIn.status).toBe(303);
      const cookie = signIn.headers.getSetCookie()[0] ?? '';
      expect(cookie).toMatch(/^__Host-wfc_session=/);
      expect(cookie).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});
