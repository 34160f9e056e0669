/** Reading and validating query parameters and JSON bodies the way the service would. */
import { isPlainObject } from '@/utils/guards';
import { BODY_LIMITS, parseLimitedJson, tooLarge } from './body-limits';
import { badRequest } from './errors';

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;

export interface CursorParams {
  limit: number;
  startingAfter: string | undefined;
  endingBefore: string | undefined;
}

function optional(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  return value === null || value === '' ? undefined : value;
}

export function readCursorParams(url: URL): CursorParams {
  const rawLimit = optional(url, 'limit');
  let limit = DEFAULT_LIMIT;
  if (rawLimit !== undefined) {
    if (!/^\d+$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > MAX_LIMIT) {
      throw badRequest(
        `limit must be a whole number from 1 to ${MAX_LIMIT}; got "${rawLimit}".`,
        'invalid_limit',
      );
    }
    limit = Number(rawLimit);
  }
  const startingAfter = optional(url, 'starting_after');
  const endingBefore = optional(url, 'ending_before');
  if (startingAfter !== undefined && endingBefore !== undefined) {
    throw badRequest('Send only one of starting_after and ending_before.', 'conflicting_cursors');
  }
  return { limit, startingAfter, endingBefore };
}

export function readString(url: URL, name: string): string | undefined {
  return optional(url, name);
}

export function readBoolean(url: URL, name: string): boolean | undefined {
  const value = optional(url, name);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest(`${name} must be true or false; got "${value}".`, 'invalid_parameter');
}

export function readEnum<T extends string>(
  url: URL,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = optional(url, name);
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw badRequest(
    `${name} must be one of ${allowed.join(', ')}; got "${value}".`,
    'invalid_parameter',
  );
}

/** Several values: repeated (`type=a&type=b`), bracketed (`type[]=a`) or comma-separated (`type=a,b`). */
export function readList(url: URL, name: string): string[] {
  return [...url.searchParams.getAll(name), ...url.searchParams.getAll(`${name}[]`)]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** The user addressed by a request; `main` when omitted. */
export function readUserKey(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'main';
  if (typeof value !== 'string')
    throw badRequest('user_key must be a string.', 'invalid_parameter');
  return value;
}

export type JsonBody = Record<string, unknown>;

/**
 * The request's JSON object body, within the body limits (413, 400 or 422 beyond them); an empty
 * body reads as `{}`.
 */
export async function readJsonBody(request: Request, limits = BODY_LIMITS): Promise<JsonBody> {
  // A declared length over the limit is refused before reading anything.
  if (Number(request.headers.get('content-length') ?? 0) > limits.maxBytes) throw tooLarge(limits);
  const parsed = parseLimitedJson(await request.text(), limits);
  if (parsed === undefined) return {};
  if (!isPlainObject(parsed)) {
    throw badRequest('The request body must be a JSON object.', 'invalid_json');
  }
  return parsed;
}
