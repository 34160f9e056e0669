/**
 * The one typed client of the app, generated types underneath. It sends requests to
 * `<base URL>/api/v1`, adds `Authorization: Bearer <key>` when a key is set and an `Idempotency-Key`
 * to every POST and PUT that lacks one, gives every request a total timeout (headers and body), and
 * turns every non-2xx answer, network failure and timeout into an `ApiError`. Fetchers call it and
 * `unwrap` the result.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, endpointOf, malformedResponse, networkError } from './errors';
import { fetchWithDeadline } from './deadline';
import { send as transport } from '@/config/transport';
import { untilAborted } from '@/utils/abort';
import { apiRoot } from './api-root';
import { takeEarlyRead } from './early-reads';
import type { paths } from './schema';

export type ApiClient = Client<paths>;

export interface ClientSettings {
  /** The service's base URL without `/api/v1` (for example `https://workflows.example.com`). */
  baseUrl: string;
  /** Sent as a Bearer token when set (live mode). */
  apiKey?: string;
  /** Gateway mode: the session's token, echoed in `X-CSRF-Token` on every write. */
  csrfToken?: string;
  /** Total time a read may take, headers and body (writes get a third more); the default when unset. */
  timeoutMs?: number;
}

export { requestTimeouts, timeoutFor } from './deadline';

export { API_PATH, apiRoot, normalizeBaseUrl } from './api-root';

export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

function requestMiddleware(settings: ClientSettings): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept', 'application/json');
      if (settings.apiKey) request.headers.set('Authorization', `Bearer ${settings.apiKey}`);
      if (settings.csrfToken && request.method !== 'GET')
        request.headers.set('X-CSRF-Token', settings.csrfToken);
      if (
        (request.method === 'POST' || request.method === 'PUT') &&
        !request.headers.has('Idempotency-Key')
      ) {
        request.headers.set('Idempotency-Key', newIdempotencyKey());
      }
      return request;
    },
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The code that reads error answers (./error-body.ts): not in the first load. */
const errorBodyReader = () => import('./error-body');

/** Fetches the code that reads error answers ahead of the first one (nothing waits for it). */
export function preloadErrorReader(): Promise<unknown> {
  return errorBodyReader();
}

/**
 * A non-2xx answer as an ApiError, read by ./error-body.ts, fetched now if it was not yet. When it
 * cannot be fetched, the error says the status and why its body was not read.
 */
async function httpError(response: Response, endpoint: string): Promise<ApiError> {
  const reader = await errorBodyReader().catch(() => null);
  if (reader) return reader.apiErrorFromResponse(response, endpoint);
  return new ApiError({
    kind: 'http',
    status: response.status,
    endpoint,
    message: `The service answered ${String(response.status)}; the console could not load the code that reads its answer (reload the page).`,
  });
}

const errorMiddleware: Middleware = {
  async onResponse({ request, response }) {
    if (!response.ok) throw await httpError(response, endpointOf(request));
    return undefined;
  },
  onError({ request, error }) {
    if (isAbort(error) || error instanceof ApiError)
      return error instanceof Error ? error : undefined;
    return networkError(endpointOf(request), new URL(request.url).host, error);
  },
};

/**
 * The answer to `request`: the read src/early.ts started for exactly this request, if any (live mode's
 * first screen), else a fetch. An early read that failed is made again, as a fetch.
 */
async function send(request: Request, signal: AbortSignal): Promise<Response> {
  const early = takeEarlyRead(request);
  if (early) {
    try {
      return await untilAborted(early, signal);
    } catch (error) {
      if (signal.aborted) throw error;
    }
  }
  // The network, or in demo mode the demo API in the page (config/transport.ts).
  return transport(new Request(request, { signal }));
}

/** A request with the client's total deadline (./deadline.ts), through the transport. */
export const fetchWithTimeout = (request: Request, readMs?: number): Promise<Response> =>
  fetchWithDeadline(request, send, readMs);

export function createApiClient(settings: ClientSettings): ApiClient {
  const client = createClient<paths>({
    baseUrl: apiRoot(settings.baseUrl),
    fetch: (request) => fetchWithTimeout(request, settings.timeoutMs),
  });
  client.use(requestMiddleware(settings), errorMiddleware);
  return client;
}

interface Result<T> {
  data?: T;
  response: Response;
}

/**
 * Awaits a client call and returns its body, or throws an ApiError a person can read. The body is
 * `unknown` on purpose: answers reach the app only through a decoder (./decode/).
 */
export async function unwrap(
  endpoint: string,
  pending: Promise<Result<unknown>>,
): Promise<unknown> {
  let result: Result<unknown>;
  try {
    result = await pending;
  } catch (error) {
    if (error instanceof SyntaxError)
      throw malformedResponse(endpoint, 'the body is not valid JSON');
    throw error;
  }
  if (result.data === undefined) throw malformedResponse(endpoint, 'the body is empty');
  return result.data;
}
