/**
 * Which of a table's columns the reader chose to see, kept in the URL as `cols` (the ids shown, in
 * the table's order, comma-separated) so a reload, a link and a saved view bring the same columns
 * back. Absent: every column. The first column (the one naming the row) always shows; ids a table
 * does not have are ignored.
 */
import { splitList } from '@/lib/list-search';

/** The query-string parameter that holds the shown columns. */
export const COLS_PARAM = 'cols';

export interface ChoosableColumn<Id extends string = string> {
  id: Id;
  label: string;
}

/** The ids shown, in the table's order, from the parameter's text (null: absent). */
export function readCols<Id extends string>(
  columns: readonly ChoosableColumn<Id>[],
  raw: string | null,
): Id[] {
  if (raw === null) return columns.map((column) => column.id);
  const asked = new Set(splitList(raw));
  return columns
    .filter((column, index) => index === 0 || asked.has(column.id))
    .map((column) => column.id);
}

/** The parameter's text for the ids shown; null when every column shows (the parameter is left out). */
export function writeCols<Id extends string>(
  columns: readonly ChoosableColumn<Id>[],
  shown: readonly Id[],
): string | null {
  const ids = readCols(columns, shown.join(','));
  return ids.length === columns.length ? null : ids.join(',');
}

/** A copy of `search` showing `shown`; the page and every other parameter stay. */
export function withCols<Id extends string>(
  search: URLSearchParams,
  columns: readonly ChoosableColumn<Id>[],
  shown: readonly Id[],
): URLSearchParams {
  const next = new URLSearchParams(search);
  const text = writeCols(columns, shown);
  if (text === null) next.delete(COLS_PARAM);
  else next.set(COLS_PARAM, text);
  return next;
}
