import { describe, expect, it } from 'vitest';
import { withUniqueKeys } from './unique-keys';

const keysOf = (ids: string[]) =>
  withUniqueKeys(
    ids.map((id) => ({ id })),
    (row) => row.id,
  ).map(({ key }) => key);

describe('withUniqueKeys', () => {
  it('keeps distinct identifiers as they are, and the rows in their order', () => {
    const rows = [{ id: 'a' }, { id: 'b' }];
    expect(withUniqueKeys(rows, (row) => row.id)).toEqual([
      { key: 'a', row: rows[0] },
      { key: 'b', row: rows[1] },
    ]);
  });

  it('numbers the repeats of an identifier the service sent twice or more', () => {
    expect(keysOf(['mailbird', 'chatter', 'mailbird', 'mailbird'])).toEqual([
      'mailbird',
      'chatter',
      'mailbird#2',
      'mailbird#3',
    ]);
  });

  it('never gives two rows the same key, even when an identifier looks like a numbered repeat', () => {
    const keys = keysOf(['a#2', 'a', 'a']);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
