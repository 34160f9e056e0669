import { describe, expect, it } from 'vitest';
import { DEFAULT_STRINGS, STRINGS, stringsFor } from './form-strings';

describe('stringsFor', () => {
  it('finds a language by its tag, by its base language, or falls back to English', () => {
    expect(stringsFor('en')).toBe(STRINGS.en);
    expect(stringsFor('EN-gb')).toBe(STRINGS.en);
    expect(stringsFor('xx-YY')).toBe(DEFAULT_STRINGS);
    expect(stringsFor(undefined)).toBe(DEFAULT_STRINGS);
    // A built-in name is not a language.
    expect(stringsFor('constructor')).toBe(DEFAULT_STRINGS);
  });
});

describe('the English strings', () => {
  it('count in words the way the console always has', () => {
    const { fields, select, save } = STRINGS.en;
    expect(fields.advanced(1, false)).toBe('Advanced (1 field)');
    expect(fields.advanced(3, true)).toBe('Advanced (3 fields) · has errors');
    expect(select.loaded(1)).toBe('1 option loaded.');
    expect(select.matching(2, 1200, 'ab', false)).toBe(
      '2 of at least 1,200 options match “ab” so far.',
    );
    expect(select.matching(2, 1200, 'ab', true)).toBe('2 of 1,200 options match “ab”.');
    expect(save.summaryTitle(1)).toBe('One answer needs attention');
    expect(save.summaryTitle(2)).toBe('2 answers need attention');
  });
});
