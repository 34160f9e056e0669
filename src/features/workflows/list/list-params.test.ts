import { describe, expect, it } from 'vitest';
import { readListSearch } from '@/lib/list-search';
import { hasNarrowingFilters, toApiQuery, workflowListParams } from './list-params';

const read = (query: string) => readListSearch(workflowListParams, new URLSearchParams(query));

describe('workflow list params', () => {
  it('reads every filter, the order, the limit and the cursor from the URL', () => {
    expect(
      read(
        'user_key=acme&on=true&is_template=false&order_by=name&order_direction=asc&limit=50&starting_after=w1',
      ),
    ).toEqual({
      values: {
        user_key: 'acme',
        on: true,
        is_template: false,
        order_by: 'name',
        order_direction: 'asc',
      },
      page: { limit: 50, startingAfter: 'w1' },
    });
  });

  it('drops invalid values instead of failing', () => {
    expect(read('on=maybe&limit=7&order_by=color&order_direction=up&user_key=%20')).toEqual({
      values: {},
      page: { limit: 25 },
    });
  });

  it('scopes the API query to the acting user when the URL names no user', () => {
    expect(toApiQuery(read('on=true&ending_before=w9'), 'main')).toEqual({
      user_key: 'main',
      limit: 25,
      ending_before: 'w9',
      on: true,
    });
    expect(toApiQuery(read('user_key=globex&order_by=updated_at'), 'main')).toEqual({
      user_key: 'globex',
      limit: 25,
      order_by: 'updated_at',
    });
  });

  it('counts on/off and template as narrowing, not the user or the order', () => {
    expect(hasNarrowingFilters(read('user_key=acme&order_by=name').values)).toBe(false);
    expect(hasNarrowingFilters(read('is_template=false').values)).toBe(true);
  });
});
