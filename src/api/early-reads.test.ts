import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { EARLY_READ_FRESH_MS, readKey, startEarlyRead, takeEarlyRead } from './early-reads';

const BASE = 'https://api.example.com';
const URL_AB = `${BASE}/api/v1/workflows?limit=25&user_key=main`;
const AUTH = { Accept: 'application/json', Authorization: 'Bearer sk_test_1' };

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

let now = 1000;
let fetches: string[];
beforeEach(() => {
  now = 1000;
  fetches = [];
  vi.stubGlobal('window', {});
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      fetches.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(json({ data: [{ id: `answer ${fetches.length}` }] }));
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const get = (url: string, authorization?: string) =>
  new Request(url, authorization ? { headers: { Authorization: authorization } } : {});

describe('reads started early', () => {
  it('are the same read whatever the order of the query', () => {
    expect(readKey(URL_AB, 'Bearer k')).toBe(
      readKey(`${BASE}/api/v1/workflows?user_key=main&limit=25`, 'Bearer k'),
    );
    expect(readKey(URL_AB, 'Bearer k')).not.toBe(readKey(URL_AB, 'Bearer other'));
    expect(readKey(URL_AB, 'Bearer k')).not.toBe(readKey(`${URL_AB}&on=true`, 'Bearer k'));
  });

  it('are handed once to exactly the same request, and only while fresh', async () => {
    startEarlyRead(URL_AB, AUTH);
    expect(takeEarlyRead(get(URL_AB, 'Bearer other'))).toBeUndefined();
    expect(takeEarlyRead(new Request(URL_AB, { method: 'POST', headers: AUTH }))).toBeUndefined();
    const early = takeEarlyRead(
      get(`${BASE}/api/v1/workflows?user_key=main&limit=25`, AUTH.Authorization),
    );
    expect(await early?.then((response) => response.json())).toEqual({
      data: [{ id: 'answer 1' }],
    });
    expect(takeEarlyRead(get(URL_AB, AUTH.Authorization))).toBeUndefined();

    startEarlyRead(URL_AB, AUTH);
    now += EARLY_READ_FRESH_MS + 1;
    expect(takeEarlyRead(get(URL_AB, AUTH.Authorization))).toBeUndefined();
  });

  it('answer the client’s matching request without a second fetch', async () => {
    startEarlyRead(URL_AB, AUTH);
    const client = createApiClient({ baseUrl: BASE, apiKey: 'sk_test_1' });
    const { data } = await client.GET('/workflows', {
      params: { query: { user_key: 'main', limit: 25 } },
    });
    expect(data).toEqual({ data: [{ id: 'answer 1' }] });
    expect(fetches).toEqual([URL_AB]);
    // The next request is the client's own.
    await client.GET('/workflows', { params: { query: { user_key: 'main', limit: 25 } } });
    expect(fetches).toHaveLength(2);
  });

  it('that failed are made again by the client', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        fetches.push(input instanceof Request ? input.url : String(input));
        return fetches.length === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(json({ data: [] }));
      }),
    );
    startEarlyRead(URL_AB, AUTH);
    const client = createApiClient({ baseUrl: BASE, apiKey: 'sk_test_1' });
    const { data } = await client.GET('/workflows', {
      params: { query: { user_key: 'main', limit: 25 } },
    });
    expect(data).toEqual({ data: [] });
    expect(fetches).toEqual([URL_AB, `${BASE}/api/v1/workflows?user_key=main&limit=25`]);
  });

  it('read the answer’s body as soon as it arrives, not when the app takes it', async () => {
    let pulled = false;
    // No chunk is pulled before someone reads (a high-water mark of 0).
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.enqueue(new TextEncoder().encode('{"data":[]}'));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(body))),
    );
    startEarlyRead(URL_AB, AUTH);
    await vi.waitFor(() => expect(pulled).toBe(true));
    const early = takeEarlyRead(get(URL_AB, AUTH.Authorization));
    expect(await early?.then((response) => response.json())).toEqual({ data: [] });
  });

  it('whose body breaks off are made again by the client', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        fetches.push(input instanceof Request ? input.url : String(input));
        if (fetches.length > 1) return Promise.resolve(json({ data: [{ id: 'again' }] }));
        const broken = new ReadableStream({
          pull: (controller) => controller.error(new TypeError('network error')),
        });
        return Promise.resolve(new Response(broken));
      }),
    );
    startEarlyRead(URL_AB, AUTH);
    const client = createApiClient({ baseUrl: BASE, apiKey: 'sk_test_1' });
    const { data } = await client.GET('/workflows', {
      params: { query: { user_key: 'main', limit: 25 } },
    });
    expect(data).toEqual({ data: [{ id: 'again' }] });
    expect(fetches).toHaveLength(2);
  });
});
