/**
 * What the console knows of a whole cursor-paginated list from the pages it has read: the rows in
 * order from the first page, following `starting_after` = the last row's id while the next page is
 * known, and where reading has to go on. Pure: the pages come from a look-up (the query cache), so
 * the same pages a screen shows count towards the whole list, and a search reads each page once.
 *
 * A list can end three ways: its last page (`has_next_page` false), a page that leads nowhere new (a
 * service that repeats a cursor or sends an empty page that claims more: "stuck"), or the cap on how
 * many pages are followed ("limit"), so a hostile service cannot keep the console reading forever.
 */
import type { Page } from '@/api/models';
import { formatCount } from '@/utils/format-count';

export type ChainEnd = 'last-page' | 'stuck' | 'limit';

export interface PageChain<T> {
  /** Every row of the pages followed, in the list's order. */
  rows: T[];
  pages: number;
  /** The page to read next (`cursor` undefined: the first), or null when the list has ended. */
  next: { cursor: string | undefined } | null;
  end: ChainEnd | null;
}

/** A page as the cache holds it: absent, or its rows and whether it must be read again. */
export interface KnownPage<T> {
  page: Page<T>;
  /** Marked out of date (a write changed the list): read again before going on. */
  stale?: boolean;
}

/** At most this many pages are followed: 1,000 pages of 100 rows. */
export const MAX_PAGES = 1000;

export function followChain<T>(
  pageAt: (cursor: string | undefined) => KnownPage<T> | undefined,
  idOf: (row: T) => string | undefined,
  maxPages = MAX_PAGES,
): PageChain<T> {
  const rows: T[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let pages = 0; ; pages += 1) {
    if (pages >= maxPages) return { rows, pages, next: null, end: 'limit' };
    const known = pageAt(cursor);
    if (!known || known.stale) return { rows, pages, next: { cursor }, end: null };
    rows.push(...known.page.collection);
    const last = known.page.collection.at(-1);
    const lastId = last === undefined ? undefined : idOf(last);
    if (!known.page.meta.has_next_page)
      return { rows, pages: pages + 1, next: null, end: 'last-page' };
    if (lastId === undefined || lastId === '' || seen.has(lastId))
      return { rows, pages: pages + 1, next: null, end: 'stuck' };
    seen.add(lastId);
    cursor = lastId;
  }
}

/** Where one page of a list sits in it, as far as the rows known in order can say. */
export interface PagePosition {
  /** 1-based number of the page's first row; null when the known rows do not reach it. */
  from: number | null;
  to: number | null;
  /** The exact length of the list, once its last page is known. */
  total: number | null;
  /** The list has at least this many rows. */
  atLeast: number;
}

export function pagePosition(
  known: { ids: readonly (string | undefined)[]; complete: boolean },
  page: { ids: readonly (string | undefined)[]; hasNext: boolean },
): PagePosition {
  const first = page.ids[0];
  const index = first === undefined ? -1 : known.ids.indexOf(first);
  const from = index >= 0 ? index + 1 : null;
  const to = from === null ? null : from + page.ids.length - 1;
  const total = known.complete ? known.ids.length : to !== null && !page.hasNext ? to : null;
  return { from, to, total, atLeast: Math.max(known.ids.length, to ?? 0, page.ids.length) };
}

/**
 * "51–75 of 102", "51–75 of at least 100", "1–25 of more than 25", "25 on this page, of at least
 * 100": the words for a page's place (the noun is the caller's: "51–75 of 102 workflows").
 */
export function positionText(position: PagePosition, shown: number, noun: string): string {
  const { from, to, total, atLeast } = position;
  if (from !== null && to !== null && shown > 0) {
    const of =
      total !== null
        ? `of ${formatCount(total)}`
        : atLeast > to
          ? `of at least ${formatCount(atLeast)}`
          : `of more than ${formatCount(to)}`;
    return `${formatCount(from)}–${formatCount(to)} ${of} ${noun}`;
  }
  const here = `${formatCount(shown)} ${shown === 1 ? noun.replace(/s$/, '') : noun} on this page`;
  if (total !== null) return `${here}, of ${formatCount(total)}`;
  return atLeast > shown ? `${here}, of at least ${formatCount(atLeast)}` : here;
}
