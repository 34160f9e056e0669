/**
 * The headers of every HTML answer, built per route in this one place. Each page kind is a policy:
 * the embeddable end-user form (`/embed/workflows/:id/settings`), framed by the host origins of
 * WFC_EMBED_ORIGINS; and the console (every other page, the embed's demo host page included),
 * framed by nobody.
 *
 * The console's CSP: scripts only from this origin (no inline script, no eval); connections to this
 * origin plus the option providers the operator lists (WFC_CONNECT_SRC); style elements only with
 * this answer's nonce (MUI's emotion inserts its styles at run time and reads the nonce from the page,
 * see src/lib/style-cache.ts), so there is no 'unsafe-inline' at all; images from any http(s) origin
 * (app icons come from the service); no plugins, no <base>, forms post only here, and no framing.
 * Served without a nonce (a static host: the nginx example) styles fall back to 'unsafe-inline'.
 */
import type { GatewayConfig } from '../config';

export type Directives = Readonly<Record<string, readonly string[]>>;

export interface HtmlPolicy {
  name: string;
  matches: (path: string) => boolean;
  directives: (config: GatewayConfig, nonce: string | undefined) => Directives;
  /** X-Frame-Options for browsers without frame-ancestors; omitted when framing is allowed. */
  frameOptions?: 'DENY';
}

/** Style elements with the answer's nonce; 'unsafe-inline' only where no nonce can be given. */
export const styleSources = (nonce: string | undefined): string[] =>
  nonce === undefined ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`];

export function consoleDirectives(
  config: Pick<GatewayConfig, 'connectSrc'>,
  nonce?: string,
): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': styleSources(nonce),
    'img-src': ["'self'", 'http:', 'https:'],
    'connect-src': ["'self'", ...config.connectSrc],
    'font-src': ["'self'"],
    // The console starts a worker only for the in-browser demo API, which never runs behind the
    // gateway (its mode is fixed by config.json); the static build's own policy allows it.
    'worker-src': ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The embed page's CSP: the console's (styles by the answer's nonce too), less what the form does not
 * use (images from elsewhere, workers, native form posts), and framed only by the host origins the
 * operator lists. It connects
 * to this origin (its API) and the option providers of WFC_CONNECT_SRC, nothing else.
 */
export function embedDirectives(
  config: Pick<GatewayConfig, 'connectSrc' | 'embed'>,
  nonce?: string,
): Directives {
  const origins = config.embed?.origins ?? [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': styleSources(nonce),
    'img-src': ["'self'"],
    'connect-src': ["'self'", ...config.connectSrc],
    'font-src': ["'self'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': origins.length > 0 ? origins : ["'none'"],
  };
}

const EMBED_PAGE = /^\/embed\/workflows\/[^/]+\/settings$/;

/** First match wins; the console's policy matches every path, so it stays last. */
export const HTML_POLICIES: HtmlPolicy[] = [
  { name: 'embed', matches: (path) => EMBED_PAGE.test(path), directives: embedDirectives },
  { name: 'console', matches: () => true, directives: consoleDirectives, frameOptions: 'DENY' },
];

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export function policyFor(
  path: string,
  policies: readonly HtmlPolicy[] = HTML_POLICIES,
): HtmlPolicy {
  const found = policies.find((policy) => policy.matches(path));
  if (!found) throw new Error(`no HTML policy matches ${path}`);
  return found;
}

/** The headers an HTML answer for `path` carries (the headers every answer carries come on top). */
export function htmlHeaders(
  path: string,
  config: GatewayConfig,
  policies: readonly HtmlPolicy[] = HTML_POLICIES,
  nonce?: string,
): Record<string, string> {
  const policy = policyFor(path, policies);
  return {
    'content-security-policy': serializeCsp(policy.directives(config, nonce)),
    'cross-origin-opener-policy': 'same-origin',
    'cache-control': 'no-cache',
    ...(policy.frameOptions ? { 'x-frame-options': policy.frameOptions } : {}),
  };
}

/** Headers on every answer: HTML, assets, JSON, redirects and errors alike. */
export function commonHeaders(config: Pick<GatewayConfig, 'secure'>): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(config.secure
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}
