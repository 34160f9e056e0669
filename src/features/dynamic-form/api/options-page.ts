/**
 * Fetching AsyncSelect option pages. Option URLs point at providers, not at the service, so they are
 * fetched with plain `fetch`: no cookies, no referrer, and an Authorization header only when the
 * screen's `OptionsAccess` (src/lib/options-access.ts) says so for that URL (the console: its API
 * key, only for URLs under its own API; the embed and the React package's headless hook: never).
 */
import { normalizeErrorBody } from '@/api/error-body';
import { ApiError, secondsText } from '@/api/errors';
import type { FieldData } from '@/api/models';
import { send } from '@/config/transport';
import { ANONYMOUS_OPTIONS_ACCESS, type OptionsAccess } from '@/lib/options-access';
import { untilAborted } from '@/utils/abort';
import { readOptionsPage, type FetchedPage } from '../model/options';

const endpointFor = (url: string) => {
  const parsed = new URL(url);
  return `GET ${parsed.origin}${parsed.pathname}`;
};

export async function fetchOptionsPage(
  url: string,
  data: FieldData,
  cursor: string | null,
  signal?: AbortSignal,
  access: OptionsAccess = ANONYMOUS_OPTIONS_ACCESS,
): Promise<FetchedPage> {
  const endpoint = endpointFor(url);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const authorization = access.authorizationFor(url);
  if (authorization) headers.Authorization = authorization;
  // The same total deadline as the client's reads: a provider that stalls mid-body ends in an error
  // (retried like any network failure), not in a list that says "Loading" forever.
  const timeoutMs = access.timeoutMs();
  const deadline = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  let response: Response;
  let text: string;
  try {
    // In demo mode the demo API's providers answer in the page (config/transport.ts).
    response = await send(url, {
      headers,
      signal: combined,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    text = await untilAborted(response.text(), combined);
  } catch (error) {
    const host = new URL(url).host;
    if (deadline.aborted && !signal?.aborted) {
      throw new ApiError({
        kind: 'network',
        status: 0,
        endpoint,
        timedOut: true,
        message: `The options endpoint ${host} did not answer within ${secondsText(timeoutMs)} s.`,
      });
    }
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError({
      kind: 'network',
      status: 0,
      endpoint,
      message: `The options endpoint ${host} could not be reached (network error or CORS).`,
    });
  }
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    if (response.ok)
      throw new ApiError({
        kind: 'malformed',
        status: response.status,
        endpoint,
        message: 'The options endpoint answered with something that is not JSON.',
      });
  }
  if (!response.ok) {
    const normalized = normalizeErrorBody(body, response.status, response.statusText);
    throw new ApiError({
      kind: 'http',
      status: response.status,
      endpoint,
      message: `The options endpoint answered ${normalized.message}`,
      serviceMessage: normalized.serviceMessage,
      requestId: response.headers.get('x-request-id') ?? undefined,
    });
  }
  return { ...readOptionsPage(body, data), cursor };
}
