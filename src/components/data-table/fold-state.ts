/**
 * Which columns of a table are folded, for the folded copies (`Fold`) to render only where their
 * column is hidden. The styles hide and show (columns.ts, by container query); this only spares a
 * wide table the work of rendering copies nobody sees: on /workflows at 1440 px, five per row.
 * A store per table, so a change of width re-renders the copies whose state changed, not the rows.
 */
import { foldedAt, type Column } from './columns';

export interface FoldState {
  /** Whether column `col`'s folded copies should hold their value. */
  folded: (col: string) => boolean;
  subscribe: (listener: () => void) => () => void;
  /** The table's container is this wide now (px; 0 when unknown). */
  measure: (width: number) => void;
  /** The table's columns now (a table may switch to fewer, or drop one). */
  setColumns: (columns: readonly Column[]) => void;
}

export function createFoldState(columns: readonly Column[], width: number): FoldState {
  let current = { columns, width };
  let folded = foldedAt(columns, width);
  const listeners = new Set<() => void>();
  const apply = (next: { columns: readonly Column[]; width: number }) => {
    current = next;
    const now = foldedAt(next.columns, next.width);
    if (now.size === folded.size && [...now].every((col) => folded.has(col))) return;
    folded = now;
    for (const listener of listeners) listener();
  };
  return {
    folded: (col) => folded.has(col),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    measure: (next) => {
      apply({ ...current, width: next });
    },
    setColumns: (next) => {
      if (next !== current.columns) apply({ ...current, columns: next });
    },
  };
}
