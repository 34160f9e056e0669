/**
 * When the service misbehaves: it never answers (504 within the configured time), it is not there
 * (502), it answers an error with Retry-After (passed through as it came), it sets a cookie (never
 * passed on); and /readyz says why the instance is not ready.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, errorCode, signedIn, startStack, type Stack } from './support';

/** A stand-in service: some paths never answer; others answer fixed errors. */
let service: Server;
let serviceUrl = '';
const hanging = new Set<ServerResponse>();

beforeAll(async () => {
  service = createServer((request, response) => {
    const path = request.url ?? '';
    if (
      ['/api/v1/events', '/api/v1/executions/stop', '/api/v1/workflows?limit=1'].some((start) =>
        path.startsWith(start),
      )
    ) {
      hanging.add(response);
      return;
    }
    if (path.startsWith('/api/v1/users')) {
      response.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': '7',
        'x-request-id': 'req_stub_429',
        'set-cookie': 'tracking=1; Path=/',
      });
      response.end('{"error":{"code":"rate_limited","message":"Slow down."}}');
      return;
    }
    response.writeHead(500, { 'content-type': 'text/plain', 'x-request-id': 'req_stub_500' });
    response.end('upstream exploded');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of hanging) response.destroy();
  service.closeAllConnections();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

describe('a service that does not answer', () => {
  let stack: Stack;
  let admin: Browser;
  beforeAll(async () => {
    stack = await startStack({ upstreamUrl: serviceUrl, env: { WFC_UPSTREAM_TIMEOUT_MS: '700' } });
    admin = await signedIn(stack, 'admin');
  });
  afterAll(() => stack.close());

  it('gives 504 with a readable body within the configured time', async () => {
    const started = performance.now();
    const answer = await admin.request('GET', '/api/v1/events');
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(504);
    expect(answer.json()).toEqual({
      error: {
        code: 'upstream_timeout',
        message: 'The workflow service did not answer within 0.7 s.',
      },
    });
    expect(elapsed).toBeGreaterThanOrEqual(650);
    expect(elapsed).toBeLessThan(2500);
  });

  it('audits forwarded writes with the status the browser got, timeouts included', async () => {
    const before = stack.audit.length;
    const stop = await admin.json('POST', '/api/v1/executions/stop', { user_key: 'main' });
    expect(stop.status).toBe(504);
    const save = await admin.json('PUT', '/api/v1/workflows/wf/settings', {});
    expect(save.status).toBe(500);
    expect(stack.audit.slice(before)).toEqual([
      expect.objectContaining({
        path: '/api/v1/executions/stop',
        status: 504,
        forwarded: true,
        reason: 'upstream_timeout',
      }),
      expect.objectContaining({
        path: '/api/v1/workflows/wf/settings',
        status: 500,
        forwarded: true,
        request_id: 'req_stub_500',
      }),
    ]);
  });

  it("passes the service's JSON errors through as they came: status, body, Retry-After, x-request-id; never its cookies", async () => {
    const answer = await admin.request('GET', '/api/v1/users');
    expect(answer.status).toBe(429);
    expect(answer.text).toBe('{"error":{"code":"rate_limited","message":"Slow down."}}');
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(answer.headers.get('x-request-id')).toBe('req_stub_429');
    expect(answer.headers.getSetCookie().some((line) => line.startsWith('tracking'))).toBe(false);
    // Not JSON: the status and request id pass, the body does not (misbehaving-service.test.ts).
    const plain = await admin.request('GET', '/api/v1/data_fields');
    expect(plain.status).toBe(500);
    expect(plain.headers.get('x-request-id')).toBe('req_stub_500');
    expect(errorCode(plain)).toBe('upstream_not_json');
  });

  it('/readyz answers 503 with the reason', async () => {
    const answer = await admin.request('GET', '/readyz');
    expect(answer.status).toBe(503);
    expect(answer.json()).toEqual({
      status: 'unavailable',
      reason: 'The workflow service did not answer within 0.7 s.',
    });
  });
});

describe('a service that is not there', () => {
  it('gives 502 with a readable body, and /readyz 503', async () => {
    // A port that was free a moment ago: nothing listens there now.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const stack = await startStack({ upstreamUrl: closedUrl });
    try {
      const admin = await signedIn(stack, 'admin');
      const answer = await admin.request('GET', '/api/v1/workflows');
      expect(answer.status).toBe(502);
      expect(errorCode(answer)).toBe('upstream_unreachable');
      expect((answer.json() as { error: { message: string } }).error.message).toBe(
        'The workflow service could not be reached (ECONNREFUSED).',
      );
      expect((await admin.request('GET', '/readyz')).status).toBe(503);
    } finally {
      await stack.close();
    }
  });
});

describe('a service that refuses the key', () => {
  it('/readyz says the key may be wrong', async () => {
    const stack = await startStack({ env: { WFC_API_KEY: 'not_a_valid_key_format' } });
    try {
      const answer = await new Browser(stack).request('GET', '/readyz');
      expect(answer.status).toBe(503);
      expect((answer.json() as { reason: string }).reason).toContain('401 (is the API key right?)');
    } finally {
      await stack.close();
    }
  });
});
