/**
 * The cursor part of a list's URL state (`limit`, `starting_after`, `ending_before`), shared by every
 * cursor-paginated screen. Invalid values are dropped; only one cursor is kept.
 */
export const LIMIT_CHOICES = [10, 25, 50, 100] as const;
export const DEFAULT_LIMIT = 25;

export interface CursorParams {
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
}

function nonEmpty(value: string | null): string | undefined {
  return value !== null && value.trim() !== '' ? value.trim() : undefined;
}

export function parseCursorParams(search: URLSearchParams): CursorParams {
  const limit = Number(search.get('limit'));
  const params: CursorParams = {
    limit: (LIMIT_CHOICES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
  const startingAfter = nonEmpty(search.get('starting_after'));
  const endingBefore = nonEmpty(search.get('ending_before'));
  // The service refuses both at once; starting_after wins.
  if (startingAfter) params.startingAfter = startingAfter;
  else if (endingBefore) params.endingBefore = endingBefore;
  return params;
}

/** Writes the cursor params into `search` (the default limit is left out). */
export function writeCursorParams(search: URLSearchParams, params: CursorParams): URLSearchParams {
  if (params.limit !== DEFAULT_LIMIT) search.set('limit', String(params.limit));
  if (params.startingAfter) search.set('starting_after', params.startingAfter);
  if (params.endingBefore) search.set('ending_before', params.endingBefore);
  return search;
}

export function toCursorQuery(params: CursorParams) {
  return {
    limit: params.limit,
    ...(params.startingAfter ? { starting_after: params.startingAfter } : {}),
    ...(params.endingBefore ? { ending_before: params.endingBefore } : {}),
  };
}

/** The URL for another page: the same filters, another cursor (or none: the first page). */
export function withCursor(
  search: URLSearchParams,
  cursor: { startingAfter?: string; endingBefore?: string; limit?: number },
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('starting_after');
  next.delete('ending_before');
  if (cursor.limit !== undefined) {
    if (cursor.limit === DEFAULT_LIMIT) next.delete('limit');
    else next.set('limit', String(cursor.limit));
  }
  if (cursor.startingAfter) next.set('starting_after', cursor.startingAfter);
  if (cursor.endingBefore) next.set('ending_before', cursor.endingBefore);
  return next;
}
