/**
 * A failure in the end user's words (the embed and the fill page): what went wrong, what they can
 * do, and the request id to quote. The console's operator screens say more (src/components/error-state.tsx).
 */
import { isApiError } from '@/api/errors';
import type { FormStrings } from '@/lib/i18n/form-strings';

export interface DescribedFailure {
  title: string;
  text?: string;
  requestId?: string;
}

export function describeFailure(error: unknown, strings: FormStrings['page']): DescribedFailure {
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
