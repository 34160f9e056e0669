/**
 * A list screen's API query as its URL holds it: the cursor part (`limit`, `starting_after`,
 * `ending_before`) plus named text filters, trimmed, empty ones dropped. Loaders and screens build the
 * query with the same function, so the loader's prefetch is the screen's cache entry.
 */
import { parseCursorParams, toCursorQuery } from './cursor-params';

export function readTextParams<K extends string>(
  search: URLSearchParams,
  names: readonly K[],
): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = search.get(name)?.trim();
    if (value) found[name] = value;
  }
  return found;
}

export function listQueryFromSearch<K extends string>(
  search: URLSearchParams,
  filters: readonly K[],
): ReturnType<typeof toCursorQuery> & Partial<Record<K, string>> {
  return { ...toCursorQuery(parseCursorParams(search)), ...readTextParams(search, filters) };
}

/** `"String, Date,,String"` -> `["String", "Date"]`: several values of one comma-separated parameter. */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** The comma-separated form of `values`, or null for none (the parameter is left out). */
export function joinList(values: readonly string[]): string | null {
  return values.length > 0 ? values.join(',') : null;
}

/**
 * A copy of `search` with `patch` applied: null or empty values remove their parameter, undefined ones
 * leave it as it is.
 */
export function withParams(
  search: URLSearchParams,
  patch: Record<string, string | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}
