/**
 * The rows chosen on the workflows list, across pages: a checkbox per row, shift-click to choose
 * the range from the last one clicked, the page at once, or every workflow matching the filters.
 * A change of filters (another `scope`) starts again with nothing chosen.
 */
import { useState } from 'react';
import type { BulkWorkflow } from './bulk-actions';

export interface Selection {
  chosen: ReadonlyMap<string, BulkWorkflow>;
  has: (id: string) => boolean;
  /** A row's checkbox clicked; with shift, every row from the last one clicked takes its new state. */
  toggle: (row: BulkWorkflow, shift: boolean, page: readonly BulkWorkflow[]) => void;
  /** Chooses every row given (the page, or all matching), or unchooses them when all are chosen. */
  setMany: (rows: readonly BulkWorkflow[], chosen: boolean) => void;
  clear: () => void;
}

interface State {
  scope: string;
  chosen: Map<string, BulkWorkflow>;
  anchor: string | null;
}

export function useSelection(scope: string): Selection {
  const [state, setState] = useState<State>({
    scope,
    chosen: new Map<string, BulkWorkflow>(),
    anchor: null,
  });
  const current: State =
    state.scope === scope
      ? state
      : { scope, chosen: new Map<string, BulkWorkflow>(), anchor: null };
  const update = (change: (chosen: Map<string, BulkWorkflow>) => void, anchor: string | null) => {
    const chosen = new Map(current.chosen);
    change(chosen);
    setState({ scope, chosen, anchor });
  };
  return {
    chosen: current.chosen,
    has: (id) => current.chosen.has(id),
    toggle: (row, shift, page) => {
      const on = !current.chosen.has(row.id);
      const from = page.findIndex((each) => each.id === current.anchor);
      const to = page.findIndex((each) => each.id === row.id);
      const range =
        shift && from >= 0 && to >= 0
          ? page.slice(Math.min(from, to), Math.max(from, to) + 1)
          : [row];
      update((chosen) => {
        for (const each of range) {
          if (on) chosen.set(each.id, each);
          else chosen.delete(each.id);
        }
      }, row.id);
    },
    setMany: (rows, on) =>
      update((chosen) => {
        for (const row of rows) {
          if (on) chosen.set(row.id, row);
          else chosen.delete(row.id);
        }
      }, current.anchor),
    clear: () => setState({ scope, chosen: new Map<string, BulkWorkflow>(), anchor: null }),
  };
}
