/**
 * Lists worked by keyboard, as GitHub's and Linear's are: the list is one Tab stop (its current row;
 * a roving tabindex), `j` / `k` and the arrow keys move between rows, Home and End go to the ends,
 * Enter opens the row, `x` selects it where rows can be selected (a checkbox in the row). The current
 * row's own controls (its links, times, buttons) follow it in the Tab order; other rows' controls
 * leave it, so Tab moves past the list in two steps, not fifty. Written for the shared data table
 * and any list whose rows carry the `row-link` class (the events list). Lists use it through
 * ./use-row-navigation.ts, which fetches this code once the first list shows.
 */
import type { FocusEvent, KeyboardEvent } from 'react';

/** The rows a list is worked by: its direct children marked as rows. */
const ROW = ':scope > .row-link';
const CONTROLS =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [data-roving-tab]';
/** Where a control's own tabindex is kept while its row is not the current one. */
const KEPT = 'data-roving-tab';

const isEditable = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function rowsOf(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>(ROW)] : [];
}

/** Puts a row and its controls in the Tab order, or takes them out (keeping their own tabindex). */
function setCurrent(row: HTMLElement, current: boolean): void {
  row.tabIndex = current ? 0 : -1;
  for (const control of row.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (current) {
      const kept = control.getAttribute(KEPT);
      if (kept === null) continue;
      if (kept === '') control.removeAttribute('tabindex');
      else control.setAttribute('tabindex', kept);
      control.removeAttribute(KEPT);
    } else if (!control.hasAttribute(KEPT)) {
      control.setAttribute(KEPT, control.getAttribute('tabindex') ?? '');
      control.tabIndex = -1;
    }
  }
}

/** The key's move from row `at` of `count`, or null when the key is not the list's. */
function moveFor(event: KeyboardEvent, onRow: boolean, at: number, count: number): number | null {
  switch (event.key) {
    case 'j':
      return Math.min(at + 1, count - 1);
    case 'k':
      return Math.max(at - 1, 0);
    case 'ArrowDown':
      return onRow ? Math.min(at + 1, count - 1) : null;
    case 'ArrowUp':
      return onRow ? Math.max(at - 1, 0) : null;
    case 'Home':
      return onRow ? 0 : null;
    case 'End':
      return onRow ? count - 1 : null;
    default:
      return null;
  }
}

/** Where the current row's index is kept, between renders (a ref of the list's hook). */
export interface CurrentRow {
  current: number;
}

/** After every render of the list: rows come and go with the data, and a new row's controls start tabbable. */
export function arrangeRows(list: HTMLElement | null, current: CurrentRow): void {
  const rows = rowsOf(list);
  if (rows.length === 0) return;
  current.current = Math.min(current.current, rows.length - 1);
  rows.forEach((row, index) => setCurrent(row, index === current.current));
}

export function onRowKeyDown(event: KeyboardEvent, list: HTMLElement | null): void {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  if (isEditable(event.target)) return;
  const rows = rowsOf(list);
  const row = (event.target as HTMLElement).closest<HTMLElement>('.row-link');
  const at = row ? rows.indexOf(row) : -1;
  if (!row || at < 0) return;
  const onRow = event.target === row;
  if (event.key === 'Enter' && onRow) {
    event.preventDefault();
    (row.querySelector<HTMLElement>('[data-row-open]') ?? row).click();
    return;
  }
  if (event.key === 'x') {
    const select = row.querySelector<HTMLElement>('input[type="checkbox"], [data-row-select]');
    if (select) {
      event.preventDefault();
      select.click();
    }
    return;
  }
  const to = moveFor(event, onRow, at, rows.length);
  if (to === null) return;
  event.preventDefault();
  rows[to]?.focus();
}

/** The row that takes the focus (by the keyboard or a click inside it) becomes the current one. */
export function onRowFocus(event: FocusEvent, list: HTMLElement | null, current: CurrentRow): void {
  const rows = rowsOf(list);
  const row = (event.target as HTMLElement).closest<HTMLElement>('.row-link');
  const at = row ? rows.indexOf(row) : -1;
  if (at < 0 || at === current.current) return;
  const previous = rows[current.current];
  if (previous) setCurrent(previous, false);
  current.current = at;
  setCurrent(rows[at] as HTMLElement, true);
}

/** `j` or `k` pressed outside any list: the page's first list takes the focus at its current row. */
export function focusPageList(): boolean {
  const row =
    document.querySelector<HTMLElement>('#main .row-link[tabindex="0"]') ??
    document.querySelector<HTMLElement>('#main .row-link');
  row?.focus();
  return row !== null;
}
