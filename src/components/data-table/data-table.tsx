/**
 * The list table every list screen shares: fixed column widths (so skeleton rows and loaded rows
 * line up and nothing jumps when data arrives), columns hidden by priority as the container narrows
 * (./columns.ts) with their values folded into a cell that stays, a header that stays below the app
 * bar while the page scrolls, and sortable headers where the service sorts. Plain table elements
 * with one global style (src/lib/list-styles.ts): a page of rows renders hundreds of cells. A
 * folded copy holds its value only where its column is hidden, or may be (./use-folded-columns.ts).
 * Rows are worked by keyboard: one Tab stop, j/k and arrows, Enter, x (./use-row-navigation.ts).
 */
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import {
  createContext,
  useContext,
  useId,
  useRef,
  type CSSProperties,
  type ReactNode,
  type TdHTMLAttributes,
} from 'react';
import { HoverHint } from '../hover-hint';
import { SkeletonText } from '../skeleton-text';
import { foldStyles, type Column } from './columns';
import { useFoldedColumns } from './use-folded-columns';
import { useRowNavigation } from './use-row-navigation';

/** The table's folded columns, for its folded copies (`Fold`); none outside a table. */
const FoldContext = createContext<ReadonlySet<string> | null>(null);
/** The columns the reader chose not to see (the column chooser): their cells and copies render nothing. */
const HiddenContext = createContext<ReadonlySet<string>>(new Set());
const NONE: ReadonlySet<string> = new Set();

export type SortDirection = 'asc' | 'desc';

export interface TableSort<Id extends string> {
  by: Id;
  direction: SortDirection;
  /** Words for a direction of a column: "A to Z", "newest first". */
  describe: (id: Id, direction: SortDirection) => string;
  onSort: (id: Id, direction: SortDirection) => void;
}

interface DataTableProps<Id extends string> {
  columns: readonly Column<Id>[];
  label: string;
  /** True while the rows are skeletons. */
  busy?: boolean;
  sort?: TableSort<Id>;
  /** Columns left out by the reader's choice (src/components/list-tools/use-column-choice.ts). */
  hidden?: ReadonlySet<string>;
  children: ReactNode;
}

function HeadLabel<Id extends string>({ column }: { column: Column<Id> }) {
  const id = useId();
  if (!column.hint) return column.label;
  return (
    <HoverHint id={id} hint={column.hint} align={column.align === 'right' ? 'end' : 'start'}>
      <span aria-describedby={id} style={{ borderBottom: '1px dotted currentColor' }}>
        {column.label}
      </span>
    </HoverHint>
  );
}

function HeadCell<Id extends string>({
  column,
  sort,
}: {
  column: Column<Id>;
  sort: TableSort<Id> | undefined;
}) {
  const active = sort?.by === column.id;
  const sortable = sort !== undefined && column.sortFirst !== undefined;
  const next: SortDirection = active
    ? sort.direction === 'asc'
      ? 'desc'
      : 'asc'
    : (column.sortFirst ?? 'asc');
  const Arrow = (active ? sort.direction : next) === 'asc' ? ArrowUpward : ArrowDownward;
  return (
    <th
      scope="col"
      data-col={column.id}
      data-align={column.align}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ width: column.width, minWidth: column.minWidth }}
    >
      {sortable ? (
        <button
          type="button"
          className="sort-button"
          data-active={active || undefined}
          onClick={() => sort.onSort(column.id, next)}
        >
          <HeadLabel column={column} />
          <Arrow aria-hidden />
          <span className="visually-hidden">, sort {sort.describe(column.id, next)}</span>
        </button>
      ) : (
        <HeadLabel column={column} />
      )}
    </th>
  );
}

export function DataTable<Id extends string>({
  columns,
  label,
  busy,
  sort,
  hidden = NONE,
  children,
}: DataTableProps<Id>) {
  const frame = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const shown = hidden.size === 0 ? columns : columns.filter((column) => !hidden.has(column.id));
  const folded = useFoldedColumns(frame, shown);
  const keys = useRowNavigation(body);
  return (
    <HiddenContext value={hidden}>
      <FoldContext value={folded}>
        <Box ref={frame} className="dt-frame" sx={foldStyles(shown)}>
          <table className="dt" aria-label={label} aria-busy={busy || undefined}>
            <colgroup>
              {shown.map((column) => (
                <col key={column.id} data-colw={column.id} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {shown.map((column) => (
                  <HeadCell key={column.id} column={column} sort={sort} />
                ))}
              </tr>
            </thead>
            {/* The keys of the rows (j/k, arrows, Enter, x): the rows themselves are focusable. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <tbody ref={body} onKeyDown={keys.onKeyDown} onFocus={keys.onFocus}>
              {children}
            </tbody>
          </table>
        </Box>
      </FoldContext>
    </HiddenContext>
  );
}

/** A body cell of column `col` (hidden with it when the table narrows, absent when left out). */
export function Cell({
  col,
  align,
  ...props
}: { col: string; align?: 'left' | 'right' } & TdHTMLAttributes<HTMLTableCellElement>) {
  const hidden = useContext(HiddenContext);
  if (hidden.has(col)) return null;
  return <td data-col={col} data-align={align} {...props} />;
}

/** The columns a body row has cells for (those the column chooser left out have none). */
function useShownColumns<Id extends string>(columns: readonly Column<Id>[]) {
  const hidden = useContext(HiddenContext);
  return columns.filter((column) => !hidden.has(column.id));
}

/** A cell across every column the row shows (a row's details under it). */
export function FullWidthCell<Id extends string>({
  columns,
  children,
  style,
}: {
  columns: readonly Column<Id>[];
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <td colSpan={useShownColumns(columns).length} style={style}>
      {children}
    </td>
  );
}

/** Placeholder rows with the loaded rows' cells (and so their widths); `lines` for two-line cells. */
export function SkeletonRows<Id extends string>({
  columns,
  rows,
  lines = {},
}: {
  columns: readonly Column<Id>[];
  rows: number;
  lines?: Partial<Record<Id, number>>;
}) {
  const shown = useShownColumns(columns);
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} data-testid="skeleton-row">
      {shown.map((column) => (
        <td key={column.id} data-col={column.id} data-align={column.align}>
          {Array.from({ length: lines[column.id] ?? 1 }, (_, line) => (
            <SkeletonText
              key={line}
              style={{
                width: line === 0 ? '70%' : '45%',
                height: line === 0 ? '1em' : '0.8em',
                marginLeft: column.align === 'right' ? 'auto' : undefined,
              }}
            />
          ))}
        </td>
      ))}
    </tr>
  ));
}

/**
 * A column's value folded into the cell that stays when its own column is hidden: empty while the
 * column shows (it is not displayed then either).
 */
export function Fold({ col, children }: { col: string; children: ReactNode }) {
  const folded = useContext(FoldContext);
  const hidden = useContext(HiddenContext);
  if (hidden.has(col)) return null;
  return <span data-fold={col}>{!folded || folded.has(col) ? children : null}</span>;
}
