/**
 * The demo API inside its worker: the store over the seed, the page's saved changes laid over it, and
 * the handlers answering the page's requests with msw's `getResponse` (as the sandbox answers them
 * over HTTP). Loaded by ./worker.ts once the seed is on its way.
 */
import { getResponse } from 'msw';
import { DEMO_BASE_PATH } from '@/config/saved-settings';
import { createDemoHandlers } from '../handlers';
import { DemoDb } from '../store/db';
import { persistDemoState } from '../store/persistence';
import { rebasedSeed, rebaseShift } from '../store/rebase';
import type { SeedSource } from '../seed-file';
import { mirroredStorage } from './mirrored-storage';
import {
  requestFrom,
  responseMessage,
  type FromWorker,
  type RequestMessage,
  type ResponseMessage,
} from './protocol';

export interface DemoWorkerServer {
  /** The answer to a request, or `unhandled` when no handler answers it (the page asks the network). */
  answer: (message: RequestMessage) => Promise<ResponseMessage | { type: 'unhandled'; id: number }>;
  /** Another tab saved (the page's `follows`-th such state): lay it over the seed here too. */
  follow: (saved: string | null, follows: number) => void;
}

export function serveDemoApi(
  seed: SeedSource,
  saved: string | null,
  post: (message: FromWorker) => void,
): DemoWorkerServer {
  // The seeded history ends within the last day, whatever the day (../store/rebase.ts).
  const db = new DemoDb(rebasedSeed(seed, rebaseShift(Date.now())));
  let follows = 0;
  const storage = mirroredStorage(saved, (text) => post({ type: 'save', saved: text, follows }));
  const persistence = persistDemoState(db, storage);
  const handlers = createDemoHandlers({
    db,
    requireKey: false,
    controlsBase: DEMO_BASE_PATH,
    // The page answers with a generic message; the detail goes to the browser's console.
    onInternalError: ({ error, requestId, method, url }) =>
      console.error(`[demo API] ${method} ${url} failed (${requestId})`, error),
  });
  return {
    answer: async (message) => {
      const response = await getResponse(handlers, requestFrom(message));
      return response
        ? responseMessage(message.id, response)
        : { type: 'unhandled', id: message.id };
    },
    follow: (text, count) => {
      follows = count;
      storage.replace(text);
      persistence.follow();
    },
  };
}
