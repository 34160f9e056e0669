import { describe, expect, it } from 'vitest';
import { withoutUndefined } from './objects';

describe('withoutUndefined', () => {
  it('drops undefined values and keeps null, false and 0', () => {
    expect(withoutUndefined({ a: undefined, b: null, c: false, d: 0, e: 'x' })).toEqual({
      b: null,
      c: false,
      d: 0,
      e: 'x',
    });
  });
});
