import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoot, createApiClient, normalizeBaseUrl, unwrap } from './client';
import { ApiError } from './errors';

function respondWith(response: () => Response) {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      calls.push(request);
      return Promise.resolve(response());
    }),
  );
  return calls;
}

const json = (body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) =>
  new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the base URL', () => {
  it('adds /api/v1 once, whatever the user typed', () => {
    expect(apiRoot('https://host')).toBe('https://host/api/v1');
    expect(apiRoot('https://host/')).toBe('https://host/api/v1');
    expect(apiRoot('https://host/api/v1/')).toBe('https://host/api/v1');
    expect(normalizeBaseUrl(' http://localhost:4010 ')).toBe('http://localhost:4010');
  });
});

describe('the client', () => {
  it('sends the Bearer key when one is set, and none otherwise', async () => {
    const calls = respondWith(() => json({ collection: [], meta: {} }));
    await createApiClient({ baseUrl: 'https://host', apiKey: 'sk_test_1' }).GET('/events');
    await createApiClient({ baseUrl: 'https://host' }).GET('/events');
    expect(calls[0]?.url).toBe('https://host/api/v1/events');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer sk_test_1');
    expect(calls[1]?.headers.has('authorization')).toBe(false);
  });

  it('echoes the gateway session CSRF token on writes only, and sends no key behind the gateway', async () => {
    const calls = respondWith(() => json({}));
    const client = createApiClient({ baseUrl: 'https://console.example.com', csrfToken: 'tok-1' });
    await client.POST('/executions/stop', { body: { user_key: 'main' } });
    await client.GET('/users');
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('tok-1');
    expect(calls[1]?.headers.has('x-csrf-token')).toBe(false);
    expect(calls.some((call) => call.headers.has('authorization'))).toBe(false);
  });

  it('adds an Idempotency-Key to POST and PUT, keeps a given one, and sends JSON bodies', async () => {
    const calls = respondWith(() => json({}));
    const client = createApiClient({ baseUrl: 'https://host' });
    await client.POST('/executions/stop', { body: { user_key: 'main' } });
    await client.PUT('/installed_apps/{app_identifier}', {
      params: { path: { app_identifier: 'chatter' } },
      body: { groups: [] },
      headers: { 'Idempotency-Key': 'mine' },
    });
    await client.GET('/users');
    expect(calls[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(await calls[0]?.text()).toBe('{"user_key":"main"}');
    expect(calls[1]?.headers.get('idempotency-key')).toBe('mine');
    expect(calls[2]?.headers.has('idempotency-key')).toBe(false);
  });

  it('turns a non-2xx answer into an ApiError with the endpoint and request id', async () => {
    respondWith(() =>
      json(
        { error: { message: 'No workflow found' } },
        { status: 404, headers: { 'x-request-id': 'req_9' } },
      ),
    );
    const client = createApiClient({ baseUrl: 'https://host' });
    const error = await client
      .GET('/workflows/{id}', { params: { path: { id: 'w1' } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'No workflow found',
      endpoint: 'GET /api/v1/workflows/w1',
      requestId: 'req_9',
      isNotFound: true,
    });
  });

  it('turns a network failure into an ApiError that names the host', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('fetch failed'))),
    );
    const error = await createApiClient({ baseUrl: 'https://down.example' })
      .GET('/users')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect((error as ApiError).message).toMatch(/Could not reach down\.example \(fetch failed\)/);
  });

  it('explains a 200 whose body is not JSON', async () => {
    respondWith(
      () =>
        new Response('<html>login page</html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const client = createApiClient({ baseUrl: 'https://host' });
    await expect(unwrap('GET /users', client.GET('/users'))).rejects.toMatchObject({
      kind: 'malformed',
      message: expect.stringMatching(/not valid JSON/) as unknown,
    });
  });
});
