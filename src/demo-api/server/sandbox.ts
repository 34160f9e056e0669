/**
 * The sandbox: the demo API over real HTTP, for the console in live mode, curl and the end-to-end
 * tests. Same handlers and store as the in-browser demo, in memory (restart or POST /__demo/reset to
 * start over). A key is required, as a real service would: `Authorization: Bearer sk_test_<anything>`.
 *
 * Environment: PORT (default 4010), HOST (default 127.0.0.1), SANDBOX_CORS_ORIGINS (comma-separated
 * origins allowed to call it from a browser; default any http://localhost:* or http://127.0.0.1:*),
 * SANDBOX_LOG=1 to log one line per request (never the key).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createDemoHandlers } from '../handlers';
import { DemoDb } from '../store/db';

export interface SandboxOptions {
  port?: number;
  host?: string;
  corsOrigins?: string[];
  log?: boolean;
  /** Called with every API request and its response (the contract check uses it). */
  onResponse?: (request: Request, response: Response) => void | Promise<void>;
}

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

function allowedOrigin(
  origin: string | undefined,
  configured: string[] | undefined,
): string | undefined {
  if (!origin) return undefined;
  if (configured && configured.length > 0) return configured.includes(origin) ? origin : undefined;
  return LOCAL_ORIGIN.test(origin) ? origin : undefined;
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type, idempotency-key',
    'access-control-expose-headers': 'x-request-id, retry-after, idempotent-replayed',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer, base: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const method = req.method ?? 'GET';
  return new Request(new URL(req.url ?? '/', base), {
    method,
    headers,
    body:
      method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body),
  });
}

async function send(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function startSandbox(options: SandboxOptions = {}) {
  const db = new DemoDb();
  const handlers = createDemoHandlers({ db, requireKey: true });
  const port = options.port ?? 4010;
  const host = options.host ?? '127.0.0.1';

  const server = createServer((req, res) => {
    const started = Date.now();
    const cors = corsHeaders(allowedOrigin(req.headers.origin, options.corsOrigins));
    void (async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      const request = toRequest(
        req,
        await readBody(req),
        `http://${req.headers.host ?? `${host}:${port}`}`,
      );
      const path = new URL(request.url).pathname;
      let response =
        path === '/'
          ? json({ name: 'Workflow Console sandbox', api: '/api/v1', controls: '/__demo/state' })
          : await getResponse(handlers, request.clone());
      response ??= json(
        { error: { code: 'not_found', message: `No route for ${request.method} ${path}.` } },
        404,
      );
      if (options.onResponse && path.includes('/api/v1/'))
        await options.onResponse(request, response.clone());
      await send(res, response, cors);
      if (options.log)
        console.log(
          `[sandbox] ${request.method} ${req.url} ${response.status} ${Date.now() - started}ms`,
        );
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json', ...cors });
      res.end(JSON.stringify({ error: { code: 'internal_error', message: String(error) } }));
    });
  });

  const ready = new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`);
    });
  });

  return {
    db,
    ready,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
