/**
 * Fetching AsyncSelect option pages. Option URLs point at providers, not at the service, so they are
 * fetched with plain `fetch`: no cookies, no referrer, and an Authorization header only when the
 * screen's `OptionsAccess` (src/lib/options-access.ts) says so for that URL (the console: its API key, only for URLs under its
 * own API; the embed: never).
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { ApiError, normalizeErrorBody, secondsText } from '@/api/errors';
import type { FieldData } from '@/api/models';
import { ANONYMOUS_OPTIONS_ACCESS, type OptionsAccess } from '@/lib/options-access';
import { buildOptionsRequest, type LookupField } from '../model/option-request';
import { readOptionsPage, type OptionsPage } from '../model/options';
import { send } from '@/config/transport';
import { untilAborted } from '@/utils/abort';

export interface FetchedPage extends OptionsPage {
  /** The cursor this page was asked for (null: the first page). */
  cursor: string | null;
}

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

/** Why a list stopped loading. */
export type ListEnd = 'end' | 'max_items' | 'stuck';

/** The cursor of the page after `pages`, or why there is none. */
export function nextCursor(
  pages: readonly FetchedPage[],
  maxItems: number,
): { cursor: string } | { end: ListEnd } {
  const last = pages.at(-1);
  if (!last?.nextCursor) return { end: 'end' };
  const loaded = pages.reduce((total, page) => total + page.options.length, 0);
  if (loaded >= maxItems) return { end: 'max_items' };
  if (pages.some((page) => page.cursor === last.nextCursor)) return { end: 'stuck' };
  return { cursor: last.nextCursor };
}

export const DEFAULT_MAX_ITEMS = 2000;

export const maxItemsOf = (data: FieldData): number => {
  const max = data.pagination.max_items;
  return typeof max === 'number' && max > 0 ? max : DEFAULT_MAX_ITEMS;
};

/** The options lists' keys, from generic to specific. */
export const optionQueries = {
  all: () => ['settings-options'] as const,
};

/**
 * The pages of one options list. The key holds the resolved first-page URL, so the list of another
 * parent value (another channel) is another list, and a late answer for the old one never shows.
 */
export function optionsQuery(
  data: FieldData,
  lookup: LookupField,
  access: OptionsAccess = ANONYMOUS_OPTIONS_ACCESS,
) {
  const request = buildOptionsRequest(data, lookup);
  const maxItems = maxItemsOf(data);
  return {
    request,
    // The resolved URL holds every value `lookup` filled in; `data` says how to read the answer.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    options: infiniteQueryOptions({
      queryKey: [...optionQueries.all(), request.ok ? request.url : request.error, data] as const,
      queryFn: ({ pageParam, signal }) => {
        const page = buildOptionsRequest(data, lookup, pageParam);
        if (!page.ok) throw new Error(page.error);
        return fetchOptionsPage(page.url, data, pageParam, signal, access);
      },
      initialPageParam: null as string | null,
      getNextPageParam: (_last, pages) => {
        const next = nextCursor(pages, maxItems);
        return 'cursor' in next ? next.cursor : undefined;
      },
      staleTime: 5 * 60_000,
    }),
  };
}
