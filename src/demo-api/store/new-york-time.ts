/**
 * New York's offset from UTC and its zone's short name at an instant, by the United States' rule in
 * force since 2007: daylight time (EDT, UTC-4) from 2:00 on the second Sunday of March to 2:00 on the
 * first Sunday of November, standard time (EST, UTC-5) otherwise. Null outside 2007 to 2099, where
 * the caller asks `Intl` (the browser's time zone data) instead.
 *
 * Why not always `Intl`: the demo API's worker pays for its thread's first `Intl.DateTimeFormat` in a
 * time zone (ICU loading its zone data): 26 ms on a quiet machine and 85 to 100 ms during a first
 * visit, before it can answer the first screen. The rule is checked against `Intl`, instant by
 * instant around every change and hour by hour through whole years, in new-york-time.test.ts.
 */

export interface ZoneAt {
  /** Minutes east of UTC (New York: -240 or -300). */
  offsetMinutes: number;
  zoneName: 'EDT' | 'EST';
}

const FIRST_YEAR = 2007;
const LAST_YEAR = 2099;

/** The instant of the `nth` Sunday (from 1) of `month` (0-based) of `year` at `utcHour` UTC. */
function nthSunday(year: number, month: number, nth: number, utcHour: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
  return Date.UTC(year, month, day, utcHour);
}

const EDT: ZoneAt = { offsetMinutes: -240, zoneName: 'EDT' };
const EST: ZoneAt = { offsetMinutes: -300, zoneName: 'EST' };

export function newYorkZoneAt(ms: number): ZoneAt | null {
  const year = new Date(ms).getUTCFullYear();
  if (!(year >= FIRST_YEAR && year <= LAST_YEAR)) return null;
  // 2:00 EST is 7:00 UTC; 2:00 EDT is 6:00 UTC.
  const start = nthSunday(year, 2, 2, 7);
  const end = nthSunday(year, 10, 1, 6);
  return ms >= start && ms < end ? EDT : EST;
}
