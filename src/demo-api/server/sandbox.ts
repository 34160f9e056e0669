/**
 * The sandbox: the demo API over real HTTP, for the console in live mode, curl and the end-to-end
 * tests. Same handlers and store as the in-browser demo, in memory (restart or POST /__demo/reset to
 * start over). A key is required, as a real service would: `Authorization: Bearer sk_test_<anything>`.
 *
 * Environment (read by main.ts): PORT (default 4010), HOST (default 127.0.0.1), SANDBOX_PUBLIC_URL
 * (where clients reach it, when behind a proxy; the URLs it builds start there), SANDBOX_ALLOWED_HOSTS
 * (comma-separated extra Host names, see request-guard.ts), SANDBOX_CORS_ORIGINS (comma-separated
 * origins allowed to call it from a browser besides the console's dev and preview servers on ports
 * 5173 and 4173 of localhost and 127.0.0.1; nothing else),
 * SANDBOX_LOG=1 to log one line per request (never the key) and the detail of every 500.
 *
 * Requests: a bad Host answers 400; a path outside /api/v1/, /__demo/, /provider/ and /icons/ answers
 * 404 before a key is asked for; a body over 1 MiB answers 413 without being read further; HEAD
 * answers as GET would, without the body; a 500 carries a generic message and the request id only.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { getResponse } from 'msw';
import { createDemoHandlers } from '../handlers';
import { BODY_LIMITS, tooLarge } from '../http/body-limits';
import type { DemoApiError } from '../http/errors';
import { internalErrorBody, type InternalFailure } from '../http/route';
import { cryptoHex } from '../store/random';
import { builtSeed, seededDb } from '../store/built-seed';
import { DemoDb } from '../store/db';
import { rebasedSeed, rebaseShift } from '../store/rebase';
import { allowedOrigin, corsHeaders, headersOf, readBody, send, toRequest } from './node-http';
import {
  checkHost,
  isServedPath,
  originFormTarget,
  targetPath,
  type AllowedHosts,
} from './request-guard';

export interface SandboxOptions {
  port?: number;
  host?: string;
  /** Where clients reach the sandbox (`https://sandbox.example.com`); default its listen address. */
  publicUrl?: string;
  /** Host names answered besides IP addresses, localhost and the public URL's host; '*' for any. */
  allowedHosts?: AllowedHosts;
  /** Origins that may call it from a browser, besides the console's (node-http.ts CONSOLE_ORIGINS). */
  corsOrigins?: readonly string[];
  log?: boolean;
  /** Largest request body in bytes (default 1 MiB). */
  maxBodyBytes?: number;
  /** Called with every API request and its response (the contract check uses it). */
  onResponse?: (request: Request, response: Response) => void | Promise<void>;
  /** Called with the detail of every 500 (tests use it; SANDBOX_LOG=1 prints it). */
  onInternalError?: (failure: InternalFailure) => void;
  /**
   * Move the seeded history to the calendar as the browser's demo does (../store/rebase.ts), so the
   * last week's story is this week (`npm run serve:demo`); tests leave it off and read the seed as built.
   */
  rebased?: boolean;
}

const requestId = () => `req_${cryptoHex(20)}`;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': requestId(), ...headers },
  });
}

const errorJson = (status: number, code: string, message: string) =>
  json({ error: { code, message } }, status);

/** The base URL clients use: the public URL, or the listen address (a wildcard one as localhost). */
function baseUrlOf(options: SandboxOptions, host: string, port: number): URL {
  if (options.publicUrl) return new URL(options.publicUrl.replace(/\/+$/, ''));
  const name = ['0.0.0.0', '::'].includes(host)
    ? 'localhost'
    : host.includes(':')
      ? `[${host}]`
      : host;
  return new URL(`http://${name}:${port}`);
}

export function startSandbox(options: SandboxOptions = {}) {
  const db = options.rebased
    ? new DemoDb(rebasedSeed(builtSeed(), rebaseShift(Date.now())))
    : seededDb();
  const port = options.port ?? 4010;
  const host = options.host ?? '127.0.0.1';
  const maxBodyBytes = options.maxBodyBytes ?? BODY_LIMITS.maxBytes;
  const reportFailure = (failure: InternalFailure) => {
    options.onInternalError?.(failure);
    if (options.log) {
      const { pathname } = new URL(failure.url);
      console.error(
        `[sandbox] 500 ${failure.requestId} ${failure.method} ${pathname}`,
        failure.error,
      );
    }
  };
  const handlers = createDemoHandlers({
    db,
    requireKey: true,
    controlsBase: options.publicUrl ? new URL(options.publicUrl).pathname.replace(/\/+$/, '') : '',
    onInternalError: reportFailure,
  });
  let base = baseUrlOf(options, host, port);

  /** Everything but CORS preflights: guard, read, dispatch to the handlers. */
  const answer = async (req: IncomingMessage, method: string): Promise<Response> => {
    const verdict = checkHost(req.headers.host, options.allowedHosts ?? [], base.hostname);
    if (verdict !== 'ok') {
      return verdict === 'malformed'
        ? errorJson(400, 'invalid_host', 'The Host header is not a valid host name.')
        : errorJson(
            400,
            'host_not_allowed',
            'The Host header names a host this sandbox does not answer for (see SANDBOX_ALLOWED_HOSTS).',
          );
    }
    const target = originFormTarget(req.url);
    const path = target === undefined ? undefined : targetPath(target);
    if (target === undefined || path === undefined) {
      return errorJson(
        400,
        'invalid_target',
        'Send the request target as a path (/api/v1/...), percent-encoded where needed.',
      );
    }
    if (!isServedPath(path)) {
      return errorJson(404, 'not_found', `No route for ${method} ${path.slice(0, 200)}.`);
    }
    if (path === '/') {
      return json({ name: 'Workflow Console sandbox', api: '/api/v1', controls: '/__demo/state' });
    }
    // A GET's body means nothing here: it is left unread (Node drops it), never answered 413.
    const body = method === 'GET' ? Buffer.alloc(0) : await readBody(req, maxBodyBytes);
    if (body === undefined) {
      const error: DemoApiError = tooLarge({ ...BODY_LIMITS, maxBytes: maxBodyBytes });
      return json(error.toBody(), 413);
    }
    // The URL handlers see (and build option and icon URLs from) starts at the configured base.
    const url = new URL(`${base.href.replace(/\/$/, '')}${target}`);
    const request = toRequest(req, url, method, body);
    return (
      (await getResponse(handlers, request)) ??
      errorJson(404, 'not_found', `No route for ${method} ${path.slice(0, 200)}.`)
    );
  };

  /**
   * Every answer under /api/v1/ goes to `onResponse` with the request's method, URL and headers (not
   * its body), the guard's own answers included.
   */
  const observe = async (
    target: string | undefined,
    method: string,
    headers: Headers,
    response: Response,
  ) => {
    if (!options.onResponse || target === undefined || targetPath(target) === undefined) return;
    const url = new URL(`${base.href.replace(/\/$/, '')}${target}`);
    if (url.pathname.startsWith(`${base.pathname.replace(/\/$/, '')}/api/v1/`))
      await options.onResponse(new Request(url, { method, headers }), response.clone());
  };

  const server = createServer((req, res) => {
    const started = Date.now();
    const cors = corsHeaders(allowedOrigin(req.headers.origin, options.corsOrigins));
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    // HEAD is answered as GET, without the body.
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    answer(req, method)
      .then(async (response) => {
        await observe(originFormTarget(req.url), method, headersOf(req), response);
        await send(res, response, cors, req.method !== 'HEAD');
        if (options.log) {
          const path = originFormTarget(req.url)?.split('?')[0] ?? '(not a path)';
          console.log(
            `[sandbox] ${req.method ?? ''} ${path.slice(0, 200)} ${response.status} ${Date.now() - started}ms`,
          );
        }
      })
      .catch((error: unknown) => {
        const id = requestId();
        reportFailure({ error, requestId: id, method, url: `${base.origin}/` });
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(500, { 'content-type': 'application/json', 'x-request-id': id, ...cors });
        res.end(req.method === 'HEAD' ? undefined : JSON.stringify(internalErrorBody(id)));
      });
  });

  /** Resolves to the address it listens on (`http://127.0.0.1:4010`). */
  const ready = new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      base = baseUrlOf(options, host, actualPort);
      resolve(baseUrlOf({}, host, actualPort).href.replace(/\/$/, ''));
    });
  });

  return {
    db,
    ready,
    /** Where clients reach it: the public URL, or the listen address (known once ready). */
    baseUrl: () => base.href.replace(/\/$/, ''),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
