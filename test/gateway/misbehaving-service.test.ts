/**
 * A service (or a proxy, WAF or error page in front of it) that answers what the interface does not:
 * HTML echoing its input, no content type, huge answers. Nothing it sends may become a document on
 * the console's origin, through the API proxy or the embed API; and however many large answers come
 * at once, the bytes the gateway holds stay under WFC_UPSTREAM_MEMORY_BYTES.
 */
import type { ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mintDemoToken } from '@/gateway/embed/demo';
import { startFakeService, type FakeService, type Received } from './fake-service';
import { errorCode, signedIn, startStack, type Answer, type Browser, type Stack } from './support';

const ECHO = '<script>fetch("/auth/me").then(r=>r.text()).then(alert)</script>';
const MiB = 1_048_576;

function misbehave(request: Received, response: ServerResponse) {
  const path = request.target.split('?')[0] ?? '';
  if (path === '/api/v1/users') {
    // What a WAF's or proxy's page may do: echo what it was sent, as HTML.
    response.writeHead(200, { 'content-type': 'text/html', 'x-request-id': 'req_html' });
    response.end(`<p>You searched for ${decodeURIComponent(request.target)}</p>`);
  } else if (path === '/api/v1/events') {
    response.writeHead(200, { 'x-request-id': 'req_untyped' });
    response.end(ECHO);
  } else if (path === '/api/v1/data_fields') {
    response.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '30' });
    response.end(`<h1>Down for maintenance</h1>${ECHO}`);
  } else if (path === '/api/v1/executions/stop') {
    response.writeHead(204);
    response.end();
  } else if (path.startsWith('/api/v1/workflows/')) {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(ECHO);
  } else {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ collection: [], note: ECHO }));
  }
}

describe('answers that are not JSON', () => {
  let service: FakeService;
  let stack: Stack;
  let admin: Browser;
  const secret = randomBytes(32).toString('base64');

  beforeAll(async () => {
    service = await startFakeService(misbehave);
    stack = await startStack({
      upstreamUrl: service.url,
      env: { WFC_EMBED_SECRET: secret, WFC_EMBED_ORIGINS: 'https://host.test' },
    });
    admin = await signedIn(stack, 'admin');
  });
  afterAll(async () => {
    await stack.close();
    await service.close();
  });

  it('passes JSON on, marked so that it can never be a document', async () => {
    const answer = await admin.request('GET', '/api/v1/installed_apps');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ collection: [], note: ECHO });
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it.each([
    ['text/html echoing the request', '/api/v1/users?search=%3Cscript%3E', 502, 'text/html'],
    ['no content type', '/api/v1/events', 502, 'no content type'],
    ['an HTML error page', '/api/v1/data_fields', 503, 'text/html'],
  ])('turns %s into a JSON error', async (_case, path, status, type) => {
    const answer = await admin.request('GET', path);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(answer.json()).toEqual({
      error: {
        code: 'upstream_not_json',
        message: `The workflow service answered ${status === 503 ? 503 : 200} with ${type} instead of JSON; the gateway passes on only JSON.`,
      },
    });
    expect(answer.text).not.toContain('<script');
  });

  it("keeps an error page's status and Retry-After, and audits what the browser got", async () => {
    const page = await admin.request('GET', '/api/v1/data_fields');
    expect(page.headers.get('retry-after')).toBe('30');
    const before = stack.audit.length;
    const save = await admin.json('PUT', '/api/v1/workflows/wf1/settings', { form_data: {} });
    expect(save.status).toBe(502);
    expect(stack.audit.slice(before)).toEqual([
      expect.objectContaining({ status: 502, forwarded: true, reason: 'upstream_not_json' }),
    ]);
  });

  it('passes an answer without a body on, whatever its type', async () => {
    const stop = await admin.json('POST', '/api/v1/executions/stop', { user_key: 'main' });
    expect(stop.status).toBe(204);
    expect(stop.text).toBe('');
  });

  it('does the same on the embed API', async () => {
    const token = await mintDemoToken(new TextEncoder().encode(secret), 'alice');
    const answer = await fetch(`${stack.url}/embed-api/workflows/wf1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(502);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe(
      'upstream_not_json',
    );
  });
});

describe('large answers', () => {
  let service: FakeService;
  let stack: Stack;
  let admin: Browser;
  let finishHeld: () => void = () => undefined;

  const json = (bytes: number) => `{"pad":"${'x'.repeat(bytes - 10)}"}`;

  beforeAll(async () => {
    const held = json(3 * MiB);
    service = await startFakeService((request, response) => {
      const path = request.target.split('?')[0] ?? '';
      if (path === '/api/v1/events') {
        // 3 MiB declared, the first half sent, the rest when the test says so.
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-length': String(held.length),
        });
        response.write(held.slice(0, held.length / 2));
        finishHeld = () => response.end(held.slice(held.length / 2));
      } else if (path === '/api/v1/users') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(json(2 * MiB));
      } else {
        // Chunked (no length declared), larger than the whole budget.
        response.writeHead(200, { 'content-type': 'application/json' });
        for (let part = 0; part < 5; part += 1) response.write(' '.repeat(MiB));
        response.end('{}');
      }
    });
    stack = await startStack({
      upstreamUrl: service.url,
      env: { WFC_UPSTREAM_MEMORY_BYTES: String(4 * MiB) },
    });
    admin = await signedIn(stack, 'admin');
  });
  afterAll(async () => {
    await stack.close();
    await service.close();
  });

  it('answers 503 with Retry-After past the budget, and serves again once it is free', async () => {
    expect((await admin.request('GET', '/api/v1/users')).status).toBe(200);
    const first = admin.request('GET', '/api/v1/events');
    await vi.waitFor(() =>
      expect(service.received.some((r) => r.target === '/api/v1/events')).toBe(true),
    );
    // 3 MiB of 4 are held for the first answer: a 2 MiB one does not fit.
    let busy: Answer | undefined;
    await vi.waitFor(async () => {
      busy = await admin.request('GET', '/api/v1/users');
      expect(busy.status).toBe(503);
    });
    expect(busy?.headers.get('retry-after')).toBe('5');
    expect(busy?.json()).toEqual({
      error: {
        code: 'gateway_busy',
        message: 'The gateway is passing on other large answers; try again in 5 seconds.',
      },
    });
    finishHeld();
    const done = await first;
    expect(done.status).toBe(200);
    expect(done.text.length).toBe(3 * MiB);
    await vi.waitFor(async () => {
      expect((await admin.request('GET', '/api/v1/users')).status).toBe(200);
    });
  });

  it('refuses an answer larger than the whole budget (502), and serves again after it', async () => {
    const huge = await admin.request('GET', '/api/v1/data_fields');
    expect(huge.status).toBe(502);
    expect(errorCode(huge)).toBe('upstream_answer_too_large');
    expect((await admin.request('GET', '/api/v1/users')).status).toBe(200);
  });
});
