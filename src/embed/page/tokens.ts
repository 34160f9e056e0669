/**
 * The end user's token inside the frame: the one the host handed over, and a renewal when the
 * gateway says it expired. A renewal asks the host once (`token-needed`), however many requests are
 * waiting, and ends with the host's new token, its refusal, or a timeout. The token is kept in memory
 * only: never in storage, never in a URL.
 */
import { TokenRenewalError } from '../api/embed-errors';
import type { EmbedTokens } from '../api/embed-api';

export const RENEWAL_TIMEOUT_MS = 30_000;

export interface Tokens extends EmbedTokens {
  /** The host's token (at start, or answering a renewal). */
  receive: (token: string) => void;
  /** The host could not get one. */
  refuse: (message: string) => void;
}

export function createTokens(askHost: () => void, timeoutMs = RENEWAL_TIMEOUT_MS): Tokens {
  let token = '';
  let pending:
    | { promise: Promise<string>; resolve: (t: string) => void; reject: (e: Error) => void }
    | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = (outcome: { token: string } | { error: TokenRenewalError }) => {
    const current = pending;
    pending = undefined;
    clearTimeout(timer);
    if (!current) return;
    if ('token' in outcome) current.resolve(outcome.token);
    else current.reject(outcome.error);
  };

  return {
    current: () => token,
    receive(next) {
      token = next;
      settle({ token: next });
    },
    refuse(message) {
      settle({ error: new TokenRenewalError(message || 'The host gave no token.', 'host_failed') });
    },
    renew() {
      if (pending) return pending.promise;
      let resolve: (t: string) => void = () => undefined;
      let reject: (e: Error) => void = () => undefined;
      const promise = new Promise<string>((ok, fail) => {
        resolve = ok;
        reject = fail;
      });
      pending = { promise, resolve, reject };
      timer = setTimeout(() => {
        settle({
          error: new TokenRenewalError(
            `The host page gave no new token within ${timeoutMs / 1000} s.`,
            'timeout',
          ),
        });
      }, timeoutMs);
      askHost();
      return promise;
    },
  };
}
