/**
 * Failed sign-ins are limited per user name and per client address, counted in the store, so every
 * instance sees the same count and a restart forgets nothing. Each attempt is written before its
 * password is checked (parallel guesses on several instances see each other) and deleted when it
 * succeeds: correct sign-ins are never counted. A lockout lasts until the oldest of the failures that
 * caused it leaves the window (WFC_LOGIN_WINDOW_MINUTES); the answer says when that is.
 */
import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';
import type { AttemptRows } from '../store/login-limits';

export type LimitedBy = 'user' | 'address';

export interface Lockout {
  by: LimitedBy;
  /** When signing in is possible again (milliseconds since the epoch). */
  until: number;
}

export type Gate =
  | (Lockout & { blocked: true })
  | {
      blocked: false;
      succeeded: () => Promise<void>;
      /** The attempt stays as a failure: the lockout it starts, when it reaches a limit. */
      failed: () => Lockout | undefined;
    };

export interface LoginLimiter {
  begin: (request: FastifyRequest, user: string) => Promise<Gate>;
}

export function createLoginLimiter(config: GatewayConfig, attempts: AttemptRows): LoginLimiter {
  const limits = [
    { by: 'user', max: config.loginMaxFailures },
    { by: 'address', max: config.loginMaxFailuresPerAddress },
  ] as const;
  return {
    async begin(request, user) {
      const now = Date.now();
      const keys = [`user:${user.toLowerCase()}`, `address:${request.ip}`];
      const ids = await attempts.add(keys, now);
      const since = now - config.loginWindowMs;
      // Per limit: the newest attempts before this one, as many as the limit.
      const earlier: number[][] = [];
      for (const [index, limit] of limits.entries()) {
        const times = await attempts.recent(keys[index] ?? '', since, ids, limit.max);
        const oldest = times[limit.max - 1];
        if (oldest !== undefined) {
          await attempts.remove(ids);
          return { blocked: true, by: limit.by, until: oldest + config.loginWindowMs };
        }
        earlier.push(times);
      }
      return {
        blocked: false,
        succeeded: () => attempts.remove(ids),
        failed() {
          for (const [index, limit] of limits.entries()) {
            const oldest = [now, ...(earlier[index] ?? [])][limit.max - 1];
            if (oldest !== undefined) return { by: limit.by, until: oldest + config.loginWindowMs };
          }
          return undefined;
        },
      };
    },
  };
}

/** "in 15 min" (rounded up), for a message; the page shows the time itself from `retry_at`. */
export function lockoutText(lockout: Lockout, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((lockout.until - now) / 60_000));
  const what = lockout.by === 'user' ? 'this user name' : 'your address';
  return `Too many failed sign-ins for ${what}; try again in ${minutes} min.`;
}
