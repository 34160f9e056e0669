/**
 * A failure in the end user's words: the form's FailureAlert says most; this is the one case only
 * the frame has. What the host's developers get through `onError` is ../api/embed-errors.ts.
 */
import type { DescribedFailure } from '@/features/dynamic-form/embed';
import type { FormStrings } from '@/lib/i18n/form-strings';
import { TokenRenewalError } from '../api/embed-errors';

/** The end user's words for the one failure only the embed has: the host gave no new token. */
export function describeEmbedFailure(
  error: unknown,
  strings: FormStrings['embed'],
): DescribedFailure | undefined {
  return error instanceof TokenRenewalError
    ? { title: strings.renewFailedTitle, text: strings.renewFailedText }
    : undefined;
}
