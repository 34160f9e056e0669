/**
 * Where a sign-in may return to: the one rule the gateway (its `return_to`) and the sign-in page (the
 * address it was shown at) both follow. Only ever a path on this origin: it starts with one `/` (not
 * `//` or `/\`, which browsers read as another host), holds no backslash or control character (which
 * URL parsers turn into `/` or drop), and stays a path once normalised (`/..//evil.example` is
 * `//evil.example` once its dot segment is resolved). Anything else is `/`.
 *
 * Pure (no DOM, no Node): the gateway imports it too.
 */
const MAX_LENGTH = 2000;
const BASE = 'http://return-path.invalid';

export function sameOriginPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return '/';
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || /^\/[/\\]|[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
