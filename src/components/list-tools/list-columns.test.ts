import { describe, expect, it } from 'vitest';
import { readCols, withCols, writeCols } from './list-columns';

const columns = [
  { id: 'name', label: 'Name' },
  { id: 'state', label: 'State' },
  { id: 'runs', label: 'Runs' },
  { id: 'key', label: 'Key' },
] as const;

describe('the columns shown (?cols=)', () => {
  it('are every column when absent, else those named, in the table’s order, the first always', () => {
    expect(readCols(columns, null)).toEqual(['name', 'state', 'runs', 'key']);
    expect(readCols(columns, 'key,state')).toEqual(['name', 'state', 'key']);
    expect(readCols(columns, 'nonsense,,runs')).toEqual(['name', 'runs']);
    expect(readCols(columns, '')).toEqual(['name']);
  });

  it('are written as ids, and left out of the URL when every column shows', () => {
    expect(writeCols(columns, ['runs', 'name'])).toBe('name,runs');
    expect(writeCols(columns, ['key', 'runs', 'state', 'name'])).toBeNull();
    expect(withCols(new URLSearchParams('on=false&limit=50'), columns, ['state']).toString()).toBe(
      'on=false&limit=50&cols=name%2Cstate',
    );
    expect(
      withCols(new URLSearchParams('cols=name&on=false'), columns, [
        'name',
        'state',
        'runs',
        'key',
      ]).toString(),
    ).toBe('on=false');
  });
});
