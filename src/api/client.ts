/**
 * The one typed client of the app, generated types underneath. It sends requests to
 * `<base URL>/api/v1`, adds `Authorization: Bearer <key>` when a key is set and an `Idempotency-Key`
 * to every POST and PUT that lacks one, and turns every non-2xx answer and network failure into an
 * `ApiError`. Fetchers call it and `unwrap` the result.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import {
  ApiError,
  apiErrorFromResponse,
  endpointOf,
  malformedResponse,
  networkError,
} from './errors';
import type { ListEnvelope } from './models';
import type { paths } from './schema';

export type ApiClient = Client<paths>;

export interface ClientSettings {
  /** The service's base URL without `/api/v1` (for example `https://workflows.example.com`). */
  baseUrl: string;
  /** Sent as a Bearer token when set (live mode). */
  apiKey?: string;
  /** Gateway mode: the session's token, echoed in `X-CSRF-Token` on every write. */
  csrfToken?: string;
}

export const API_PATH = '/api/v1';

/** `https://host/`, `https://host/api/v1` and `https://host` all become `https://host`. */
export function normalizeBaseUrl(baseUrl: string): string {
  return baseUrl
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/api\/v1$/, '');
}

export function apiRoot(baseUrl: string): string {
  return `${normalizeBaseUrl(baseUrl)}${API_PATH}`;
}

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

const errorMiddleware: Middleware = {
  async onResponse({ request, response }) {
    if (!response.ok) throw await apiErrorFromResponse(response, endpointOf(request));
    return undefined;
  },
  onError({ request, error }) {
    if (isAbort(error) || error instanceof ApiError)
      return error instanceof Error ? error : undefined;
    return networkError(endpointOf(request), new URL(request.url).host, error);
  },
};

export function createApiClient(settings: ClientSettings): ApiClient {
  const client = createClient<paths>({
    baseUrl: apiRoot(settings.baseUrl),
    // Resolved at call time, so test interceptors installed after creation still see the requests.
    fetch: (request) => globalThis.fetch(request),
  });
  client.use(requestMiddleware(settings), errorMiddleware);
  return client;
}

interface Result<T> {
  data?: T;
  response: Response;
}

/** Awaits a client call and returns its data, or throws an ApiError a person can read. */
export async function unwrap<T>(endpoint: string, pending: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the `{collection, meta}` envelope, so a list screen never renders from a wrong shape. Items
 * that are not objects (null, numbers, strings) are dropped: every screen reads fields of its rows.
 */
export function expectList<T>(
  endpoint: string,
  data: ListEnvelope<T>,
  /** The events log shows every item, objects or not. */
  keepNonObjects = false,
): ListEnvelope<T> {
  const value: unknown = data;
  if (!isObject(value) || !Array.isArray(value.collection)) {
    throw malformedResponse(endpoint, 'expected {collection: [...], meta: {...}}');
  }
  const meta = isObject(value.meta) ? value.meta : {};
  return {
    collection: (keepNonObjects ? value.collection : value.collection.filter(isObject)) as T[],
    meta: {
      page_limit: typeof meta.page_limit === 'number' ? meta.page_limit : null,
      has_next_page: meta.has_next_page === true,
      has_previous_page: meta.has_previous_page === true,
    },
  };
}

/** Checks that a single record is an object (with an id when `needsId`). */
export function expectRecord<T>(endpoint: string, data: T, needsId = true): T {
  const value: unknown = data;
  if (!isObject(value) || (needsId && typeof value.id !== 'string')) {
    throw malformedResponse(endpoint, 'expected a record object');
  }
  return data;
}
