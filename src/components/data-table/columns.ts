/**
 * Columns that fit: each column has a width and a priority, and a table hides its least important
 * columns as its container narrows, so no list needs a sideways scroll. Pure: the widths at which each
 * priority drops out follow from the widths themselves, so adding a column cannot make one overflow.
 */

export interface Column<Id extends string = string> {
  id: Id;
  label: string;
  /** Width in px, padding included; a column without one takes what is left (at least `minWidth`). */
  width?: number;
  /** For a column without a width: the least it may shrink to. */
  minWidth?: number;
  /** 1 is always shown; a higher number hides sooner. */
  priority: number;
  align?: 'left' | 'right';
  /** What the column counts or means, when the label alone could mislead (shown on hover). */
  hint?: string;
  /** The list can be ordered by this column (by the service): the direction of the first click. */
  sortFirst?: 'asc' | 'desc';
}

/** The table's outline when measuring: the paper's border. */
const SLACK = 4;

/**
 * For each priority above 1, the narrowest container that shows every column of that priority or
 * less: the flexible columns' minimum plus every fixed width at or below the priority.
 */
export function hideBelow(columns: readonly Column[]): Map<number, number> {
  const thresholds = new Map<number, number>();
  const priorities = [...new Set(columns.map((column) => column.priority))].sort((a, b) => a - b);
  for (const priority of priorities) {
    if (priority <= 1) continue;
    const shown = columns.filter((column) => column.priority <= priority);
    const width = shown.reduce((sum, column) => sum + (column.width ?? column.minWidth ?? 0), 0);
    thresholds.set(priority, width + SLACK);
  }
  return thresholds;
}

/** The container query that hides a priority: narrower than its threshold. */
export const containerBelow = (width: number) => `@container (max-width: ${String(width - 0.5)}px)`;

type Styles = Record<string, Record<string, unknown>>;

/**
 * The table's folding rules as style rules: below each threshold the columns of that priority
 * (`[data-col]` cells) hide, their `<col>` (`[data-colw]`) takes no width, and their folded copies
 * (`[data-fold]`, inside a column that stays) show.
 */
export function foldStyles(columns: readonly Column[]): Styles {
  const styles: Styles = {};
  for (const [priority, width] of hideBelow(columns)) {
    const ids = columns.filter((column) => column.priority === priority).map((column) => column.id);
    styles[containerBelow(width)] = {
      ...styles[containerBelow(width)],
      ...Object.fromEntries(ids.map((id) => [`& [data-col="${id}"]`, { display: 'none' }])),
      ...Object.fromEntries(ids.map((id) => [`& [data-fold="${id}"]`, { display: 'inline-flex' }])),
      // Its <col> keeps the column at no width: a row spanning every column (a run's steps) does
      // not share the table's width out to the hidden ones.
      ...Object.fromEntries(ids.map((id) => [`& col[data-colw="${id}"]`, { width: 0 }])),
    };
  }
  return styles;
}

/**
 * The columns that are hidden, or may be, in a container `width` px wide: their folded copies are the
 * ones worth rendering. Within a pixel of a threshold a column counts as hidden (a copy rendered but
 * not shown costs a little; one missing loses a value). An unknown width (0: nothing measured yet,
 * or no layout at all) folds every column that can hide.
 */
export function foldedAt(columns: readonly Column[], width: number): Set<string> {
  const thresholds = hideBelow(columns);
  const measured = Number.isFinite(width) && width > 0;
  return new Set(
    columns
      .filter((column) => {
        const threshold = thresholds.get(column.priority);
        return threshold !== undefined && (!measured || width < threshold + 1);
      })
      .map((column) => column.id),
  );
}
