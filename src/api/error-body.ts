/**
 * An error answer read into an ApiError (./errors.ts): the common body shapes, the status text when
 * the body says nothing, the request id and `Retry-After`. A module of its own, loaded with the first
 * error answer: it stays out of the console's first load (./client.ts) and out of the React
 * package's headless hook (src/embed/api/embed-api.ts).
 */
import { SERVICE_TEXT_PREVIEW, truncate } from '@/utils/cap-text';
import { isPlainObject, trimmedText } from '@/utils/guards';
import { ApiError, type FieldErrors } from './errors';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized: the API key is missing or wrong',
  403: 'Forbidden: the API key lacks the right for this',
  404: 'Not found',
  409: 'Conflict',
  422: 'Unprocessable entity',
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

/** Field messages are shown beside fields, whole: each is cut to the preview length. */
function messages(value: unknown): string[] {
  if (typeof value === 'string')
    return trimmedText(value) ? [truncate(value.trim(), SERVICE_TEXT_PREVIEW)] : [];
  if (Array.isArray(value)) return value.flatMap(messages);
  if (isPlainObject(value)) {
    const message = trimmedText(value.message);
    return message ? [message] : [];
  }
  return [];
}

export interface NormalizedErrorBody {
  /** At most SERVICE_TEXT_PREVIEW characters (and an ellipsis). */
  message: string;
  /** The service's own message, whole, when `message` comes from the service. */
  serviceMessage?: string;
  code?: string;
  fieldErrors: FieldErrors;
}

/** A message the service wrote: bounded for every place that prints it, kept whole beside. */
function fromService(
  whole: string,
  rest: Omit<NormalizedErrorBody, 'message' | 'serviceMessage'>,
): NormalizedErrorBody {
  return { message: truncate(whole, SERVICE_TEXT_PREVIEW), serviceMessage: whole, ...rest };
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return trimmedText(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstMessage(item);
      if (found) return found;
    }
    return undefined;
  }
  if (isPlainObject(value)) return trimmedText(value.message);
  return undefined;
}

/**
 * Reads the common error shapes (`{error: "..."}`, `{error: {message, code}}`, `{message}`,
 * `{errors: {field: ["..."]}}`, `{errors: ["..."]}`) and falls back to the status text, so the
 * message is never blank.
 */
export function normalizeErrorBody(
  body: unknown,
  status: number,
  statusText = '',
): NormalizedErrorBody {
  const reason = trimmedText(statusText);
  const fallback: NormalizedErrorBody = reason
    ? fromService(`${status} ${reason}`, { fieldErrors: {} })
    : { message: `${status} ${STATUS_TEXT[status] ?? 'Request failed'}`, fieldErrors: {} };
  if (typeof body === 'string') {
    const plain = trimmedText(body);
    // A long text body or an HTML page is a proxy's or server's page, not a message.
    return plain && plain.length <= 300 && !plain.startsWith('<')
      ? fromService(plain, { fieldErrors: {} })
      : fallback;
  }
  if (!isPlainObject(body)) return fallback;
  const record = body;
  const fieldErrors: FieldErrors = {};
  let code: string | undefined;

  if (isPlainObject(record.error)) code = trimmedText(record.error.code);
  const general =
    firstMessage(record.error) ??
    firstMessage(record.message) ??
    (Array.isArray(record.errors) ? firstMessage(record.errors) : undefined);
  if (isPlainObject(record.errors)) {
    for (const [field, value] of Object.entries(record.errors)) {
      const list = messages(value);
      if (list.length > 0) fieldErrors[field] = list;
    }
  }
  code ??= trimmedText(record.code);

  const fieldSummary = Object.entries(fieldErrors).map(
    ([field, list]) => `${field}: ${list.join(', ')}`,
  );
  const rest = { ...(code ? { code } : {}), fieldErrors };
  if (general) return fromService(general, rest);
  if (fieldSummary.length > 0) return fromService(fieldSummary.join('; '), rest);
  return { ...fallback, ...rest };
}

function retryAfter(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/** Builds the error for a non-2xx response (reads a copy of its body). */
export async function apiErrorFromResponse(
  response: Response,
  endpoint: string,
): Promise<ApiError> {
  const raw = await response
    .clone()
    .text()
    .catch(() => '');
  let body: unknown = raw;
  try {
    body = raw === '' ? undefined : JSON.parse(raw);
  } catch {
    // Not JSON: keep the text; normalizeErrorBody decides whether it is readable.
  }
  const normalized = normalizeErrorBody(body, response.status, response.statusText);
  return new ApiError({
    kind: 'http',
    status: response.status,
    endpoint,
    message: normalized.message,
    serviceMessage: normalized.serviceMessage,
    code: normalized.code,
    fieldErrors: normalized.fieldErrors,
    requestId: response.headers.get('x-request-id') ?? undefined,
    retryAfterSeconds: retryAfter(response),
    body,
  });
}
