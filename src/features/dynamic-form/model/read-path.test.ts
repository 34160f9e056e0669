import { describe, expect, it } from 'vitest';
import { parsePath, readPath } from './read-path';

const body = {
  channels: [{ id: 'C1', name: 'general' }],
  data: { items: [{ full_name: 'Ada' }] },
  response_metadata: { next_cursor: 'abc' },
  'weird.key': { inner: 1 },
};

describe('readPath', () => {
  it('returns the value itself for an empty path', () => {
    expect(readPath(body, '')).toBe(body);
    expect(readPath(body, undefined)).toBe(body);
    expect(readPath([1, 2], '  ')).toEqual([1, 2]);
  });

  it('follows dots and brackets', () => {
    expect(readPath(body, 'response_metadata.next_cursor')).toBe('abc');
    expect(readPath(body, 'data.items')).toEqual([{ full_name: 'Ada' }]);
    expect(readPath(body, 'channels[0].name')).toBe('general');
    expect(readPath(body, 'channels.0.id')).toBe('C1');
    expect(readPath(body, '["weird.key"].inner')).toBe(1);
    expect(readPath(body, "['weird.key']['inner']")).toBe(1);
  });

  it('gives undefined for a missing step, never throws', () => {
    expect(readPath(body, 'data.nothing.deeper')).toBeUndefined();
    expect(readPath(body, 'channels[5].name')).toBeUndefined();
    expect(readPath(body, 'channels[x]')).toBeUndefined();
    expect(readPath(null, 'a')).toBeUndefined();
    expect(readPath('text', 'length')).toBeUndefined();
    expect(readPath(body, 'channels[0')).toBeUndefined();
  });

  it('does not read inherited properties', () => {
    expect(readPath({}, 'constructor')).toBeUndefined();
    expect(readPath({}, '__proto__')).toBeUndefined();
  });
});

describe('parsePath', () => {
  it('splits into steps and rejects an unclosed bracket', () => {
    expect(parsePath('a.b[2]["c d"]')).toEqual(['a', 'b', '2', 'c d']);
    expect(parsePath('a[')).toBeNull();
    expect(parsePath("a['x")).toBeNull();
  });
});
