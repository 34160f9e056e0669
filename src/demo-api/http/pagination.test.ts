import { describe, expect, it } from 'vitest';
import { newestFirst, paginate, resolveCursor, unpaginated } from './pagination';

interface Row {
  id: string;
  created_at: string;
}

const rows: Row[] = Array.from({ length: 7 }, (_, i) => ({
  id: `id-${i}`,
  created_at: `2026-01-0${i + 1}T00:00:00.000Z`,
}));
const compare = newestFirst<Row>(
  (r) => r.created_at,
  (r) => r.id,
);
const sorted = [...rows].sort(compare);
const ids = (page: { collection: Row[] }) => page.collection.map((r) => r.id);

describe('paginate', () => {
  it('sorts newest first and gives the first page without a cursor', () => {
    const page = paginate(sorted, compare, 3);
    expect(ids(page)).toEqual(['id-6', 'id-5', 'id-4']);
    expect(page.meta).toEqual({ page_limit: 3, has_previous_page: false, has_next_page: true });
  });

  it('gives the page of older objects after starting_after', () => {
    const page = paginate(sorted, compare, 3, { after: sorted[2] });
    expect(ids(page)).toEqual(['id-3', 'id-2', 'id-1']);
    expect(page.meta).toMatchObject({ has_previous_page: true, has_next_page: true });
  });

  it('says there is no next page on the last page', () => {
    const page = paginate(sorted, compare, 3, { after: sorted[5] });
    expect(ids(page)).toEqual(['id-0']);
    expect(page.meta).toMatchObject({ has_previous_page: true, has_next_page: false });
  });

  it('gives the page of newer objects before ending_before', () => {
    const page = paginate(sorted, compare, 3, { before: sorted[6] });
    expect(ids(page)).toEqual(['id-3', 'id-2', 'id-1']);
    expect(page.meta).toMatchObject({ has_previous_page: true, has_next_page: true });
  });

  it('stops at the start of the list when going back', () => {
    const page = paginate(sorted, compare, 3, { before: sorted[2] });
    expect(ids(page)).toEqual(['id-6', 'id-5']);
    expect(page.meta).toMatchObject({ has_previous_page: false, has_next_page: true });
  });

  it('keeps the place of a cursor that is no longer in the filtered list', () => {
    const filtered = sorted.filter((r) => r.id !== 'id-4');
    const page = paginate(filtered, compare, 2, { after: sorted[2] });
    expect(ids(page)).toEqual(['id-3', 'id-2']);
  });

  it('answers an empty list with no pages either side', () => {
    expect(paginate([], compare, 25).meta).toEqual({
      page_limit: 25,
      has_previous_page: false,
      has_next_page: false,
    });
  });
});

describe('newestFirst', () => {
  it('breaks a tie in time by id as stored (by character code: "a" after "B"), not by language', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const tied = [
      { id: 'B', created_at: at },
      { id: 'a', created_at: at },
      { id: 'c', created_at: '2025-12-31T23:59:59.000Z' },
    ];
    expect([...tied].sort(compare).map((r) => r.id)).toEqual(['a', 'B', 'c']);
  });
});

describe('resolveCursor', () => {
  it('answers 400 for an unknown cursor id', () => {
    expect(() =>
      resolveCursor(
        { limit: 25, startingAfter: 'nope', endingBefore: undefined },
        () => undefined,
        'workflow',
      ),
    ).toThrow(/starting_after: no workflow has the id "nope"/);
  });
});

describe('unpaginated', () => {
  it('reports a null page_limit', () => {
    expect(unpaginated([1, 2]).meta.page_limit).toBeNull();
  });
});
