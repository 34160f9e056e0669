/**
 * Whether one Content-Security-Policy allows nothing another forbids: the gateway's header against the
 * `<meta>` policy the build writes into index.html (src/build/static-csp.ts). A browser enforces both,
 * so where the header is at least as strict the `<meta>` protects nothing more, and it costs a first
 * visit: Chromium's preload scanner holds back the page's requests once it sees a policy `<meta>`
 * (docs/operators.md). Conservative: a source it cannot show to be allowed by the other policy makes
 * the answer no.
 */
import type { Directives } from './csp';

/** Directives that fall back to default-src when a policy leaves them out. */
const FETCH_DIRECTIVES = new Set([
  'child-src',
  'connect-src',
  'font-src',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'script-src',
  'style-src',
  'worker-src',
]);

/** A policy's text as its directives (names lower-cased; an empty or repeated directive: the first). */
export function parseCsp(text: string): Directives {
  const directives: Record<string, string[]> = {};
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    const key = name?.toLowerCase();
    if (key && !(key in directives)) directives[key] = sources;
  }
  return directives;
}

/** The sources a policy gives `name`, after default-src's fallback; undefined: not restricted. */
function effective(policy: Directives, name: string): readonly string[] | undefined {
  return policy[name] ?? (FETCH_DIRECTIVES.has(name) ? policy['default-src'] : undefined);
}

const NONCE_OR_HASH = /^'(?:nonce-|sha(?:256|384|512)-)/;
const HTTPS_SOURCE = /^https:\/\/[^\s'/]+/i;
const HTTP_SOURCE = /^http:\/\/[^\s'/]+/i;

/** Whether a source of the stricter policy is allowed by the looser policy's `sources` too. */
function allowedBy(sources: readonly string[], source: string): boolean {
  if (source === "'none'" || sources.includes(source)) return true;
  // With a nonce or a hash, browsers ignore 'unsafe-inline': such a source is narrower than it.
  if (NONCE_OR_HASH.test(source)) return sources.includes("'unsafe-inline'");
  if (HTTPS_SOURCE.test(source)) return sources.includes('https:');
  if (HTTP_SOURCE.test(source)) return sources.includes('http:');
  return false;
}

/** True when `strict` restricts every directive of `other` at least as much (each source allowed there). */
export function atLeastAsStrict(strict: Directives, other: Directives): boolean {
  return Object.keys(other).every((name) => {
    const loose = effective(other, name);
    const tight = effective(strict, name);
    if (loose === undefined) return true;
    return tight !== undefined && tight.every((source) => allowedBy(loose, source));
  });
}
