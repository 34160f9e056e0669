/**
 * CSV for exports (RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a comma,
 * a quote or a line break, its quotes doubled), safe to open in a spreadsheet: a text cell that
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`, so it is shown
 * as text instead of run as a formula (OWASP's CSV injection advice). Numbers are written as numbers.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, escaped and quoted as needed; null and undefined are empty. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and the rows under it, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
