import { describe, expect, it } from 'vitest';
import { uniqueKeys } from './unique-keys';

describe('uniqueKeys', () => {
  it('keeps distinct identifiers as they are', () => {
    expect(uniqueKeys([{ id: 'a' }, { id: 'b' }], (row) => row.id)).toEqual(['a', 'b']);
  });

  it('numbers the repeats of an identifier the service sent twice or more', () => {
    const rows = [{ id: 'mailbird' }, { id: 'chatter' }, { id: 'mailbird' }, { id: 'mailbird' }];
    expect(uniqueKeys(rows, (row) => row.id)).toEqual([
      'mailbird',
      'chatter',
      'mailbird#2',
      'mailbird#3',
    ]);
  });

  it('never gives two rows the same key, even when an identifier looks like a numbered repeat', () => {
    const keys = uniqueKeys([{ id: 'a#2' }, { id: 'a' }, { id: 'a' }], (row) => row.id);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
