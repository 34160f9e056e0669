/**
 * The demo API's worker (started by ../browser.ts): the demo API runs on a thread of its own, so
 * downloading and reading its seed and compiling its code do not hold up the page's main thread,
 * which meanwhile runs the app. It downloads the seed file as soon as it starts, beside the API's
 * code (./serve.ts): the file's bytes arrive on this thread, which is free, where a download by the
 * page waited for the page's main thread (busy starting the app) to take each part of them. Messages
 * that arrive before it is up wait, in order.
 */
import { fetchSeed } from '../seed-file';
import { memoryStorage } from './mirrored-storage';
import type { FromWorker, ToWorker } from './protocol';

interface WorkerScope {
  postMessage: (message: FromWorker, transfer?: Transferable[]) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<ToWorker>) => void) => void;
}

const scope = self as unknown as WorkerScope;
const post = (message: FromWorker) => {
  scope.postMessage(message, 'body' in message && message.body ? [message.body] : []);
};

const seed = fetchSeed();
// msw keeps request cookies in `localStorage` wherever it is not Node, and a worker has none: an
// in-memory one (the demo API sets no cookies). Before msw's code runs.
(globalThis as { localStorage?: Storage }).localStorage ??= memoryStorage();
const code = import('./serve');
let server: ReturnType<typeof start> | undefined;

async function start(saved: string | null) {
  const [{ serveDemoApi }, file] = await Promise.all([code, seed]);
  // No seed file (the dev server): the seed's own code builds it, loaded only then.
  const data = file ?? (await import('../store/built-seed')).builtSeed();
  return serveDemoApi(data, saved, post);
}

scope.addEventListener('message', ({ data: message }) => {
  if (message.type === 'start') {
    server = start(message.saved);
    server.then(
      () => post({ type: 'ready' }),
      (error: unknown) =>
        post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return;
  }
  const running = server;
  if (!running) return;
  if (message.type === 'storage') {
    void running.then((api) => api.follow(message.saved, message.follows));
    return;
  }
  void running
    .then((api) => api.answer(message))
    .then(post, (error: unknown) => {
      console.error('[demo API] a request could not be answered', error);
      post({
        type: 'response',
        id: message.id,
        status: 500,
        statusText: 'Internal Server Error',
        headers: [['content-type', 'application/json']],
        body: new TextEncoder().encode(
          JSON.stringify({ error: { code: 'internal_error', message: 'The demo API failed.' } }),
        ).buffer,
      });
    });
});
