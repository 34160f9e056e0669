/**
 * CORS for the embed API, for hosts that draw the form themselves (the React package's headless
 * hook calls /embed-api from the host page's origin): the origins of WFC_EMBED_ORIGINS, and only
 * them, may read its answers and send GET and PUT with the token, the idempotency key and JSON.
 * Never credentials: the token is a header, cookies are not sent. The embed's own frame calls from
 * the gateway's origin and needs none of this. What a request may do is still the token's business
 * (./embed-api-rules.ts): CORS only decides which pages' scripts may read the answer.
 */
import { type Refusal } from '../proxy/guard';

export const CORS_METHODS = ['GET', 'PUT'] as const;
export const CORS_REQUEST_HEADERS = [
  'authorization',
  'content-type',
  'idempotency-key',
  'x-request-id',
  'accept',
] as const;
const EXPOSED = 'X-Request-Id, Retry-After, Idempotent-Replayed, WWW-Authenticate';
/** How long a browser may keep a preflight's answer. */
export const CORS_MAX_AGE_SECONDS = 600;

/** Whether `origin` is one of `allowed` (an origin, or `https://*.example.com` for any subdomain). */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  const lower = origin.toLowerCase();
  return allowed.some((pattern) => {
    if (!pattern.includes('*')) return pattern === lower;
    const [scheme = '', rest = ''] = pattern.split('://*');
    return (
      lower.startsWith(`${scheme}://`) &&
      lower.endsWith(rest) &&
      lower.length > `${scheme}://`.length + rest.length
    );
  });
}

/** The headers of an answer to `origin`: it may read it when allowed; caches keep answers apart by origin. */
export function corsHeaders(
  origin: string | undefined,
  allowed: readonly string[],
): Record<string, string> {
  if (origin === undefined || !originAllowed(origin, allowed)) return { vary: 'Origin' };
  return {
    vary: 'Origin',
    'access-control-allow-origin': origin,
    'access-control-expose-headers': EXPOSED,
  };
}

type Preflight = { ok: true; headers: Record<string, string> } | { ok: false; refusal: Refusal };

/** The answer to a preflight (OPTIONS with Access-Control-Request-Method) from `origin`. */
export function preflight(
  origin: string | undefined,
  method: string | undefined,
  requestHeaders: string | undefined,
  allowed: readonly string[],
): Preflight {
  if (origin === undefined || !originAllowed(origin, allowed))
    return {
      ok: false,
      refusal: {
        status: 403,
        code: 'origin_not_allowed',
        message: `${origin ?? 'A page without an origin'} is not in WFC_EMBED_ORIGINS: it may not call the embed API.`,
      },
    };
  const asked = (requestHeaders ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const headerRefused = asked.find(
    (name) => !(CORS_REQUEST_HEADERS as readonly string[]).includes(name),
  );
  if (!(CORS_METHODS as readonly string[]).includes(method ?? '') || headerRefused !== undefined)
    return {
      ok: false,
      refusal: {
        status: 403,
        code: 'not_allowed',
        message: `The embed API takes ${CORS_METHODS.join(' and ')} with the headers ${CORS_REQUEST_HEADERS.join(', ')}, not ${headerRefused ? `the header ${headerRefused}` : (method ?? 'no method')}.`,
      },
    };
  return {
    ok: true,
    headers: {
      ...corsHeaders(origin, allowed),
      'access-control-allow-methods': CORS_METHODS.join(', '),
      'access-control-allow-headers': CORS_REQUEST_HEADERS.join(', '),
      'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
      vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
    },
  };
}
