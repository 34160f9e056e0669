/**
 * What the sandbox checks before a request reaches the demo API's handlers: the Host header, the
 * request target and the path. Nothing a client sends decides the URLs the sandbox builds: they come
 * from the configured public URL or the address it listens on.
 *
 * Host: a malformed value answers 400; so does a name the sandbox does not answer for, which closes
 * DNS rebinding (a page on `attacker.example` whose name is made to point at 127.0.0.1 would otherwise
 * be same-origin with the sandbox). Allowed, as Vite's dev server does it: IP addresses, `localhost`
 * and `*.localhost`, the public URL's host, and the names in SANDBOX_ALLOWED_HOSTS (`.example.com`
 * also allows its subdomains; `*` allows any name).
 */

export type AllowedHosts = readonly string[] | '*';

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_HEADER = new RegExp(
  `^(?<name>(?:${LABEL})(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(?<port>\\d{1,5}))?$`,
  'i',
);
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The host name of a Host header (lowercase, without the port or a final dot), or undefined when malformed. */
export function hostNameOf(header: string): string | undefined {
  const match = HOST_HEADER.exec(header.trim());
  const name = match?.groups?.name;
  if (!name) return undefined;
  const port = match.groups?.port;
  if (port !== undefined && Number(port) > 65535) return undefined;
  return name.toLowerCase().replace(/\.$/, '');
}

export function isHostAllowed(name: string, allowed: AllowedHosts, publicHost?: string): boolean {
  if (allowed === '*') return true;
  if (IPV4.test(name) || name.startsWith('[')) return true;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (publicHost !== undefined && name === publicHost.toLowerCase()) return true;
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name === rule.slice(1) || name.endsWith(rule);
    return name === rule;
  });
}

export type HostVerdict = 'ok' | 'malformed' | 'not-allowed';

/** Whether a request's Host header may be answered (a missing one, as HTTP/1.0 allows, may). */
export function checkHost(
  header: string | undefined,
  allowed: AllowedHosts,
  publicHost?: string,
): HostVerdict {
  if (header === undefined) return 'ok';
  const name = hostNameOf(header);
  if (name === undefined) return 'malformed';
  return isHostAllowed(name, allowed, publicHost) ? 'ok' : 'not-allowed';
}

/**
 * The path and query of a request target in origin form (`/api/v1/x?y`), or undefined for any other
 * form (`http://other.example/...`, `*`, `//host/...`): those are never resolved against the client's
 * idea of the origin.
 */
export function originFormTarget(target: string | undefined): string | undefined {
  if (target === undefined || !target.startsWith('/') || target.startsWith('//')) return undefined;
  return target;
}

/** The path of an origin-form target, normalised (`/a/../b` is `/b`), or undefined when unreadable. */
export function targetPath(target: string): string | undefined {
  try {
    const { pathname } = new URL(target, 'http://sandbox.invalid');
    decodeURIComponent(pathname); // handlers decode path parameters: refuse what cannot be decoded
    return pathname;
  } catch {
    return undefined;
  }
}

/** The roots the sandbox serves; any other path answers 404 before a key is asked for. */
const SERVED = ['/api/v1/', '/__demo/', '/provider/', '/icons/'];

export function isServedPath(pathname: string): boolean {
  return pathname === '/' || SERVED.some((root) => pathname.startsWith(root));
}
