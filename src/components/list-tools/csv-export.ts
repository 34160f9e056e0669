/**
 * A list's rows as CSV (src/utils/csv.ts: spreadsheet-safe), with the columns the table shows, under
 * the names the table gives them. An export stops at EXPORT_MAX_ROWS rows: a list longer than that is
 * narrowed by its filters first (the message says so), so a browser never holds an unbounded file.
 */
import { toCsv, type CsvCell } from '@/utils/csv';
import type { ChoosableColumn } from './list-columns';

/** The most rows one export writes. */
export const EXPORT_MAX_ROWS = 5000;

/** Each column's value in the file, by column id. */
export type CsvCells<T, Id extends string> = Record<Id, (row: T) => CsvCell>;

export function tableCsv<T, Id extends string>(
  columns: readonly ChoosableColumn<Id>[],
  shown: readonly Id[],
  cells: CsvCells<T, Id>,
  rows: readonly T[],
): string {
  const chosen = columns.filter((column) => shown.includes(column.id));
  return toCsv(
    chosen.map((column) => column.label),
    rows.map((row) => chosen.map((column) => cells[column.id](row))),
  );
}

/** `workflows-2026-11-30.csv`, the day in the reader's own calendar. */
export function exportFileName(list: string, now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `${list}-${day}.csv`;
}
