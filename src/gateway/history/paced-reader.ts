/**
 * The background work's reads of the service, paced: at most `concurrency` at a time and
 * `perSecond` started a second, with the gateway's key through the proxy's own upstream. A 429 (or a
 * 503 with Retry-After) stops the reader until the time the service named, and says so to the caller
 * (RateLimited), which keeps its cursor and resumes then.
 */
import { randomUUID } from 'node:crypto';
import type { Upstream } from '../proxy/upstream';

export class RateLimited extends Error {
  constructor(readonly until: number) {
    super(`the service asked to wait until ${new Date(until).toISOString()}`);
    this.name = 'RateLimited';
  }
}

export class ReadFailed extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ReadFailed';
  }
}

export interface Pace {
  concurrency: number;
  perSecond: number;
}

/** The default pace: three reads at a time, five a second. */
export const DEFAULT_PACE: Pace = { concurrency: 3, perSecond: 5 };

export interface PacedReader {
  /** GET `path` (under /api/v1) as JSON; 404 is undefined. */
  get: (path: string) => Promise<unknown>;
  /** Reads made so far. */
  readonly count: number;
}

/** Seconds, or an HTTP date; at least a second, at most an hour. */
export function retryAfterMs(value: string | undefined, now: number): number {
  const seconds = Number(value);
  const ms = Number.isFinite(seconds)
    ? seconds * 1000
    : value
      ? Date.parse(value) - now
      : Number.NaN;
  return Math.min(3_600_000, Math.max(1000, Number.isNaN(ms) ? 5000 : ms));
}

export function pacedReader(
  upstream: Upstream,
  tag: string,
  pace: Pace = DEFAULT_PACE,
): PacedReader {
  let running = 0;
  let nextStart = 0;
  let count = 0;
  let blockedUntil = 0;
  const waiting: (() => void)[] = [];
  const gap = 1000 / pace.perSecond;

  const slot = async () => {
    while (running >= pace.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    const now = Date.now();
    const start = Math.max(now, nextStart);
    nextStart = start + gap;
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
  };
  const done = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return {
    get count() {
      return count;
    },
    async get(path) {
      if (Date.now() < blockedUntil) throw new RateLimited(blockedUntil);
      await slot();
      try {
        count += 1;
        const result = await upstream.send({
          method: 'GET',
          path,
          headers: { accept: 'application/json', 'x-request-id': `${tag}_${randomUUID()}` },
        });
        if (result.kind === 'failed') throw new ReadFailed(path, result.status, result.message);
        try {
          const limited =
            result.status === 429 || (result.status === 503 && result.headers['retry-after']);
          if (limited) {
            blockedUntil = Date.now() + retryAfterMs(result.headers['retry-after'], Date.now());
            throw new RateLimited(blockedUntil);
          }
          if (result.status === 404) return undefined;
          if (result.status !== 200)
            throw new ReadFailed(path, result.status, `the service answered ${result.status}`);
          return JSON.parse(result.body.toString('utf8')) as unknown;
        } finally {
          result.release();
        }
      } finally {
        done();
      }
    },
  };
}
