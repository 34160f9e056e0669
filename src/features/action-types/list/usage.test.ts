import { describe, expect, it } from 'vitest';
import type { ActionType } from '@/api/models';
import { appOf, matchesActionTypeFilters, usageOf } from './usage';

describe('the action types the workflows use', () => {
  it('lists each id once, in the order first met, with the workflows using it', () => {
    const usage = usageOf([
      { id: 'w1', action_type_ids: ['a', 'b', 'a'] },
      { id: 'w2', action_type_ids: [] },
      { id: 'w3', action_type_ids: ['c', 'a', ''] },
    ]);
    expect([...usage]).toEqual([
      ['a', ['w1', 'w3']],
      ['b', ['w1']],
      ['c', ['w3']],
    ]);
  });

  it('names the app by its name, else the connection it needs', () => {
    expect(appOf({ app_name: 'Acme CRM', required_app_connection: 'acme-crm' })).toBe('Acme CRM');
    expect(appOf({ app_name: null, required_app_connection: 'acme-crm' })).toBe('acme-crm');
    expect(appOf({ app_name: null, required_app_connection: null })).toBeNull();
  });

  it('filters by draft and by app once read; one not read passes only "any"', () => {
    const type = { has_draft: true, app_name: 'Chatter', required_app_connection: 'chatter' };
    const read = type as unknown as ActionType;
    expect(matchesActionTypeFilters({ draft: true, app: 'Chatter' }, read)).toBe(true);
    expect(matchesActionTypeFilters({ draft: false }, read)).toBe(false);
    expect(matchesActionTypeFilters({ app: 'Slotly' }, read)).toBe(false);
    expect(matchesActionTypeFilters({}, undefined)).toBe(true);
    expect(matchesActionTypeFilters({ draft: true }, undefined)).toBe(false);
  });
});
