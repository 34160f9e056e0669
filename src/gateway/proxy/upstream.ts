/**
 * Calls to the service: one undici connection pool, a connect timeout, and a total timeout that covers
 * the answer's headers and its whole body (the body is read in full before anything is sent on, so a
 * service that stalls mid-answer still gives a clean 504). Failures become 502/504 with a message a
 * person can read; the service's own answers, errors included, come back as they are.
 */
import { Agent } from 'undici';

export interface UpstreamRequest {
  method: string;
  /** The path under `/api/v1` with its raw query string, e.g. `/workflows?limit=1`. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export type UpstreamResult =
  | { kind: 'response'; status: number; headers: Record<string, string>; body: Buffer }
  | { kind: 'failed'; status: 502 | 504; code: string; message: string };

export interface Upstream {
  send: (request: UpstreamRequest) => Promise<UpstreamResult>;
  /** Ends every connection to the service, requests still running included. */
  close: () => Promise<void>;
}

export interface UpstreamOptions {
  baseUrl: URL;
  apiKey: string;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
}

const MAX_ANSWER_BYTES = 64 * 1_048_576;

/** How far off undici's own request timers may fire (their clock ticks every half second). */
const UNDICI_TIMER_RESOLUTION_MS = 1000;

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

function errorCode(error: unknown): string {
  let current: unknown = error;
  // undici wraps the socket error as the cause of a TypeError("fetch failed")-like error.
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    const code = (current as NodeJS.ErrnoException).code;
    if (code) return code;
    current = current.cause;
  }
  return error instanceof Error ? error.name : 'unknown';
}

export function createUpstream(options: UpstreamOptions): Upstream {
  // The deadline is the request's own signal (below), exact to the millisecond. undici's header and
  // body timers tick every half second and could end a request up to that much early (a 0.7 s
  // deadline answered 504 after 564 ms): they stay only as a backstop, a second past the deadline.
  const backstopMs = options.totalTimeoutMs + UNDICI_TIMER_RESOLUTION_MS;
  const agent = new Agent({
    connectTimeout: options.connectTimeoutMs,
    headersTimeout: backstopMs,
    bodyTimeout: backstopMs,
    keepAliveTimeout: 10_000,
    maxResponseSize: MAX_ANSWER_BYTES,
  });
  const prefix = `${options.baseUrl.pathname.replace(/\/+$/, '')}/api/v1`;
  const authorization = `Bearer ${options.apiKey}`;

  const failed = (status: 502 | 504, code: string, message: string): UpstreamResult => ({
    kind: 'failed',
    status,
    code,
    message,
  });

  return {
    async send(request) {
      const signal = AbortSignal.timeout(options.totalTimeoutMs);
      try {
        const answer = await agent.request({
          origin: options.baseUrl.origin,
          path: `${prefix}${request.path}`,
          method: request.method,
          // The key is added here and only here; whatever credentials the browser sent were dropped.
          headers: { ...request.headers, authorization },
          ...(request.body && request.body.length > 0 ? { body: request.body } : {}),
          signal,
        });
        const body = Buffer.from(await answer.body.arrayBuffer());
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        return { kind: 'response', status: answer.statusCode, headers, body };
      } catch (error) {
        const code = errorCode(error);
        if (signal.aborted || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT')
          return failed(
            504,
            'upstream_timeout',
            `The workflow service did not answer within ${seconds(options.totalTimeoutMs)}.`,
          );
        if (code === 'UND_ERR_CONNECT_TIMEOUT')
          return failed(
            504,
            'upstream_connect_timeout',
            `The workflow service could not be reached within ${seconds(options.connectTimeoutMs)}.`,
          );
        if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE')
          return failed(
            502,
            'upstream_answer_too_large',
            'The workflow service sent an answer too large to pass on.',
          );
        return failed(
          502,
          'upstream_unreachable',
          `The workflow service could not be reached (${code}).`,
        );
      }
    },
    // Called once the gateway has closed every client connection: a request to the service still
    // running has nobody left to answer, so it is dropped rather than waited for (up to the timeout).
    close: () => agent.destroy(),
  };
}
