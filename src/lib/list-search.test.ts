import { describe, expect, it } from 'vitest';
import {
  booleanParam,
  choiceParam,
  clearedPatch,
  listParam,
  pageQuery,
  patchSearch,
  readListSearch,
  splitList,
  textParam,
  withFilters,
  withPage,
} from './list-search';

const url = (query: string) => new URLSearchParams(query);

const schema = {
  q: textParam,
  on: booleanParam,
  order: choiceParam(['name', 'created_at']),
  type: listParam,
};

describe('list search', () => {
  it('reads each declared parameter with its parser, and the page', () => {
    expect(
      readListSearch(
        schema,
        url('q=%20ac%20&on=false&order=name&type=A,B&limit=50&starting_after=x'),
      ),
    ).toEqual({
      values: { q: 'ac', on: false, order: 'name', type: ['A', 'B'] },
      page: { limit: 50, startingAfter: 'x' },
    });
  });

  it('drops what it cannot read, and parameters it does not know', () => {
    expect(
      readListSearch(schema, url('q=%20&on=maybe&order=color&type=,&other=1&limit=7')),
    ).toEqual({ values: {}, page: { limit: 25 } });
  });

  it('keeps one cursor, preferring starting_after, and makes the API query of the page', () => {
    const both = readListSearch({}, url('starting_after=a&ending_before=b')).page;
    expect(both).toEqual({ limit: 25, startingAfter: 'a' });
    expect(pageQuery(both)).toEqual({ limit: 25, starting_after: 'a' });
    const before = readListSearch({}, url('ending_before=b&limit=10')).page;
    expect(pageQuery(before)).toEqual({ limit: 10, ending_before: 'b' });
  });

  it('patches the URL: others keep their place, undefined and empty values are removed', () => {
    const search = url('other=1&q=old&on=true&starting_after=x');
    expect(patchSearch(schema, search, { q: 'new', on: undefined }).toString()).toBe(
      'other=1&q=new&starting_after=x',
    );
    expect(patchSearch(schema, search, { q: ' ', type: [] }).toString()).toBe(
      'other=1&on=true&starting_after=x',
    );
    expect(patchSearch(schema, url(''), { on: false, type: ['A', ' B', 'A'] }).toString()).toBe(
      'on=false&type=A%2CB',
    );
  });

  it('starts again from the first page when a filter changes', () => {
    expect(withFilters(schema, url('limit=50&ending_before=x&q=a'), { q: 'b' }).toString()).toBe(
      'limit=50&q=b',
    );
    expect(withFilters(schema, url('q=a&on=true&limit=10'), clearedPatch(schema)).toString()).toBe(
      'limit=10',
    );
  });

  it('moves to another page keeping the parameters, leaving the default limit out', () => {
    expect(withPage(url('q=a&starting_after=x'), { endingBefore: 'z' }).toString()).toBe(
      'q=a&ending_before=z',
    );
    expect(withPage(url('limit=50&starting_after=x'), { limit: 25 }).toString()).toBe('');
    expect(withPage(url('q=a'), { limit: 100 }).toString()).toBe('q=a&limit=100');
  });

  it('splits comma-separated values without blanks or repeats', () => {
    expect(splitList('String, Date,,String')).toEqual(['String', 'Date']);
    expect(splitList(null)).toEqual([]);
  });
});
