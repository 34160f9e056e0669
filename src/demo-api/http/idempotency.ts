/**
 * Idempotency keys on POST and PUT: a repeated key on the same path with the same body replays the
 * first answer (so a double click installs once); the same key with another body answers 409.
 * Keys are kept 24 hours, in memory.
 */
import { DemoApiError } from './errors';

interface Remembered {
  body: string;
  status: number;
  response: unknown;
  at: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class IdempotencyCache {
  private readonly entries = new Map<string, Remembered>();

  /** The remembered answer for this key and path, if the same request was already answered. */
  lookup(key: string, path: string, body: string, now = Date.now()): Remembered | undefined {
    const entry = this.entries.get(`${path} ${key}`);
    if (!entry || now - entry.at > DAY_MS) return undefined;
    if (entry.body !== body) {
      throw new DemoApiError(
        409,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request body on this path.',
      );
    }
    return entry;
  }

  remember(key: string, path: string, body: string, status: number, response: unknown): void {
    this.entries.set(`${path} ${key}`, { body, status, response, at: Date.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}
