/**
 * The client's total timeout against a real HTTP server on this machine (port 0) that sends its
 * headers and then never finishes the body: the request must end, as a network ApiError.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, timeoutFor, unwrap } from './client';
import { ApiError } from './errors';
import { isRetryable } from '@/lib/query-client';

let server: Server;
let baseUrl = '';
const seen: { method: string; idempotencyKey: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({
      method: request.method ?? '',
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    request.resume();
    if (request.url?.includes('/stalls')) {
      // Headers now, the start of a body, and then nothing more.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"collection": [');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"collection": [], "meta": {}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/stalls`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the request timeout', () => {
  it('ends a read whose body never finishes as a retryable network ApiError', async () => {
    const client = createApiClient({ baseUrl, timeoutMs: 150 });
    const started = Date.now();
    const error = await unwrap('GET /users', client.GET('/users')).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      timedOut: true,
      endpoint: 'GET /stalls/api/v1/users',
      message: `No answer from ${new URL(baseUrl).host} within 0.2 s.`,
    });
    expect(isRetryable(error)).toBe(true);
  });

  it('says a write may or may not have been applied, and keeps its idempotency key', async () => {
    const client = createApiClient({ baseUrl, timeoutMs: 150 });
    const error = await client
      .POST('/executions/stop', {
        body: { user_key: 'main' },
        headers: { 'Idempotency-Key': 'key-1' },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', timedOut: true });
    expect((error as ApiError).message).toMatch(
      /^No answer within 0\.2 s; it may or may not have been applied\./,
    );
    expect(seen.at(-1)).toEqual({ method: 'POST', idempotencyKey: 'key-1' });
  });

  it('leaves an answer that arrives in time alone', async () => {
    const client = createApiClient({
      baseUrl: baseUrl.replace('/stalls', '/ok'),
      timeoutMs: 2_000,
    });
    await expect(unwrap('GET /users', client.GET('/users'))).resolves.toEqual({
      collection: [],
      meta: {},
    });
  });

  it('still cancels with the caller’s signal, as a cancellation rather than a failure', async () => {
    const client = createApiClient({ baseUrl, timeoutMs: 5_000 });
    const controller = new AbortController();
    const pending = client.GET('/users', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives writes a third more time than reads', () => {
    expect(timeoutFor('GET', 30_000)).toBe(30_000);
    expect(timeoutFor('PUT', 30_000)).toBe(40_000);
    expect(timeoutFor('POST', 300)).toBe(400);
  });
});
