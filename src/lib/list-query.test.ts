import { describe, expect, it } from 'vitest';
import { joinList, listQueryFromSearch, readTextParams, splitList, withParams } from './list-query';

const url = (query: string) => new URLSearchParams(query);

describe('list queries from the URL', () => {
  it('keep the named filters, trimmed, and drop empty and unnamed ones', () => {
    expect(readTextParams(url('search=%20ac%20&other=x&empty=%20'), ['search', 'empty'])).toEqual({
      search: 'ac',
    });
  });

  it('add the cursor part, with the default limit and one cursor', () => {
    expect(listQueryFromSearch(url('search=ac&starting_after=u1&limit=10'), ['search'])).toEqual({
      limit: 10,
      starting_after: 'u1',
      search: 'ac',
    });
    expect(listQueryFromSearch(url('limit=7'), [])).toEqual({ limit: 25 });
  });

  it('split and join comma-separated lists, without blanks or repeats', () => {
    expect(splitList('String, Date,,String')).toEqual(['String', 'Date']);
    expect(splitList(null)).toEqual([]);
    expect(joinList(['String', 'Date'])).toBe('String,Date');
    expect(joinList([])).toBeNull();
  });

  it('patch parameters, removing the emptied ones', () => {
    expect(withParams(url('a=1&b=2'), { a: null, b: '', c: '3' }).toString()).toBe('c=3');
    expect(withParams(url('a=1'), { a: 'x y' }).toString()).toBe('a=x+y');
    expect(withParams(url('a=1'), { a: undefined }).toString()).toBe('a=1');
  });
});
