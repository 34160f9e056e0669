import { describe, expect, it } from 'vitest';
import { RECENT_LIMIT, recentScope, withVisit, type RecentRecord } from './recent';

const workflow = (id: string, label = `Workflow ${id}`): RecentRecord => ({
  kind: 'workflow',
  id,
  label,
  path: `/workflows/${id}`,
});

describe('recent records', () => {
  it('puts the newest visit first, once, and keeps at most the limit', () => {
    let list: RecentRecord[] = [];
    for (let i = 0; i < RECENT_LIMIT + 3; i += 1) list = withVisit(list, workflow(String(i)));
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]?.id).toBe(String(RECENT_LIMIT + 2));
    list = withVisit(list, workflow('5', 'Renamed'));
    expect(list[0]).toEqual(workflow('5', 'Renamed'));
    expect(list.filter((item) => item.id === '5')).toHaveLength(1);
  });

  it('tells the same id of two kinds apart', () => {
    const user: RecentRecord = { kind: 'user', id: '1', label: 'main', path: '/users?user=main' };
    expect(withVisit([workflow('1')], user)).toHaveLength(2);
  });

  it('keeps records per connection: the demo, or each live base URL', () => {
    expect(recentScope({ mode: 'demo', baseUrl: 'https://a.example' })).toBe('demo');
    expect(recentScope({ mode: 'live', baseUrl: 'https://a.example/' })).toBe(
      'live:https://a.example',
    );
    expect(recentScope({ mode: 'live', baseUrl: 'http://127.0.0.1:4010' })).not.toBe(
      recentScope({ mode: 'live', baseUrl: 'http://127.0.0.1:4011' }),
    );
  });
});
