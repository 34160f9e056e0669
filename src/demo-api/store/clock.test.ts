import { describe, expect, it } from 'vitest';
import { timestampTrio } from './clock';

describe('timestampTrio', () => {
  it('writes a summer instant in New York daylight time', () => {
    expect(timestampTrio('run_at', '2025-07-13T05:01:09.500Z')).toEqual({
      run_at: '2025-07-13T01:01:09-04:00',
      run_at_string: 'Jul 13, 2025 01:01 am EDT',
      run_at_utc: '2025-07-13T05:01:09Z',
    });
  });

  it('writes a winter instant in standard time, across the date line of the zone', () => {
    expect(timestampTrio('created_at', '2026-01-01T03:30:00Z')).toEqual({
      created_at: '2025-12-31T22:30:00-05:00',
      created_at_string: 'Dec 31, 2025 10:30 pm EST',
      created_at_utc: '2026-01-01T03:30:00Z',
    });
  });

  it('asks the time zone data for years outside the rule (2006 changed on the first Sunday of April)', () => {
    expect(timestampTrio('at', '2006-03-20T12:00:00Z').at).toBe('2006-03-20T07:00:00-05:00');
    expect(timestampTrio('at', '2006-04-10T12:00:00Z').at_string).toBe('Apr 10, 2006 08:00 am EDT');
  });

  it('is all null for no instant or one that is not a date', () => {
    const none = { at: null, at_string: null, at_utc: null };
    expect(timestampTrio('at', null)).toEqual(none);
    expect(timestampTrio('at', 'soon')).toEqual(none);
  });
});
