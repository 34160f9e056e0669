/**
 * A failure, said twice: to the end user in their language (what went wrong, what they can do), and
 * to the host's developers through `onError` (a code, the technical message, status, request id).
 */
import { isApiError } from '@/api/errors';
import type { FormStrings } from '@/lib/i18n/form-strings';
import type { EmbedError } from '../sdk/protocol';
import { TokenRenewalError } from './tokens';

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

export interface Described {
  title: string;
  text?: string;
  requestId?: string;
}

/** The end user's words for a failure. */
export function describeFailure(error: unknown, strings: FormStrings['embed']): Described {
  if (error instanceof TokenRenewalError)
    return { title: strings.renewFailedTitle, text: strings.renewFailedText };
  if (!isApiError(error)) return { title: strings.unexpected };
  const requestId = error.requestId ? { requestId: error.requestId } : {};
  if (error.status === 401 || error.status === 403)
    return { title: strings.notAllowedTitle, text: strings.notAllowedText, ...requestId };
  if (error.timedOut) return { title: strings.timedOut, ...requestId };
  if (error.kind === 'network') return { title: strings.unreachable };
  if (error.kind === 'malformed') return { title: strings.unexpected, ...requestId };
  return {
    title: strings.answered(error.status),
    ...(error.serviceMessage ? { text: error.message } : {}),
    ...requestId,
  };
}
