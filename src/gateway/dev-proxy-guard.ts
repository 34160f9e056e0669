/**
 * The dev and preview servers' `/live-api` proxy adds WFC_API_KEY to what it forwards, so any web
 * page could once drive it from the operator's browser (issue 17: a cross-site POST with
 * `content-type: text/plain` discarded a draft). It now refuses any request a browser marks as coming
 * from another site (an Origin other than the server's own, or Sec-Fetch-Site other than same-origin /
 * none), and writes that are not JSON or that name no origin at all. Reads without an Origin (curl, a
 * typed URL) still pass.
 */
import { checkSameOrigin, isJsonType, isWrite } from './proxy/guard.ts';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** Why the proxy refuses this request, or undefined to let it through. */
export function devProxyRefusal(
  method: string,
  headers: Headers,
  ownOrigin: string,
): string | undefined {
  const site = headers['sec-fetch-site'];
  const crossSiteMark = headers.origin !== undefined || (site !== undefined && site !== 'none');
  if (isWrite(method) || crossSiteMark) {
    const refusal = checkSameOrigin(headers, [ownOrigin]);
    if (refusal) return refusal.message;
  }
  if (
    isWrite(method) &&
    headers['content-length'] !== '0' &&
    headers['content-length'] !== undefined
  ) {
    const type = headers['content-type'];
    if (!isJsonType(Array.isArray(type) ? type[0] : type)) return 'Refused: send the body as JSON.';
  }
  return undefined;
}
