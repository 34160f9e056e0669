/**
 * A failure, said twice: to the end user in their language (the form's FailureAlert, with the
 * embed's own case below), and to the host's developers through `onError` (a code, the technical
 * message, status, request id).
 */
import { isApiError } from '@/api/errors';
import type { DescribedFailure } from '@/features/dynamic-form/embed';
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

/** The end user's words for the one failure only the embed has: the host gave no new token. */
export function describeEmbedFailure(
  error: unknown,
  strings: FormStrings['embed'],
): DescribedFailure | undefined {
  return error instanceof TokenRenewalError
    ? { title: strings.renewFailedTitle, text: strings.renewFailedText }
    : undefined;
}
