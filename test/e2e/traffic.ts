/**
 * What the console sends to its API and what comes back, seen from outside the app, the same way in
 * both modes: live, the page's network requests; in demo mode, the messages between the page and
 * its demo API's worker (which never reach the network), read by wrapping the page's `Worker` before
 * any of its scripts run. Each finished exchange reaches the test through a binding, so nothing
 * polls, and it survives navigations and reloads. `send` makes a request of the page's own API the
 * way the console would (in demo mode, through its worker), for switches a test flips mid-walk.
 */
import type { Page } from 'playwright-core';

export interface Exchange {
  method: string;
  url: string;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
  status: number;
  /** Response headers, names in lower case. */
  responseHeaders: Record<string, string>;
}

export interface Traffic {
  /** Every finished exchange so far, oldest first. */
  all: () => Exchange[];
  /** The first exchange from now on that `test` accepts. */
  next: (test: (exchange: Exchange) => boolean) => Promise<Exchange>;
}

/** Installed in the page before its scripts: reports the demo worker's exchanges, offers `send`. */
function wrapDemoWorker(): void {
  type Message = {
    type: string;
    id: number;
    method?: string;
    url?: string;
    headers?: [string, string][];
    status?: number;
    body?: ArrayBuffer | null;
  };
  type Scope = typeof window & {
    __e2eExchange?: (exchange: unknown) => Promise<void>;
    __e2eDemoSend?: (
      url: string,
      init: { method: string; headers: [string, string][]; body: string | null },
    ) => Promise<number>;
  };
  const scope = window as Scope;
  const Native = window.Worker;
  const lower = (pairs: [string, string][] = []) =>
    Object.fromEntries(pairs.map(([name, value]) => [name.toLowerCase(), value]));
  let demoWorker: Worker | undefined;
  const remember = (worker: Worker) => {
    demoWorker = worker;
  };
  let ownId = 0;
  const own = new Map<number, (status: number) => void>();
  class RecordingWorker extends Native {
    private readonly sent = new Map<number, Message>();
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      if (options?.name !== 'demo-api') return;
      remember(this);
      this.addEventListener('message', ({ data }: MessageEvent<Message>) => {
        if (data.type !== 'response') return;
        const ownAnswer = own.get(data.id);
        if (ownAnswer) {
          own.delete(data.id);
          ownAnswer(data.status ?? 0);
          return;
        }
        const request = this.sent.get(data.id);
        this.sent.delete(data.id);
        if (!request) return;
        void scope.__e2eExchange?.({
          method: request.method,
          url: request.url,
          headers: lower(request.headers),
          status: data.status,
          responseHeaders: lower(data.headers),
        });
      });
    }
    override postMessage(message: unknown, transfer?: Transferable[] | StructuredSerializeOptions) {
      const sent = message as Message;
      if (sent.type === 'request' && sent.id > 0) this.sent.set(sent.id, sent);
      super.postMessage(message, transfer as Transferable[]);
    }
  }
  window.Worker = RecordingWorker;
  scope.__e2eDemoSend = (url, init) =>
    new Promise((resolve, reject) => {
      if (!demoWorker) {
        reject(new Error('this page has no demo API worker'));
        return;
      }
      ownId -= 1;
      own.set(ownId, resolve);
      const body = init.body === null ? null : new TextEncoder().encode(init.body).buffer;
      demoWorker.postMessage(
        {
          type: 'request',
          id: ownId,
          method: init.method,
          url: new URL(url, location.href).href,
          headers: init.headers,
          body,
        },
        body ? [body] : [],
      );
    });
}

/** Starts recording a page's traffic; call before the page navigates. */
export async function watchTraffic(page: Page, mode: 'demo' | 'live'): Promise<Traffic> {
  const seen: Exchange[] = [];
  const waiting: { test: (exchange: Exchange) => boolean; resolve: (e: Exchange) => void }[] = [];
  const add = (exchange: Exchange) => {
    seen.push(exchange);
    for (const waiter of [...waiting]) {
      if (!waiter.test(exchange)) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(exchange);
    }
  };
  if (mode === 'demo') {
    await page.exposeBinding('__e2eExchange', (_source, exchange: Exchange) => add(exchange));
    await page.addInitScript(wrapDemoWorker);
  } else {
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'OPTIONS') return;
      add({
        method: request.method(),
        url: request.url(),
        headers: request.headers(),
        status: response.status(),
        responseHeaders: response.headers(),
      });
    });
  }
  return {
    all: () => [...seen],
    next: (test) => new Promise((resolve) => waiting.push({ test, resolve })),
  };
}

/** Sends a request as the console would: over the network, or in demo mode to the page's worker. */
export function send(
  page: Page,
  mode: 'demo' | 'live',
  url: string,
  init: { method: string; headers: Record<string, string>; body: string | null },
): Promise<number> {
  return page.evaluate(
    async ({ demo, target, request }) => {
      const headers = Object.entries(request.headers);
      const scope = window as typeof window & {
        __e2eDemoSend?: (
          url: string,
          init: { method: string; headers: [string, string][]; body: string | null },
        ) => Promise<number>;
      };
      if (demo) {
        if (!scope.__e2eDemoSend) throw new Error('watchTraffic(…, "demo") was not called');
        return scope.__e2eDemoSend(target, { ...request, headers });
      }
      const response = await fetch(target, { ...request, headers });
      return response.status;
    },
    { demo: mode === 'demo', target: url, request: init },
  );
}
