import { describe, expect, it } from 'vitest';
import { parseCursorParams, toCursorQuery, withCursor, writeCursorParams } from './cursor-params';

const parse = (query: string) => parseCursorParams(new URLSearchParams(query));

describe('cursor params', () => {
  it('read the limit and one cursor, dropping invalid values', () => {
    expect(parse('limit=50&starting_after=a')).toEqual({ limit: 50, startingAfter: 'a' });
    expect(parse('limit=7&ending_before=b')).toEqual({ limit: 25, endingBefore: 'b' });
    expect(parse('starting_after=a&ending_before=b')).toEqual({ limit: 25, startingAfter: 'a' });
  });

  it('write back and turn into the API query', () => {
    expect(
      writeCursorParams(new URLSearchParams('x=1'), { limit: 10, endingBefore: 'b' }).toString(),
    ).toBe('x=1&limit=10&ending_before=b');
    expect(toCursorQuery({ limit: 25 })).toEqual({ limit: 25 });
    expect(toCursorQuery({ limit: 10, startingAfter: 'a' })).toEqual({
      limit: 10,
      starting_after: 'a',
    });
  });

  it('move to another page keeping the other parameters', () => {
    expect(
      withCursor(new URLSearchParams('execution_id=e&starting_after=a'), {
        endingBefore: 'z',
      }).toString(),
    ).toBe('execution_id=e&ending_before=z');
    expect(
      withCursor(new URLSearchParams('limit=50&starting_after=a'), { limit: 25 }).toString(),
    ).toBe('');
  });
});
