import { describe, expect, it } from 'vitest';
import { deepEqual, diffValues, formatPath, MAX_DIFF_DEPTH, previewValue } from './value-diff';

describe('diffValues', () => {
  it('finds nothing between equal values, whatever the key order', () => {
    expect(diffValues({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toEqual([]);
  });

  it('reports added, removed and changed paths', () => {
    expect(
      diffValues(
        { key: 'deal.closed', conditions: [{ value: '10' }, { value: 'x' }], gone: true },
        { key: 'deal.won', conditions: [{ value: '20' }], extra: { deep: 1 } },
      ),
    ).toEqual([
      { kind: 'changed', path: ['conditions', 0, 'value'], before: '10', after: '20' },
      { kind: 'removed', path: ['conditions', 1], before: { value: 'x' } },
      { kind: 'added', path: ['extra'], after: { deep: 1 } },
      { kind: 'removed', path: ['gone'], before: true },
      { kind: 'changed', path: ['key'], before: 'deal.closed', after: 'deal.won' },
    ]);
  });

  it('treats null, a missing value and a type change as changes of the whole value', () => {
    expect(diffValues(null, { match: 'all' })).toEqual([
      { kind: 'changed', path: [], before: null, after: { match: 'all' } },
    ]);
    expect(diffValues(undefined, 'x')).toEqual([{ kind: 'added', path: [], after: 'x' }]);
    expect(diffValues([1], { 0: 1 })).toEqual([
      { kind: 'changed', path: [], before: [1], after: { 0: 1 } },
    ]);
  });
});

describe('formatPath', () => {
  it('writes dots, indexes and quoted odd keys', () => {
    expect(formatPath(['conditions', 0, 'value'])).toBe('conditions[0].value');
    expect(formatPath(['data', 'odd key'])).toBe('data["odd key"]');
    expect(formatPath([])).toBe('(whole value)');
  });
});

describe('deepEqual and previewValue', () => {
  it('compare deeply and preview briefly', () => {
    expect(deepEqual({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(previewValue('x'.repeat(100), 10)).toBe('"xxxxxxxx…');
    expect(previewValue({ a: 1 })).toBe('{"a":1}');
    expect(previewValue(undefined)).toBe('(nothing)');
  });

  it('compares values nested far deeper than a call stack goes', () => {
    const nested = (depth: number, bottom: unknown): unknown => {
      let value = bottom;
      for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { next: value };
      return value;
    };
    expect(deepEqual(nested(100_000, 'end'), nested(100_000, 'end'))).toBe(true);
    expect(deepEqual(nested(100_000, 'end'), nested(100_000, 'other end'))).toBe(false);
    expect(diffValues(nested(3, 1), nested(3, 2))).toHaveLength(1);
  });

  it('diffs values nested thousands deep, naming the change down to a bounded depth', () => {
    const nested = (depth: number, bottom: unknown): unknown => {
      let value = bottom;
      for (let level = 0; level < depth; level += 1) value = { next: value };
      return value;
    };
    const [change, ...others] = diffValues(nested(20_000, 1), nested(20_000, 2));
    expect(others).toEqual([]);
    expect(change?.kind).toBe('changed');
    expect(change?.path).toHaveLength(MAX_DIFF_DEPTH);
    expect(diffValues(nested(10, 1), nested(10, 2))[0]?.path).toHaveLength(10);
  });
});
