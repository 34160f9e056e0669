/**
 * Which columns of a table are folded, for the folded copies (`Fold`) to render only where their
 * column is hidden. The styles hide and show (columns.ts, by container query); this only spares a
 * wide table the work of rendering copies nobody sees: on /workflows at 1440 px, five per row.
 *
 * Until the table's frame is measured, the window's width stands for it. The frame is never wider
 * than the window, so the guess can only fold too few columns; the resize observer's first report
 * comes after layout and before that frame is painted, and a report that changes what is folded is
 * rendered at once (`flushSync`), so no painted frame lacks a copy its width shows. A report that
 * changes nothing folded re-renders only the table's own frame. No layout at all (jsdom): width 0,
 * every column folded, every copy rendered.
 */
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { foldedAt, type Column } from './columns';

/** The folded columns' ids at a width, as one comparable string. */
const foldedKey = (columns: readonly Column[], width: number): string =>
  [...foldedAt(columns, width)].join(' ');

export function useFoldedColumns(
  frame: RefObject<HTMLElement | null>,
  columns: readonly Column[],
): ReadonlySet<string> {
  const [width, setWidth] = useState(() => document.documentElement.clientWidth);
  const key = foldedKey(columns, width);
  const latest = useRef({ columns, key });
  useLayoutEffect(() => {
    latest.current = { columns, key };
  });
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = entry.contentRect.width;
      const { columns: now, key: shown } = latest.current;
      if (foldedKey(now, next) === shown) setWidth(next);
      else flushSync(() => setWidth(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return useMemo(() => new Set(key === '' ? [] : key.split(' ')), [key]);
}
