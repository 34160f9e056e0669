/**
 * One error type for everything that can go wrong talking to the service: an HTTP error status, a
 * network failure (a request that got no answer in time included), or a response the console cannot
 * read. It always carries a readable message, bounded in length: what the service wrote is kept
 * whole apart (`serviceMessage`), so the console can show it as the service's words, not its own.
 */
import { SERVICE_TEXT_PREVIEW, truncate } from '@/utils/cap-text';
import { isPlainObject, trimmedText } from '@/utils/guards';

export type ApiErrorKind = 'http' | 'network' | 'malformed';

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string;
  endpoint: string;
  code?: string;
  fieldErrors?: FieldErrors;
  requestId?: string;
  retryAfterSeconds?: number;
  body?: unknown;
  /** The message as the service wrote it, whole, when the message is the service's. */
  serviceMessage?: string;
  /** No answer arrived within the request timeout. */
  timedOut?: boolean;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** `GET /api/v1/workflows`: what was asked for (never the key or the query string). */
  readonly endpoint: string;
  readonly code: string | undefined;
  readonly fieldErrors: FieldErrors;
  readonly requestId: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly body: unknown;
  readonly serviceMessage: string | undefined;
  readonly timedOut: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.endpoint = init.endpoint;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.body = init.body;
    this.serviceMessage = init.serviceMessage;
    this.timedOut = init.timedOut ?? false;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isUnprocessable(): boolean {
    return this.status === 422;
  }

  /** 401 or 403: the key is missing, wrong or lacks the right. */
  get isAuth(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

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

export function endpointOf(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname}`;
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

export function networkError(endpoint: string, host: string, cause: unknown): ApiError {
  const detail = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
  return new ApiError({
    kind: 'network',
    status: 0,
    endpoint,
    message: `Could not reach ${host}${detail}. Check that the service is running, the base URL is right and that it allows this origin (CORS), or use the proxy.`,
  });
}

export function malformedResponse(endpoint: string, what: string): ApiError {
  return new ApiError({
    kind: 'malformed',
    status: 200,
    endpoint,
    message: `The service answered ${endpoint} with something the console cannot read: ${what}.`,
  });
}

/** `30`, `0.4`: seconds for a message, at most one decimal. */
export function secondsText(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}

/**
 * No answer within the request's total timeout. A read says so (and is retried like any network
 * failure); a write may have landed, and the message says that a retry reuses its idempotency key.
 */
export function requestTimeout(
  endpoint: string,
  host: string,
  timeoutMs: number,
  write: boolean,
): ApiError {
  const seconds = secondsText(timeoutMs);
  return new ApiError({
    kind: 'network',
    status: 0,
    endpoint,
    timedOut: true,
    message: write
      ? `No answer within ${seconds} s; it may or may not have been applied. A retry sends the same request with the same idempotency key, so the service applies it at most once.`
      : `No answer from ${host} within ${seconds} s.`,
  });
}
