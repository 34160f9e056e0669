/**
 * Failed sign-ins are limited per user name and per client address (@fastify/rate-limit's counters,
 * read before a check and raised only by a failure, so people who sign in correctly are never counted).
 * One check per user name runs at a time, so a burst of parallel guesses cannot all slip in before the
 * first failure is counted. Counters are per instance (the plugin's memory store); see docs/gateway.md.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';

export type LimitCheck =
  { blocked: false } | { blocked: true; retryAfterSeconds: number; reason: string };

export interface LoginLimiter {
  /** Whether another attempt may be checked now; `release` must be called after the check. */
  begin: (request: FastifyRequest, user: string) => Promise<LimitCheck & { release: () => void }>;
  failed: (request: FastifyRequest, user: string) => Promise<void>;
}

export async function createLoginLimiter(
  app: FastifyInstance,
  config: GatewayConfig,
): Promise<LoginLimiter> {
  await app.register(rateLimit, { global: false });
  const userOf = (request: FastifyRequest) => {
    const body = request.body as { username?: unknown } | undefined;
    return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
  };
  const byUser = app.createRateLimit({
    max: config.loginMaxFailures,
    timeWindow: config.loginWindowMs,
    keyGenerator: (request) => `sign-in user:${userOf(request)}`,
  });
  const byAddress = app.createRateLimit({
    max: config.loginMaxFailuresPerAddress,
    timeWindow: config.loginWindowMs,
    keyGenerator: (request) => `sign-in address:${request.ip}`,
  });
  const inFlight = new Set<string>();

  return {
    async begin(request, user) {
      const key = user.toLowerCase();
      const noop = () => undefined;
      if (inFlight.has(key))
        return {
          blocked: true,
          retryAfterSeconds: 1,
          reason: 'Another sign-in for this user is being checked; try again in a moment.',
          release: noop,
        };
      for (const [limit, what] of [
        [byUser, 'this user name'],
        [byAddress, 'your address'],
      ] as const) {
        const state = await limit(request, { increment: false });
        if (!state.isAllowed && state.remaining <= 0)
          return {
            blocked: true,
            retryAfterSeconds: Math.max(1, state.ttlInSeconds),
            reason: `Too many failed sign-ins for ${what}; try again in ${Math.max(1, Math.ceil(state.ttlInSeconds / 60))} min.`,
            release: noop,
          };
      }
      inFlight.add(key);
      return { blocked: false, release: () => inFlight.delete(key) };
    },
    async failed(request) {
      await byUser(request);
      await byAddress(request);
    },
  };
}
