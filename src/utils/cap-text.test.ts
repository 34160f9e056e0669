import { describe, expect, it } from 'vitest';
import { capList, capText, truncate } from './cap-text';

describe('capText', () => {
  it('keeps short text whole', () => {
    expect(capText('Disk full.', 300)).toEqual({
      text: 'Disk full.',
      truncated: false,
      length: 10,
    });
    expect(capText('x'.repeat(300), 300).truncated).toBe(false);
  });

  it('keeps the first characters of a long text and says how long it was', () => {
    const long = 'a'.repeat(2 * 1024 * 1024);
    const capped = capText(long, 300);
    expect(capped.text).toHaveLength(300);
    expect(capped).toMatchObject({ truncated: true, length: 2 * 1024 * 1024 });
  });

  it('never cuts a surrogate pair in half', () => {
    const text = `${'a'.repeat(299)}😀${'b'.repeat(10)}`;
    expect(capText(text, 300).text).toBe('a'.repeat(299));
    expect(capText(text, 301).text).toBe(`${'a'.repeat(299)}😀`);
  });
});

describe('truncate', () => {
  it('adds an ellipsis only when something was cut', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('0123456789abc', 10)).toBe('0123456789…');
  });
});

describe('capList', () => {
  it('shows the first items and counts the rest', () => {
    expect(capList(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], hidden: 1 });
    expect(capList(['a'], 2)).toEqual({ shown: ['a'], hidden: 0 });
  });
});
