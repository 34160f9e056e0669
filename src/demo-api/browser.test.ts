/**
 * The page's side of the demo API (browser.ts) against a stand-in worker that records what the page
 * posts and answers as the test says: the worker itself is tested in worker/serve.test.ts, and both
 * together in a real browser by the end-to-end tests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@test/support/memory-storage';
import { routeRequestsToNetwork } from '@/config/transport';
import { startDemoApi } from './browser';
import { startDemoOnce } from './start';
import { DEMO_STORAGE_KEY } from './store/storage-key';
import type { FromWorker, RequestMessage, ToWorker } from './worker/protocol';

class FakeWorker extends EventTarget {
  static last: FakeWorker | undefined;
  readonly posted: ToWorker[] = [];
  constructor() {
    super();
    FakeWorker.last = this;
  }
  postMessage(message: ToWorker) {
    this.posted.push(message);
  }
  emit(message: FromWorker) {
    this.dispatchEvent(new MessageEvent('message', { data: message }));
  }
  fail(message: string) {
    this.dispatchEvent(Object.assign(new Event('error'), { message }));
  }
  requests(): RequestMessage[] {
    return this.posted.filter((message) => message.type === 'request');
  }
}

function start() {
  const api = startDemoApi();
  const worker = FakeWorker.last;
  if (!worker) throw new Error('no worker was started');
  return { ...api, worker };
}

/** The request the page posts to the worker, once it has read it. */
async function posted(worker: FakeWorker): Promise<RequestMessage> {
  return vi.waitFor(() => {
    const [sent] = worker.requests();
    if (!sent) throw new Error('nothing posted yet');
    return sent;
  });
}

/** The page: its local storage and its `storage` events (another tab saving). */
let page: EventTarget & { localStorage: Storage };
beforeEach(() => {
  page = Object.assign(new EventTarget(), { localStorage: new MemoryStorage() });
  vi.stubGlobal('window', page);
  vi.stubGlobal('Worker', FakeWorker);
  // What the page sends to the network is a test's to say.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))),
  );
  FakeWorker.last = undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  // The unit files share their modules: leave the console's requests going to the network.
  routeRequestsToNetwork();
});

describe('the page’s side of the demo API', () => {
  it('starts the worker with the saved state and resolves once it says it is up', async () => {
    page.localStorage.setItem(DEMO_STORAGE_KEY, '{"seed":"s"}');
    const { started, worker } = start();
    expect(worker.posted).toEqual([{ type: 'start', saved: '{"seed":"s"}' }]);
    worker.emit({ type: 'ready' });
    await expect(started).resolves.toBeUndefined();
  });

  it('leaves the seed file to the worker: the page downloads nothing itself', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 404 })));
    vi.stubGlobal('fetch', fetchMock);
    const { worker } = start();
    expect(worker.posted).toEqual([{ type: 'start', saved: null }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers a request with the worker’s answer', async () => {
    const { transport, worker } = start();
    worker.emit({ type: 'ready' });
    const answer = transport(new Request('http://console.test/demo-api/api/v1/users'));
    const sent = await posted(worker);
    expect(sent.url).toBe('http://console.test/demo-api/api/v1/users');
    worker.emit({
      type: 'response',
      id: sent.id,
      status: 200,
      statusText: 'OK',
      headers: [],
      body: new TextEncoder().encode('{"ok":1}').buffer,
    });
    expect(await (await answer).json()).toEqual({ ok: 1 });
  });

  it('fails a request whose answer cannot be rebuilt, instead of leaving it waiting', async () => {
    const { transport, worker } = start();
    const answer = transport(new Request('http://console.test/demo-api/api/v1/users'));
    const sent = await posted(worker);
    worker.emit({
      type: 'response',
      id: sent.id,
      status: 999,
      statusText: '',
      headers: [],
      body: null,
    });
    await expect(answer).rejects.toThrow();
  });

  it('sends nothing for a request already cancelled', async () => {
    const { transport, worker } = start();
    const controller = new AbortController();
    controller.abort();
    await expect(
      transport(
        new Request('http://console.test/demo-api/api/v1/users', { signal: controller.signal }),
      ),
    ).rejects.toThrow();
    expect(worker.requests()).toEqual([]);
  });

  it('fails the start and what waits when the worker cannot start, and only then', async () => {
    const { transport, started, worker } = start();
    const waiting = transport(new Request('http://console.test/demo-api/api/v1/users'));
    await posted(worker);
    worker.fail('its code did not load');
    await expect(started).rejects.toThrow('The demo API failed to start: its code did not load');
    await expect(waiting).rejects.toThrow('The demo API failed to start');
    await expect(
      transport(new Request('http://console.test/demo-api/api/v1/users')),
    ).rejects.toThrow('The demo API failed to start');

    // Once up, an error in the worker is logged and the demo API goes on.
    const next = start();
    next.worker.emit({ type: 'ready' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    next.worker.fail('one request broke');
    expect(logged).toHaveBeenCalled();
    const answer = next.transport(new Request('http://console.test/demo-api/api/v1/users'));
    const sent = await posted(next.worker);
    next.worker.emit({
      type: 'response',
      id: sent.id,
      status: 204,
      statusText: '',
      headers: [],
      body: null,
    });
    expect((await answer).status).toBe(204);
  });

  it('keeps what the worker saves, but not a save older than another tab’s newer state', () => {
    const { worker } = start();
    worker.emit({ type: 'save', saved: '{"mine":1}', follows: 0 });
    expect(page.localStorage.getItem(DEMO_STORAGE_KEY)).toBe('{"mine":1}');

    // Another tab saves: its state goes to the worker (the first such state).
    page.localStorage.setItem(DEMO_STORAGE_KEY, '{"theirs":1}');
    page.dispatchEvent(Object.assign(new Event('storage'), { key: DEMO_STORAGE_KEY }));
    expect(worker.posted.at(-1)).toEqual({ type: 'storage', saved: '{"theirs":1}', follows: 1 });
    // A save the worker made before it took that state does not overwrite it...
    worker.emit({ type: 'save', saved: '{"mine":2}', follows: 0 });
    expect(page.localStorage.getItem(DEMO_STORAGE_KEY)).toBe('{"theirs":1}');
    // ...one made after it does.
    worker.emit({ type: 'save', saved: '{"theirs":1,"mine":3}', follows: 1 });
    expect(page.localStorage.getItem(DEMO_STORAGE_KEY)).toBe('{"theirs":1,"mine":3}');
  });

  it('is started once per page, whichever entry asks first (early.ts or main.tsx)', async () => {
    const created = vi.fn();
    vi.stubGlobal(
      'Worker',
      class extends FakeWorker {
        constructor() {
          super();
          created();
        }
      },
    );
    const first = startDemoOnce();
    const second = startDemoOnce();
    await vi.waitFor(() =>
      expect(FakeWorker.last?.posted.filter((message) => message.type === 'start')).toHaveLength(1),
    );
    FakeWorker.last?.emit({ type: 'ready' });
    await Promise.all([first, second]);
    expect(created).toHaveBeenCalledTimes(1);
  });
});
