/**
 * Starts the demo API for the page: it runs in a worker of its own (./worker/worker.ts) over an
 * in-memory store saved in this browser's local storage, and answers the console's requests
 * (config/transport.ts) there, so its seed and code never hold up the page's main thread. A request
 * no handler answers goes to the network. Started only in demo mode (./start.ts); its code is a few
 * hundred bytes of the small chunk both entries share, and the worker loads the rest.
 */
import type { Transport } from '@/config/transport';
import { untilAborted } from '@/utils/abort';
import { DEMO_STORAGE_KEY } from './store/storage-key';
import {
  requestMessage,
  responseFrom,
  type FromWorker,
  type ResponseMessage,
  type ToWorker,
} from './worker/protocol';

function readSaved(): string | null {
  try {
    return window.localStorage.getItem(DEMO_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeSaved(text: string | null): void {
  try {
    if (text === null) window.localStorage.removeItem(DEMO_STORAGE_KEY);
    else window.localStorage.setItem(DEMO_STORAGE_KEY, text);
  } catch {
    // Storage full or blocked: the demo goes on in memory for this page.
  }
}

interface Waiting {
  resolve: (response: Response | null) => void;
  reject: (error: Error) => void;
}

export interface DemoApi {
  /** Sends requests to the worker at once: they wait there until it is up. */
  transport: Transport;
  /** Resolves once the demo API is up; rejects when it cannot start (waiting requests fail too). */
  started: Promise<void>;
}

export function startDemoApi(): DemoApi {
  const worker = new Worker(new URL('./worker/worker.ts', import.meta.url), {
    type: 'module',
    name: 'demo-api',
  });
  const send = (message: ToWorker) => {
    worker.postMessage(message, message.type === 'request' && message.body ? [message.body] : []);
  };
  const waiting = new Map<number, Waiting>();
  let lastId = 0;
  let broken: Error | undefined;
  let up = false;
  const throwIfBroken = () => {
    if (broken) throw broken;
  };
  // Another tab's state sent to the worker, counted: a save the worker made before it took the
  // latest one is older than what local storage holds now, and is not written over it.
  let followsSent = 0;

  const answer = (message: ResponseMessage) => {
    const request = waiting.get(message.id);
    if (!request) return;
    try {
      request.resolve(responseFrom(message));
    } catch (error) {
      request.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const started = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      broken = error;
      reject(error);
      for (const request of waiting.values()) request.reject(error);
      waiting.clear();
    };
    worker.addEventListener('message', ({ data: message }: MessageEvent<FromWorker>) => {
      if (message.type === 'ready') {
        up = true;
        resolve();
      } else if (message.type === 'failed')
        fail(new Error(`The demo API failed to start: ${message.message}`));
      else if (message.type === 'save') {
        if (message.follows >= followsSent) writeSaved(message.saved);
      } else if (message.type === 'unhandled') waiting.get(message.id)?.resolve(null);
      else answer(message);
    });
    worker.addEventListener('error', (event) => {
      // Once up, an error is one request's (answered as such by the worker), not the demo API's end.
      if (up) console.error('[demo API]', event.message);
      else
        fail(
          new Error(`The demo API failed to start: ${event.message || 'its code did not load'}`),
        );
    });
  });
  send({ type: 'start', saved: readSaved() });
  // Another tab changed the demo data: answer with it here too (the events screen counts its events).
  window.addEventListener('storage', (event) => {
    if (event.key !== DEMO_STORAGE_KEY && event.key !== null) return;
    followsSent += 1;
    send({ type: 'storage', saved: readSaved(), follows: followsSent });
  });

  const transport: Transport = async (request) => {
    request.signal.throwIfAborted();
    throwIfBroken();
    lastId += 1;
    const id = lastId;
    // The copy's body goes to the worker; the original stays whole for the network.
    const message = await requestMessage(id, request.clone());
    // The start may have failed while the body was read.
    throwIfBroken();
    const reply = new Promise<Response | null>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
    });
    send(message);
    try {
      return (await untilAborted(reply, request.signal)) ?? (await globalThis.fetch(request));
    } finally {
      waiting.delete(id);
    }
  };
  return { transport, started };
}
