import { describe, expect, it } from 'vitest';
import { parseListParams, toApiQuery, toSearchParams, withFilters } from './list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('workflow list params', () => {
  it('reads every filter, the order, the limit and the cursor from the URL', () => {
    expect(
      parse(
        'user_key=acme&on=true&is_template=false&order_by=name&order_direction=asc&limit=50&starting_after=w1',
      ),
    ).toEqual({
      userKey: 'acme',
      on: true,
      isTemplate: false,
      orderBy: 'name',
      orderDirection: 'asc',
      limit: 50,
      startingAfter: 'w1',
    });
  });

  it('drops invalid values instead of failing', () => {
    expect(parse('on=maybe&limit=7&order_by=color&order_direction=up&user_key=%20')).toEqual({
      limit: 25,
    });
  });

  it('keeps only one cursor, preferring starting_after', () => {
    expect(parse('starting_after=a&ending_before=b')).toEqual({ limit: 25, startingAfter: 'a' });
    expect(parse('ending_before=b')).toEqual({ limit: 25, endingBefore: 'b' });
  });

  it('writes the same URL back, leaving the default limit out', () => {
    const query = 'user_key=acme&on=false&order_by=updated_at&limit=100&ending_before=w9';
    expect(toSearchParams(parse(query)).toString()).toBe(query);
    expect(toSearchParams(parse('limit=25')).toString()).toBe('');
  });

  it('scopes the API query to the acting user when the URL names no user', () => {
    expect(toApiQuery(parse('on=true'), 'main')).toEqual({ user_key: 'main', limit: 25, on: true });
    expect(toApiQuery(parse('user_key=globex'), 'main').user_key).toBe('globex');
  });

  it('returns to the first page when a filter changes', () => {
    const next = withFilters(parse('starting_after=w5&on=true'), { on: undefined, limit: 10 });
    expect(next).toEqual({ limit: 10 });
  });
});
