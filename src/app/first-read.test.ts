import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readKey } from '@/api/early-reads';
import { initConnection } from '@/config/connection';
import { API_KEY_KEY, PREFERENCES_KEY, SETTINGS_KEY } from '@/config/saved-settings';
import { reloadPreferences } from '@/config/preferences';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@/config/runtime-config';
import { currentActingUserKey } from '@/hooks/use-acting-user';
import { readListSearch } from '@/lib/list-search';
import { prefetch } from '@/lib/query-client';
import { listWorkflows } from '@/features/workflows/api/queries';
import { toApiQuery, workflowListParams } from '@/features/workflows/list/list-params';
import { QueryClient } from '@tanstack/react-query';
import { startEarlyRead } from '@/api/early-reads';
import { firstRead, firstReadSettled, startFirstRead } from './first-read';

const ORIGIN = 'https://console.example.com';
const LIVE = { mode: 'live', baseUrl: 'https://api.example.com/', defaultUserKey: 'ops' };

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(entries));
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

function browserWith(
  local: Record<string, unknown>,
  session: Record<string, string> = {},
  path = '/',
) {
  const json = Object.fromEntries(Object.entries(local).map(([k, v]) => [k, JSON.stringify(v)]));
  vi.stubGlobal('window', {
    localStorage: memoryStorage(json),
    sessionStorage: memoryStorage(session),
    location: { origin: ORIGIN, pathname: path, search: '' },
  });
  reloadPreferences();
}

/** The request the list's loader sends for `search` (the real fetcher, through the real client). */
async function loaderRequest(runtime: RuntimeConfig, search: string) {
  initConnection(runtime);
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      sent.push(request);
      return Promise.resolve(new Response('{}', { status: 500 }));
    }),
  );
  const query = toApiQuery(
    readListSearch(workflowListParams, new URLSearchParams(search)),
    currentActingUserKey(),
  );
  await listWorkflows(query).catch(() => undefined);
  const [request] = sent;
  if (!request) throw new Error('the loader sent nothing');
  return readKey(request.url, request.headers.get('Authorization'));
}

const at = (path: string) => {
  const url = new URL(path, ORIGIN);
  return { pathname: url.pathname, search: url.search, origin: ORIGIN };
};

beforeEach(() => browserWith({}));
afterEach(() => {
  vi.unstubAllGlobals();
  // Unit files share a module cache: leave the stores as a fresh browser has them.
  initConnection(DEFAULT_RUNTIME_CONFIG);
  reloadPreferences();
});

describe('the first screen’s read, started before the app’s code', () => {
  it('is the very request the workflow list’s loader sends, in live mode', async () => {
    browserWith(
      { [SETTINGS_KEY]: LIVE, [PREFERENCES_KEY]: { actingUserKey: 'acme' } },
      { [API_KEY_KEY]: 'sk_test_1' },
    );
    for (const search of [
      '',
      '?on=true&order_by=name&limit=50',
      '?starting_after=wf_9&is_template=false',
    ]) {
      const read = firstRead(at(`/workflows${search}`), DEFAULT_RUNTIME_CONFIG, '/');
      expect(read?.headers.Authorization).toBe('Bearer sk_test_1');
      expect(readKey(read?.url ?? '', read?.headers.Authorization)).toBe(
        await loaderRequest(DEFAULT_RUNTIME_CONFIG, search),
      );
    }
    expect(firstRead(at('/workflows'), DEFAULT_RUNTIME_CONFIG, '/')?.url).toBe(
      'https://api.example.com/api/v1/workflows?limit=25&user_key=acme',
    );
  });

  it('reads the overview’s first page of actions at `/`, under the app’s base path', () => {
    browserWith({ [SETTINGS_KEY]: { ...LIVE, baseUrl: '/live-api' } });
    const expected = `${ORIGIN}/live-api/api/v1/workflows?limit=25&user_key=ops`;
    const overview = `${ORIGIN}/live-api/api/v1/actions/completed?limit=100`;
    expect(firstRead(at('/?period=7d'), DEFAULT_RUNTIME_CONFIG, '/')?.url).toBe(overview);
    expect(firstRead(at('/console/workflows'), DEFAULT_RUNTIME_CONFIG, '/console/')?.url).toBe(
      expected,
    );
    expect(firstRead(at('/console'), DEFAULT_RUNTIME_CONFIG, '/console/')?.url).toBe(overview);
    // No key saved: none is sent, as the client would send none.
    expect(firstRead(at('/workflows'), DEFAULT_RUNTIME_CONFIG, '/')?.headers).toEqual({
      Accept: 'application/json',
    });
  });

  it('never stops the start when the saved settings cannot make a request', () => {
    browserWith(
      { [SETTINGS_KEY]: { ...LIVE, baseUrl: 'http://' } },
      { [API_KEY_KEY]: 'sk_test_1' },
      '/workflows',
    );
    const requested = vi.fn();
    vi.stubGlobal('fetch', requested);
    expect(() => firstRead(at('/workflows'), DEFAULT_RUNTIME_CONFIG, '/')).toThrow();
    expect(() => {
      startFirstRead(DEFAULT_RUNTIME_CONFIG);
    }).not.toThrow();
    expect(requested).not.toHaveBeenCalled();
  });

  it('is the very request the list’s loader sends in demo mode, to the demo API, without a key', async () => {
    browserWith({});
    const read = firstRead(at('/workflows?order_by=name'), DEFAULT_RUNTIME_CONFIG, '/');
    expect(read?.url).toBe(
      `${ORIGIN}/demo-api/api/v1/workflows?limit=25&order_by=name&user_key=main&order_direction=asc`,
    );
    expect(read?.headers).toEqual({ Accept: 'application/json' });
    expect(readKey(read?.url ?? '', undefined)).toBe(
      await loaderRequest(DEFAULT_RUNTIME_CONFIG, '?order_by=name'),
    );
  });

  it('is the very request the list’s loader sends behind the gateway: this origin, no key', async () => {
    // A key this browser saved for live mode is never sent behind the gateway, by either.
    browserWith({ [SETTINGS_KEY]: LIVE }, { [API_KEY_KEY]: 'sk_test_1' });
    const gateway: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG, mode: 'gateway' };
    const read = firstRead(at('/workflows?order_by=name'), gateway, '/');
    expect(read?.url).toBe(
      // The default user this browser chose is a preference, kept behind the gateway too.
      `${ORIGIN}/api/v1/workflows?limit=25&order_by=name&user_key=ops&order_direction=asc`,
    );
    expect(read?.headers).toEqual({ Accept: 'application/json' });
    expect(readKey(read?.url ?? '', undefined)).toBe(
      await loaderRequest(gateway, '?order_by=name'),
    );
  });

  it('is nothing on other screens', () => {
    browserWith({ [SETTINGS_KEY]: LIVE }, { [API_KEY_KEY]: 'sk_test_1' });
    expect(firstRead(at('/users'), DEFAULT_RUNTIME_CONFIG, '/')).toBeNull();
    expect(firstRead(at('/workflows/wf_1'), DEFAULT_RUNTIME_CONFIG, '/')).toBeNull();
    expect(firstRead(at('/users'), { ...DEFAULT_RUNTIME_CONFIG, mode: 'gateway' }, '/')).toBeNull();
    browserWith({});
    expect(firstRead(at('/users'), DEFAULT_RUNTIME_CONFIG, '/')).toBeNull();
    // config.json's live mode counts when this browser saved nothing.
    const live: RuntimeConfig = {
      ...DEFAULT_RUNTIME_CONFIG,
      mode: 'live',
      baseUrl: 'https://api.example.com',
    };
    expect(firstRead(at('/workflows'), live, '/')?.url).toBe(
      'https://api.example.com/api/v1/workflows?limit=25&user_key=main',
    );
  });
});

describe('waiting for the first read before the first render', () => {
  const settledWithin = async (promise: Promise<void>) => {
    let settled = false;
    void promise.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    return settled;
  };
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not wait when no read was started early', async () => {
    expect(await settledWithin(firstReadSettled(new QueryClient()))).toBe(true);
  });

  it('waits for the first query to end, at most the time given', async () => {
    startEarlyRead('https://api.example.com/api/v1/workflows?limit=25', {});
    const queryClient = new QueryClient();
    const waiting = firstReadSettled(queryClient, 100);
    expect(await settledWithin(waiting)).toBe(false);
    let answer: (rows: string[]) => void = () => undefined;
    prefetch(queryClient, {
      queryKey: ['workflows'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    expect(await settledWithin(waiting)).toBe(false);
    answer(['wf_1']);
    expect(await settledWithin(waiting)).toBe(true);

    // A read that does not come in time waits no longer than given.
    const slow = firstReadSettled(new QueryClient(), 100);
    await vi.advanceTimersByTimeAsync(99);
    expect(await settledWithin(slow)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledWithin(slow)).toBe(true);
  });
});
