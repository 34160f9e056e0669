/**
 * Cursor pagination as the service does it: lists are sorted (newest first by default),
 * `starting_after=<id>` gives the page after that object, `ending_before=<id>` the page before it,
 * and `meta` says exactly whether anything lies before or after the page.
 */
import type { Meta } from '@/api/wire';
import { badRequest } from './errors';
import type { CursorParams } from './params';

export type Comparator<T> = (a: T, b: T) => number;

export interface Page<T> {
  collection: T[];
  meta: Meta;
}

/** Index of the first item that sorts at or after `cursor` (binary search over a sorted list). */
function lowerBound<T>(
  sorted: readonly T[],
  cursor: T,
  compare: Comparator<T>,
  strict: boolean,
): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const order = compare(sorted[mid] as T, cursor);
    if (order < 0 || (strict && order === 0)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * One page of `sorted`. The cursor is a record (looked up by id by the caller), so a cursor whose
 * object no longer matches the filters still marks a place in the order.
 */
export function paginate<T>(
  sorted: readonly T[],
  compare: Comparator<T>,
  limit: number,
  cursor: { after?: T; before?: T } = {},
): Page<T> {
  let start: number;
  let end: number;
  if (cursor.after !== undefined) {
    start = lowerBound(sorted, cursor.after, compare, true);
    end = Math.min(sorted.length, start + limit);
  } else if (cursor.before !== undefined) {
    end = lowerBound(sorted, cursor.before, compare, false);
    start = Math.max(0, end - limit);
  } else {
    start = 0;
    end = Math.min(sorted.length, limit);
  }
  return {
    collection: sorted.slice(start, end),
    meta: { page_limit: limit, has_previous_page: start > 0, has_next_page: end < sorted.length },
  };
}

/** Resolves the cursor ids of a request to records, or answers 400 for an unknown id. */
export function resolveCursor<T>(
  params: CursorParams,
  find: (id: string) => T | undefined,
  what: string,
): { after?: T; before?: T } {
  const lookup = (name: string, id: string | undefined): T | undefined => {
    if (id === undefined) return undefined;
    const found = find(id);
    if (found === undefined) {
      throw badRequest(`${name}: no ${what} has the id "${id}".`, 'invalid_cursor');
    }
    return found;
  };
  return {
    after: lookup('starting_after', params.startingAfter),
    before: lookup('ending_before', params.endingBefore),
  };
}

/**
 * Two identifiers or ISO 8601 instants (of one form) in the order a database keeps them: by their
 * characters' codes. Not `localeCompare`, which orders by a language's rules (`a` before `B`) and
 * makes the thread build a collator first.
 */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first: created time descending, then id descending. */
export function newestFirst<T>(created: (row: T) => string, id: (row: T) => string): Comparator<T> {
  return (a, b) => byCodeUnits(created(b), created(a)) || byCodeUnits(id(b), id(a));
}

/** A whole list on one page (data-field lists have no page size: page_limit is null). */
export function unpaginated<T>(collection: T[]): Page<T> {
  return { collection, meta: { page_limit: null, has_next_page: false, has_previous_page: false } };
}
