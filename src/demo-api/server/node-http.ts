/**
 * Node's HTTP server and the Fetch API's Request/Response, for the sandbox: CORS headers, reading a
 * body within a limit, and turning one into the other.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The console's own dev and preview servers (`npm run dev`, `npm run preview`, Vite's default ports),
 * by either loopback name: the pages that call the sandbox from a browser out of the box.
 */
export const CONSOLE_ORIGINS: readonly string[] = [5173, 4173].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** The origin, if it may call the sandbox from a browser: the console's, or one configured. */
export function allowedOrigin(
  origin: string | undefined,
  configured: readonly string[] = [],
): string | undefined {
  if (!origin) return undefined;
  return CONSOLE_ORIGINS.includes(origin) || configured.includes(origin) ? origin : undefined;
}

export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type, idempotency-key',
    'access-control-expose-headers': 'x-request-id, retry-after, idempotent-replayed',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/**
 * The body, or undefined when it is larger than `max` bytes. The rest of a too-large body is read and
 * dropped (up to `drainMax`, then the connection is closed), so the client, which is still sending,
 * receives the 413 instead of a broken pipe, and memory stays at `max`.
 */
export async function readBody(
  req: IncomingMessage,
  max: number,
  drainMax = 64 * max,
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > drainMax) {
      req.destroy();
      break;
    }
    if (size <= max) chunks.push(chunk as Buffer);
  }
  return size > max ? undefined : Buffer.concat(chunks);
}

/** The request's headers as a fetch `Headers`. */
export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return headers;
}

export function toRequest(req: IncomingMessage, url: URL, method: string, body: Buffer): Request {
  const headers = headersOf(req);
  return new Request(url, {
    method,
    headers,
    body: method === 'GET' || body.length === 0 ? undefined : new Uint8Array(body),
  });
}

export async function send(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
  withBody: boolean,
): Promise<void> {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(withBody ? Buffer.from(await response.arrayBuffer()) : undefined);
}
