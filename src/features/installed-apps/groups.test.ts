import { describe, expect, it } from 'vitest';
import { addGroups, groupsToSave, removeGroup, sameGroups, splitGroups } from './groups';

describe('groups', () => {
  it('splits typed text on commas and new lines, trimmed, blanks dropped, each once', () => {
    expect(splitGroups(' sales, ops ,,\nsales\n  support team ')).toEqual([
      'sales',
      'ops',
      'support team',
    ]);
    expect(splitGroups('   ')).toEqual([]);
  });

  it('adds typed names after the current ones and removes one by name', () => {
    expect(addGroups(['admins', 'sales'], 'ops, sales')).toEqual(['admins', 'sales', 'ops']);
    expect(removeGroup(['admins', 'sales'], 'admins')).toEqual(['sales']);
  });

  it('compares lists as sets', () => {
    expect(sameGroups(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameGroups(['a'], ['a', 'b'])).toBe(false);
    expect(sameGroups([], [])).toBe(true);
  });

  it('saves the listed groups and the names still being typed', () => {
    expect(groupsToSave({ groups: ['sales'], input: 'ops, sales' })).toEqual(['sales', 'ops']);
    expect(groupsToSave({ groups: [], input: ' ' })).toEqual([]);
  });
});
