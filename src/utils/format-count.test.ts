import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups whole numbers by thousands, as en-US does', () => {
    for (const value of [
      0,
      7,
      12,
      999,
      1000,
      1596,
      12345,
      999999,
      1000000,
      1234567890,
      -1,
      -1596,
      -1234567,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
    ])
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-US').format(value));
  });

  it('shows minus zero as 0', () => {
    expect(formatCount(-0)).toBe('0');
  });

  it('leaves fractions, huge numbers and non-numbers to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
