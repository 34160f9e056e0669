/**
 * The end user's token for the headless hook, straight from the host's `getToken`: asked for before
 * the first call, again shortly before it expires (../../sdk/token-expiry.ts, as the loader does),
 * and when the gateway says it expired. One request at a time, however many calls wait.
 */
import type { EmbedTokens } from '../../api/embed-api';
import { TokenRenewalError } from '../../api/embed-errors';
import { renewalDelayMs } from '../../sdk/token-expiry';

export interface HostTokens extends EmbedTokens {
  /** A token that will not expire before the call: the current one, or a new one. */
  fresh: () => Promise<string>;
}

export function createHostTokens(getToken: () => Promise<string>, now = Date.now): HostTokens {
  let token = '';
  let renewAt = 0;
  let pending: Promise<string> | undefined;

  const renew = () => {
    pending ??= Promise.resolve()
      .then(getToken)
      .then(
        (next) => {
          if (typeof next !== 'string' || next === '')
            throw new TokenRenewalError('getToken gave no token', 'host_failed');
          token = next;
          const delay = renewalDelayMs(next, now());
          renewAt = delay === undefined ? Number.POSITIVE_INFINITY : now() + delay;
          return next;
        },
        (error: unknown) => {
          throw new TokenRenewalError(
            `getToken failed: ${error instanceof Error ? error.message : String(error)}`,
            'host_failed',
          );
        },
      )
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  return {
    current: () => token,
    renew,
    fresh: () => (token !== '' && now() < renewAt ? Promise.resolve(token) : renew()),
  };
}
