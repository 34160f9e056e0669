/**
 * Request targets as the gateway's log and audit trail keep them: the path, and of the query only the
 * parameters' names. A query's values may name end users (`?user_key=...`) or carry cursors and
 * search text, so they stay out of every log line.
 */

/** The path of a request target, without its query. */
export function pathOf(target: string): string {
  const at = target.indexOf('?');
  return at === -1 ? target : target.slice(0, at);
}

const MAX_NAMES = 20;
const MAX_NAME_LENGTH = 64;

/** The path and the query's parameter names, once each, without values: `/api/v1/x?limit&user_key`. */
export function loggedUrl(target: string): string {
  const path = pathOf(target);
  if (path.length === target.length) return path;
  const names = [...new Set(new URLSearchParams(target.slice(path.length + 1)).keys())];
  const shown = names.slice(0, MAX_NAMES).map((name) => name.slice(0, MAX_NAME_LENGTH));
  const more = names.length > MAX_NAMES ? `&…${names.length - MAX_NAMES} more` : '';
  return `${path}?${shown.map((name) => encodeURIComponent(name)).join('&')}${more}`;
}
