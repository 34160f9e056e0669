import { describe, expect, it } from 'vitest';
import {
  finiteNumber,
  isNonBlankString,
  isNonEmptyString,
  isPlainObject,
  nonEmptyString,
  ownValue,
  trimmedText,
} from './guards';

describe('the type guards for untrusted data', () => {
  it('isPlainObject takes objects only, not null, arrays or primitives', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject({ a: 1 })).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject(null)).toBe(false);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject('{}')).toBe(false);
    expect(isPlainObject(1)).toBe(false);
    expect(isPlainObject(undefined)).toBe(false);
  });

  it('ownValue reads own properties only, never inherited ones', () => {
    const fields = JSON.parse('{"id":"a","__proto__":"b"}') as Record<string, unknown>;
    expect(ownValue(fields, 'id')).toBe('a');
    expect(ownValue(fields, '__proto__')).toBe('b');
    expect(ownValue(fields, 'constructor')).toBeUndefined();
    expect(ownValue(fields, 'toString')).toBeUndefined();
    expect(ownValue(fields, 'missing')).toBeUndefined();
  });

  it('isNonEmptyString refuses the empty string and non-strings; white space counts', () => {
    expect(isNonEmptyString('a')).toBe(true);
    expect(isNonEmptyString(' ')).toBe(true);
    expect(isNonEmptyString('')).toBe(false);
    expect(isNonEmptyString(1)).toBe(false);
    expect(isNonEmptyString(null)).toBe(false);
  });

  it('nonEmptyString gives the string as it is, or undefined', () => {
    expect(nonEmptyString(' a ')).toBe(' a ');
    expect(nonEmptyString('')).toBeUndefined();
    expect(nonEmptyString(7)).toBeUndefined();
  });

  it('isNonBlankString refuses strings of white space only', () => {
    expect(isNonBlankString(' a ')).toBe(true);
    expect(isNonBlankString(' \n\t')).toBe(false);
    expect(isNonBlankString('')).toBe(false);
    expect(isNonBlankString(['a'])).toBe(false);
  });

  it('trimmedText trims, and gives undefined for blank strings and non-strings', () => {
    expect(trimmedText('  main  ')).toBe('main');
    expect(trimmedText('a b')).toBe('a b');
    expect(trimmedText('   ')).toBeUndefined();
    expect(trimmedText(42)).toBeUndefined();
    expect(trimmedText(undefined)).toBeUndefined();
  });

  it('finiteNumber refuses NaN, the infinities and numeric strings', () => {
    expect(finiteNumber(0)).toBe(0);
    expect(finiteNumber(-1.5)).toBe(-1.5);
    expect(finiteNumber(Number.NaN)).toBeUndefined();
    expect(finiteNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(finiteNumber('3')).toBeUndefined();
    expect(finiteNumber(null)).toBeUndefined();
  });
});
