import { describe, expect, it } from 'vitest';
import { nextCursor, type FetchedPage } from './options';

const page = (cursor: string | null, next: string | null, count = 100): FetchedPage => ({
  cursor,
  nextCursor: next,
  problems: [],
  options: Array.from({ length: count }, (_, i) => ({
    value: `${cursor ?? ''}${i}`,
    label: '',
    item: {},
  })),
});

describe('nextCursor', () => {
  it('follows the cursor', () => {
    expect(nextCursor([page(null, 'a')], 2000)).toEqual({ cursor: 'a' });
    expect(nextCursor([page(null, 'a'), page('a', 'b')], 2000)).toEqual({ cursor: 'b' });
  });

  it('stops at an empty cursor', () => {
    expect(nextCursor([page(null, null)], 2000)).toEqual({ end: 'end' });
    expect(nextCursor([], 2000)).toEqual({ end: 'end' });
  });

  it('stops at max_items', () => {
    expect(nextCursor([page(null, 'a'), page('a', 'b')], 200)).toEqual({ end: 'max_items' });
  });

  it('stops when the cursor does not advance', () => {
    expect(nextCursor([page(null, 'a'), page('a', 'a')], 2000)).toEqual({ end: 'stuck' });
    expect(nextCursor([page(null, 'a'), page('a', 'b'), page('b', 'a')], 2000)).toEqual({
      end: 'stuck',
    });
  });
});
