import { describe, expect, it } from 'vitest';
import { isoFromInput, localInputValue } from './time-input';

describe('the audit time filters', () => {
  it('show an ISO instant as local input text and read it back', () => {
    // 30 November 2026, 09:05 in whatever zone the tests run in.
    const instant = new Date(2026, 10, 30, 9, 5).toISOString();
    expect(localInputValue(instant)).toBe('2026-11-30T09:05');
    expect(isoFromInput('2026-11-30T09:05')).toBe(instant);
  });

  it('leave out what is empty or unreadable', () => {
    expect(localInputValue(undefined)).toBe('');
    expect(localInputValue('yesterday')).toBe('');
    expect(isoFromInput('')).toBeUndefined();
    expect(isoFromInput('2026-11-30')).toBeUndefined();
  });
});
