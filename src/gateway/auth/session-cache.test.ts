import { describe, expect, it } from 'vitest';
import type { SessionRecord } from '../store/sessions';
import { createSessionCache } from './session-cache';

const record = (id: string): SessionRecord => ({
  id,
  user: 'alice',
  role: 'viewer',
  via: 'password',
  csrf: 'c',
  credential: null,
  createdAt: 0,
  seenAt: 0,
  address: '127.0.0.1',
  userAgent: '',
});

describe('the session cache', () => {
  it('keeps a record for less than its time to live, and forgets it when told', () => {
    const cache = createSessionCache(1000);
    cache.set(record('a'), 10_000);
    expect(cache.get('a', 10_999)?.id).toBe('a');
    expect(cache.get('a', 11_000)).toBeUndefined();
    cache.set(record('b'), 20_000);
    cache.forget(['b']);
    expect(cache.get('b', 20_001)).toBeUndefined();
  });

  it('keeps nothing with a time to live of 0 (SQLite: every request reads the record)', () => {
    const cache = createSessionCache(0);
    cache.set(record('a'), 1);
    expect(cache.get('a', 1)).toBeUndefined();
  });
});
