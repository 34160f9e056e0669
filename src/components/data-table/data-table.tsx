/**
 * The list table every list screen shares: fixed column widths (so skeleton rows and loaded rows
 * line up and nothing jumps when data arrives), columns hidden by priority as the container narrows
 * (./columns.ts) with their values folded into a cell that stays, a header that stays below the app
 * bar while the page scrolls, and sortable headers where the service sorts.
 */
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { styled } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, type ReactNode } from 'react';
import { HoverHint } from '../hover-hint';
import { SkeletonText } from '../skeleton-text';
import { foldStyles, type Column } from './columns';

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
  children: ReactNode;
}

const Frame = styled('div')({ containerType: 'inline-size', width: '100%' });

const SortButton = styled('button')(({ theme }) => ({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  cursor: 'pointer',
  borderRadius: 4,
  '& svg': { fontSize: '1rem', opacity: 0.35 },
  '&:hover svg, &[data-active] svg': { opacity: 1 },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

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
    <TableCell
      data-col={column.id}
      align={column.align ?? 'left'}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ width: column.width, minWidth: column.minWidth }}
    >
      {sortable ? (
        <SortButton
          type="button"
          data-active={active || undefined}
          onClick={() => sort.onSort(column.id, next)}
        >
          <HeadLabel column={column} />
          <Arrow aria-hidden />
          <span className="visually-hidden">, sort {sort.describe(column.id, next)}</span>
        </SortButton>
      ) : (
        <HeadLabel column={column} />
      )}
    </TableCell>
  );
}

export function DataTable<Id extends string>({
  columns,
  label,
  busy,
  sort,
  children,
}: DataTableProps<Id>) {
  return (
    <Frame sx={{ '& [data-fold]': { display: 'none' }, ...foldStyles(columns) }}>
      <Table
        size="small"
        aria-label={label}
        aria-busy={busy || undefined}
        sx={{
          tableLayout: 'fixed',
          '& td, & th': { px: 1.25 },
          '& td:first-of-type, & th:first-of-type': { pl: 2 },
          '& td:last-of-type, & th:last-of-type': { pr: 2 },
          '& thead th': {
            position: 'sticky',
            top: 'var(--app-bar)',
            zIndex: 2,
            bgcolor: 'background.paper',
          },
        }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <HeadCell key={column.id} column={column} sort={sort} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Frame>
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
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} data-testid="skeleton-row">
      {columns.map((column) => (
        <TableCell key={column.id} data-col={column.id} align={column.align ?? 'left'}>
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
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** A column's value folded into the cell that stays when its own column is hidden. */
export function Fold({ col, children }: { col: string; children: ReactNode }) {
  return (
    <span data-fold={col} style={{ marginRight: 12, alignItems: 'center', gap: 4 }}>
      {children}
    </span>
  );
}
