import { describe, expect, it } from 'vitest';
import type { RecentRecord } from '@/config/recent';
import { identifierIn, matchesQuery, recentResults, screenResults } from './palette-items';

describe('the palette’s items', () => {
  it('matches every word of the query anywhere, ignoring case', () => {
    expect(matchesQuery('comp act', 'Completed actions')).toBe(true);
    expect(matchesQuery('ACTIONS', 'Completed actions')).toBe(true);
    expect(matchesQuery('stop users', 'Stop executions')).toBe(false);
    expect(matchesQuery('', 'anything')).toBe(true);
  });

  it('offers every screen for an empty query, each with its g letter', () => {
    const all = screenResults('');
    expect(all.map((result) => result.label)).toContain('Go to Installed apps');
    expect(all.find((result) => result.label === 'Go to Users')).toMatchObject({
      to: '/users',
      keys: ['g', 'u'],
    });
    expect(screenResults('event').map((result) => result.to)).toEqual(['/events']);
  });

  it('finds recent records by name, key or id', () => {
    const recent: RecentRecord[] = [
      {
        kind: 'workflow',
        id: 'w1',
        label: 'Nightly sync',
        detail: 'nightly-sync',
        path: '/workflows/w1',
      },
      { kind: 'user', id: 'acme', label: 'Acme Corp', detail: 'acme', path: '/users?user=acme' },
    ];
    expect(recentResults('sync', recent).map((r) => r.to)).toEqual(['/workflows/w1']);
    expect(recentResults('w1', recent).map((r) => r.kind)).toEqual(['workflow']);
    expect(recentResults('', recent)).toHaveLength(2);
  });

  it('looks up one word as an identifier, never several words or nothing', () => {
    expect(identifierIn('  nightly-sync ')).toBe('nightly-sync');
    expect(identifierIn('nightly sync')).toBeNull();
    expect(identifierIn('   ')).toBeNull();
  });
});
