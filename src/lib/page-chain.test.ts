import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/models';
import { followChain, pagePosition, positionText, type KnownPage } from './page-chain';

type Row = { id: string };
const page = (ids: string[], hasNext: boolean): Page<Row> => ({
  collection: ids.map((id) => ({ id })),
  meta: { page_limit: ids.length, has_next_page: hasNext, has_previous_page: false },
  unreadable: 0,
});
const idOf = (row: Row) => row.id;
/** Pages by the cursor that reads them ('' for the first). */
const cache =
  (pages: Record<string, KnownPage<Row>>) =>
  (cursor: string | undefined): KnownPage<Row> | undefined =>
    pages[cursor ?? ''];

describe('following a list’s pages', () => {
  it('reads the pages in order, from the first, while the next one is known', () => {
    const chain = followChain(
      cache({ '': { page: page(['a', 'b'], true) }, b: { page: page(['c', 'd'], true) } }),
      idOf,
    );
    expect(chain.rows.map(idOf)).toEqual(['a', 'b', 'c', 'd']);
    expect(chain.pages).toBe(2);
    expect(chain.next).toEqual({ cursor: 'd' });
    expect(chain.end).toBeNull();
  });

  it('starts at the first page when nothing is known, and reads a stale page again', () => {
    expect(followChain(cache({}), idOf).next).toEqual({ cursor: undefined });
    const stale = followChain(
      cache({ '': { page: page(['a'], true) }, a: { page: page(['b'], false), stale: true } }),
      idOf,
    );
    expect(stale.rows.map(idOf)).toEqual(['a']);
    expect(stale.next).toEqual({ cursor: 'a' });
  });

  it('ends on the last page, on a page that leads nowhere new, and at the cap', () => {
    expect(followChain(cache({ '': { page: page(['a'], false) } }), idOf)).toMatchObject({
      next: null,
      end: 'last-page',
    });
    // A page that claims more but repeats its cursor, and an empty page that claims more.
    const loop = cache({ '': { page: page(['a'], true) }, a: { page: page(['a'], true) } });
    expect(followChain(loop, idOf)).toMatchObject({ next: null, end: 'stuck', pages: 2 });
    expect(followChain(cache({ '': { page: page([], true) } }), idOf)).toMatchObject({
      end: 'stuck',
    });
    const endless = (cursor: string | undefined) => ({
      page: page([`${cursor ?? ''}x`], true),
    });
    expect(followChain(endless, idOf, 5)).toMatchObject({ pages: 5, next: null, end: 'limit' });
  });
});

describe('a page’s place in its list', () => {
  const known = { ids: ['a', 'b', 'c', 'd', 'e', 'f'], complete: false };

  it('is found by its first row among the rows known in order', () => {
    const position = pagePosition(known, { ids: ['c', 'd'], hasNext: true });
    expect(position).toEqual({ from: 3, to: 4, total: null, atLeast: 6 });
    expect(positionText(position, 2, 'workflows')).toBe('3–4 of at least 6 workflows');
  });

  it('knows the total once the last page is known', () => {
    expect(
      positionText(
        pagePosition({ ...known, complete: true }, { ids: ['c', 'd'], hasNext: true }),
        2,
        'workflows',
      ),
    ).toBe('3–4 of 6 workflows');
    expect(
      positionText(pagePosition(known, { ids: ['e', 'f'], hasNext: false }), 2, 'workflows'),
    ).toBe('5–6 of 6 workflows');
  });

  it('says "more than" when only the page itself is known, and the page alone when not found', () => {
    const first = pagePosition(
      { ids: ['a', 'b'], complete: false },
      { ids: ['a', 'b'], hasNext: true },
    );
    expect(positionText(first, 2, 'workflows')).toBe('1–2 of more than 2 workflows');
    const elsewhere = pagePosition(known, { ids: ['x'], hasNext: true });
    expect(positionText(elsewhere, 1, 'workflows')).toBe('1 workflow on this page, of at least 6');
    expect(
      positionText(
        pagePosition({ ids: [], complete: false }, { ids: ['x', 'y'], hasNext: true }),
        2,
        'users',
      ),
    ).toBe('2 users on this page');
  });
});
