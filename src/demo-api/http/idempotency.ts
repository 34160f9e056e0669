/**
 * Idempotency keys on POST and PUT: a repeated key from the same caller (the same API key) on the
 * same method and path with the same body replays the first answer (so a double click installs
 * once); the same key with another body answers 409. Bodies are compared as JSON values, so
 * whitespace and the order of object keys do not matter. Another caller's key never finds the entry:
 * a publishable key cannot replay what a secret key was answered. Keys are kept 24 hours, in memory,
 * the newest `maxEntries` of them.
 */
import { badRequest, DemoApiError } from './errors';
import { stringifyJson } from '@/utils/objects';

export interface IdempotencyScope {
  /** Who calls (`Caller.scope`). */
  caller: string;
  method: string;
  path: string;
  key: string;
}

interface Remembered {
  body: string;
  status: number;
  response: unknown;
  at: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** A JSON text of `value` with every object's keys sorted, so equal values give equal texts. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return stringifyJson(value) ?? 'null';
}

/** The request's Idempotency-Key, if any; 400 when it is longer than the document allows. */
export function readIdempotencyKey(request: Request): string | undefined {
  const key = request.headers.get('idempotency-key');
  if (key === null || key === '') return undefined;
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badRequest(
      `Idempotency-Key must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
      'invalid_idempotency_key',
    );
  }
  return key;
}

const entryKey = (scope: IdempotencyScope): string =>
  JSON.stringify([scope.caller, scope.method, scope.path, scope.key]);

export class IdempotencyCache {
  private readonly entries = new Map<string, Remembered>();

  constructor(private readonly maxEntries = 1000) {}

  /** The remembered answer for this scope, if the same request was already answered. */
  lookup(scope: IdempotencyScope, body: unknown, now = Date.now()): Remembered | undefined {
    const entry = this.entries.get(entryKey(scope));
    if (!entry || now - entry.at > DAY_MS) return undefined;
    if (entry.body !== canonicalJson(body)) {
      throw new DemoApiError(
        409,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request body on this path.',
      );
    }
    return entry;
  }

  remember(scope: IdempotencyScope, body: unknown, status: number, response: unknown): void {
    const key = entryKey(scope);
    // Re-inserted at the end, so the oldest entry is the first one the Map iterates.
    this.entries.delete(key);
    this.entries.set(key, { body: canonicalJson(body), status, response, at: Date.now() });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
