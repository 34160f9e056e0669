/**
 * A failure of the embed API, said to the host's developers (`onError` of the loader and the React
 * component, the headless hook's `error`): a code, the technical message, status and request id. The
 * end user reads it in their own words (src/features/dynamic-form/failure-alert.tsx).
 */
import { isApiError } from '@/api/errors';
import type { EmbedError } from '../sdk/protocol';

/** The host could not give a new token: it said so, or did not answer in time. */
export class TokenRenewalError extends Error {
  constructor(
    message: string,
    readonly reason: 'host_failed' | 'timeout',
  ) {
    super(message);
    this.name = 'TokenRenewalError';
  }
}

/** What `onError` receives for a failure while loading or saving. */
export function embedErrorOf(error: unknown, during: 'load' | 'save'): EmbedError {
  if (error instanceof TokenRenewalError)
    return { code: 'token_unavailable', message: error.message };
  if (isApiError(error)) {
    const known = ['token_expired', 'token_invalid', 'token_missing', 'workflow_not_allowed'];
    const code =
      error.code !== undefined && known.includes(error.code)
        ? error.code === 'token_missing'
          ? 'token_invalid'
          : error.code
        : error.status === 404
          ? 'not_found'
          : `${during}_failed`;
    return {
      code,
      message: error.message,
      ...(error.status > 0 ? { status: error.status } : {}),
      ...(error.requestId ? { requestId: error.requestId } : {}),
    };
  }
  return {
    code: `${during}_failed`,
    message: error instanceof Error ? error.message : String(error),
  };
}
