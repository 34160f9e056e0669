/**
 * The smaller findings of the third security review, on the real gateway in front of the real
 * sandbox: what /readyz tells whom, what the request log keeps of a query, which built files the
 * gateway does not serve, how long a slow client may hold a socket, and embed tokens' issuer.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SEED_FILE } from '@/demo-api/seed-file';
import { DEMO_ICONS_DIR } from '@/demo-api/seed/icon-svg';
import { mintDemoToken } from '@/gateway/embed/demo';
import { Browser, errorCode, signedIn, startStack, writeFakeDist, type Stack } from './support';

const READYZ_TOKEN = 'readyz-token-0123456789abcdef';

describe('/readyz', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { WFC_READYZ_TOKEN: READYZ_TOKEN } });
  });
  afterAll(() => stack.close());

  const readyz = (headers: Record<string, string> = {}) =>
    fetch(`${stack.url}/readyz`, { headers }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
    }));

  it('says ready to anyone, with the status alone', async () => {
    expect(await readyz({ 'x-forwarded-for': '203.0.113.9' })).toEqual({
      status: 200,
      body: { status: 'ready' },
    });
  });

  it('says why it is not ready only on this host or with the token', async () => {
    // Nothing listens on the discard port: the instance is not ready, and why stays local.
    const broken = await startStack({
      upstreamUrl: 'http://127.0.0.1:9',
      env: { WFC_READYZ_TOKEN: READYZ_TOKEN },
    });
    try {
      const ask = (headers: Record<string, string>) =>
        fetch(`${broken.url}/readyz`, { headers }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as unknown,
        }));
      const detail = {
        status: 'unavailable',
        reason: 'The workflow service could not be reached (ECONNREFUSED).',
      };
      expect(await ask({})).toEqual({ status: 503, body: detail });
      // Relayed by a proxy: not a caller on this host.
      expect(await ask({ 'x-forwarded-for': '203.0.113.9' })).toEqual({
        status: 503,
        body: { status: 'unavailable' },
      });
      expect(
        await ask({ forwarded: 'for=203.0.113.9', authorization: 'Bearer wrong-token-0123456789' }),
      ).toEqual({ status: 503, body: { status: 'unavailable' } });
      expect(
        await ask({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${READYZ_TOKEN}` }),
      ).toEqual({ status: 503, body: detail });
    } finally {
      await broken.close();
    }
  });
});

describe('the request log', () => {
  let stack: Stack;
  let admin: Browser;
  beforeAll(async () => {
    stack = await startStack();
    admin = await signedIn(stack, 'admin');
  });
  afterAll(() => stack.close());

  const linesSince = (before: number) =>
    stack.logs.slice(before).map(
      (line) =>
        JSON.parse(line) as {
          msg?: string;
          req?: { method?: string; url?: string };
          res?: { statusCode?: number };
        },
    );

  it("keeps the path and the query's parameter names, never their values", async () => {
    const before = stack.logs.length;
    await admin.request('GET', '/api/v1/workflows?user_key=alice%40example.com&limit=1');
    await admin.request('GET', '/workflows?user_key=bob-the-end-user&on=true');
    // The line is written once the answer has gone out: wait for both.
    await expect
      .poll(() => linesSince(before).map((line) => line.req?.url))
      .toEqual(['/api/v1/workflows?user_key&limit', '/workflows?user_key&on']);
    const text = stack.logs.slice(before).join('');
    expect(text).not.toContain('alice');
    expect(text).not.toContain('bob-the-end-user');
  });

  it('writes one line per request, with the request and its answer', async () => {
    const before = stack.logs.length;
    await admin.request('GET', '/api/v1/workflows/no-such-workflow');
    await expect.poll(() => linesSince(before).length).toBe(1);
    const [line] = linesSince(before);
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/workflows/no-such-workflow' },
      res: { statusCode: 404 },
    });
  });
});

describe('built files for the demo and for developers', () => {
  let stack: Stack;
  let folder = '';
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'wfc-demo-files-'));
    const dist = writeFakeDist(folder);
    writeFileSync(join(dist, DEMO_SEED_FILE), 'seed');
    mkdirSync(join(dist, DEMO_ICONS_DIR), { recursive: true });
    writeFileSync(join(dist, DEMO_ICONS_DIR, 'slack.svg'), '<svg/>');
    writeFileSync(join(dist, 'config.example.json'), '{"mode":"live"}');
    stack = await startStack({ env: { WFC_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await stack.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it.each([[`/${DEMO_SEED_FILE}`], [`/${DEMO_ICONS_DIR}/slack.svg`], ['/config.example.json']])(
    '%s is not served by the gateway (404)',
    async (path) => {
      const answer = await new Browser(stack).request('GET', path);
      expect(answer.status).toBe(404);
      expect(errorCode(answer)).toBe('not_found');
    },
  );

  it('while the console and its other files are', async () => {
    const browser = new Browser(stack);
    expect((await browser.request('GET', '/favicon.svg')).status).toBe(200);
    expect((await browser.request('GET', '/workflows')).status).toBe(200);
  });
});

/** Sends `text` and waits for the gateway to close the socket; what it answered and when. */
function trickle(url: string, text: string): Promise<{ answer: string; afterMs: number }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, afterMs: performance.now() - started }));
  });
}

describe('slow clients', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      env: { WFC_HEADERS_TIMEOUT_MS: '300', WFC_REQUEST_TIMEOUT_MS: '600' },
    });
  });
  afterAll(() => stack.close());

  it('get 408 and a closed socket when their headers do not arrive in time', async () => {
    const { answer, afterMs } = await trickle(
      stack.url,
      'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(290);
    expect(afterMs).toBeLessThan(5000);
  });

  it('get 408 and a closed socket when their body does not arrive in time', async () => {
    const { answer, afterMs } = await trickle(
      stack.url,
      'POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{"u',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(590);
    expect(afterMs).toBeLessThan(5000);
  });
});

describe('embed tokens with WFC_EMBED_ISSUER', () => {
  const secret = randomBytes(32).toString('base64');
  const key = new TextEncoder().encode(secret);
  let stack: Stack;
  let workflowId = '';
  beforeAll(async () => {
    stack = await startStack({
      env: {
        WFC_EMBED_SECRET: secret,
        WFC_EMBED_ORIGINS: 'https://host.test',
        WFC_EMBED_ISSUER: 'https://host.test/backend',
      },
    });
    const admin = await signedIn(stack, 'admin');
    const list = (await admin.request('GET', '/api/v1/workflows?limit=1')).json() as {
      collection: { id: string }[];
    };
    workflowId = list.collection[0]?.id ?? '';
  });
  afterAll(() => stack.close());

  const read = (token: string) =>
    fetch(`${stack.url}/embed-api/workflows/${workflowId}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('accept only that issuer', async () => {
    const before = stack.forwarded.length;
    const none = await read(await mintDemoToken(key, 'alice'));
    expect(none.status).toBe(401);
    const other = await read(await mintDemoToken(key, 'alice', { issuer: 'https://other.test' }));
    expect(other.status).toBe(401);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(
      'The embed token was refused: its issuer (iss) is not the one this console expects (WFC_EMBED_ISSUER).',
    );
    expect(stack.forwarded.length).toBe(before);
    const right = await read(
      await mintDemoToken(key, 'alice', { issuer: 'https://host.test/backend' }),
    );
    expect(right.status).toBe(200);
  });
});
