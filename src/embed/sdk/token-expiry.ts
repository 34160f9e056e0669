/**
 * When to renew a token before it expires: a fifth of its lifetime before `exp`, at most a minute,
 * read from the token's claims (not verified here: the gateway does that; a token without `exp` is
 * renewed only when the gateway says it expired). Clocks differ, so a renewal is never planned
 * sooner than a few seconds ahead.
 */
const MAX_LEAD_MS = 60_000;
const MIN_DELAY_MS = 5_000;

function claimsOf(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Milliseconds from `now` until the token should be renewed, or undefined when it cannot be told. */
export function renewalDelayMs(token: string, now: number = Date.now()): number | undefined {
  const claims = claimsOf(token);
  if (typeof claims?.exp !== 'number') return undefined;
  const expires = claims.exp * 1000;
  const issued = typeof claims.iat === 'number' ? claims.iat * 1000 : now;
  const lead = Math.min(MAX_LEAD_MS, Math.max(0, (expires - issued) / 5));
  return expires - now > 0 ? Math.max(MIN_DELAY_MS, expires - lead - now) : undefined;
}
