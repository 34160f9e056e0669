import { useSearchParams } from 'react-router';
import { COLS_PARAM, readCols, withCols, type ChoosableColumn } from './list-columns';

export interface ColumnChoice<Id extends string = string> {
  columns: readonly ChoosableColumn<Id>[];
  /** The ids shown, in the table's order. */
  shown: Id[];
  /** The ids left out, for the table (`DataTable`'s `hidden`). */
  hidden: ReadonlySet<string>;
  setShown: (ids: readonly Id[]) => void;
}

/**
 * A table's chosen columns, read from and written to the URL (`?cols=`, ./list-columns.ts): a choice
 * is a change of view (the page and the scroll stay), one history entry each.
 */
export function useColumnChoice<Id extends string>(
  columns: readonly ChoosableColumn<Id>[],
): ColumnChoice<Id> {
  const [search, setSearch] = useSearchParams();
  const shown = readCols(columns, search.get(COLS_PARAM));
  const hidden = new Set<string>(
    columns.filter((column) => !shown.includes(column.id)).map((column) => column.id),
  );
  return {
    columns,
    shown,
    hidden,
    setShown: (ids) => setSearch(withCols(search, columns, ids), { preventScrollReset: true }),
  };
}
