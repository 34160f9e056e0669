/**
 * One error type for everything that can go wrong talking to the service: an HTTP error status, a
 * network failure (a request that got no answer in time included), or a response the console cannot
 * read. It always carries a readable message, bounded in length: what the service wrote is kept
 * whole apart (`serviceMessage`), so the console can show it as the service's words, not its own.
 * How an error answer's body is read: ./error-body.ts.
 */

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

export function endpointOf(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname}`;
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
