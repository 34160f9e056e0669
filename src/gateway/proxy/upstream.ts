/**
 * Calls to the service: one undici connection pool, a connect timeout, and a total timeout that covers
 * the answer's headers and its whole body (the body is read in full before anything is sent on, so a
 * service that stalls mid-answer still gives a clean 504, and the embed can reduce an answer before
 * passing it on). The bytes held at once are bounded across all requests (answer-budget.ts): past the
 * bound an answer is dropped and answered 503. Failures become 502/503/504 with a message a person can
 * read; the service's own answers, errors included, come back as they are.
 */
import { Agent, type Dispatcher } from 'undici';
import { createAnswerBudget, DEFAULT_MEMORY_LIMIT_BYTES, type AnswerBudget } from './answer-budget';

export interface UpstreamRequest {
  method: string;
  /** The path under `/api/v1` with its raw query string, e.g. `/workflows?limit=1`. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface UpstreamAnswer {
  kind: 'response';
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Gives the answer's bytes back to the budget: call once the browser has it (or it is dropped). */
  release: () => void;
}

export interface UpstreamFailure {
  kind: 'failed';
  status: 502 | 503 | 504;
  code: string;
  message: string;
  /** Seconds to wait before trying again (503). */
  retryAfterSeconds?: number;
}

export type UpstreamResult = UpstreamAnswer | UpstreamFailure;

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
  /** Bytes of answers held at once across all requests (WFC_UPSTREAM_MEMORY_BYTES). */
  memoryLimitBytes?: number;
}

const MAX_ANSWER_BYTES = 64 * 1_048_576;
/** What a 503 for a spent budget asks the browser to wait: the time large answers take to go out. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

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

const TOO_LARGE: UpstreamFailure = {
  kind: 'failed',
  status: 502,
  code: 'upstream_answer_too_large',
  message: 'The workflow service sent an answer too large to pass on.',
};

const BUSY: UpstreamFailure = {
  kind: 'failed',
  status: 503,
  code: 'gateway_busy',
  message: `The gateway is passing on other large answers; try again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`,
  retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
};

/**
 * An answer's body, its bytes taken from the budget as they arrive (at once when the answer declares
 * its length). When the budget is spent, or the answer is larger than any answer may be, the rest is
 * not read and what was taken is given back.
 */
async function readWithin(
  answer: Dispatcher.ResponseData,
  budget: AnswerBudget,
  maxBytes: number,
): Promise<Pick<UpstreamAnswer, 'body' | 'release'> | UpstreamFailure> {
  let taken = 0;
  const drop = (failure: UpstreamFailure) => {
    budget.give(taken);
    answer.body.destroy();
    return failure;
  };
  const declared = Number(answer.headers['content-length'] ?? Number.NaN);
  if (Number.isSafeInteger(declared) && declared > 0) {
    if (declared > maxBytes) return drop(TOO_LARGE);
    if (!budget.take(declared)) return drop(BUSY);
    taken = declared;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of answer.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) return drop(TOO_LARGE);
      if (size > taken) {
        if (!budget.take(size - taken)) return drop(BUSY);
        taken = size;
      }
      chunks.push(chunk);
    }
  } catch (error) {
    budget.give(taken);
    throw error;
  }
  let released = false;
  return {
    body: Buffer.concat(chunks, size),
    release: () => {
      if (released) return;
      released = true;
      budget.give(taken);
    },
  };
}

export function createUpstream(options: UpstreamOptions): Upstream {
  // The deadline is the request's own signal (below), exact to the millisecond. undici's header and
  // body timers tick every half second and could end a request up to that much early (a 0.7 s
  // deadline answered 504 after 564 ms): they stay only as a backstop, a second past the deadline.
  const backstopMs = options.totalTimeoutMs + UNDICI_TIMER_RESOLUTION_MS;
  const budget = createAnswerBudget(options.memoryLimitBytes ?? DEFAULT_MEMORY_LIMIT_BYTES);
  const maxAnswerBytes = Math.min(MAX_ANSWER_BYTES, budget.limit);
  const agent = new Agent({
    connectTimeout: options.connectTimeoutMs,
    headersTimeout: backstopMs,
    bodyTimeout: backstopMs,
    keepAliveTimeout: 10_000,
    maxResponseSize: maxAnswerBytes,
  });
  const prefix = `${options.baseUrl.pathname.replace(/\/+$/, '')}/api/v1`;
  const authorization = `Bearer ${options.apiKey}`;

  const failed = (status: 502 | 504, code: string, message: string): UpstreamFailure => ({
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
        const read = await readWithin(answer, budget, maxAnswerBytes);
        if ('kind' in read) return read;
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        return { kind: 'response', status: answer.statusCode, headers, ...read };
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
        if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') return TOO_LARGE;
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
