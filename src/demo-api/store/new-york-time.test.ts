import { describe, expect, it } from 'vitest';
import { newYorkZoneAt } from './new-york-time';

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** What the time zone data says: the offset (wall clock minus UTC) and the zone's short name. */
function fromIntl(ms: number) {
  const parts = Object.fromEntries(
    formatter.formatToParts(ms).map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return {
    offsetMinutes: Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000),
    zoneName: parts.timeZoneName,
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The instants where the offset changes in `year`: each day whose offset differs from the day
 * before's, bisected to the second. */
function changesIn(year: number): number[] {
  const changes: number[] = [];
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += DAY) {
    if (fromIntl(t).offsetMinutes === fromIntl(t + DAY).offsetMinutes) continue;
    let low = t;
    let high = t + DAY;
    while (high - low > 1000) {
      const mid = low + Math.floor((high - low) / 2000) * 1000;
      if (fromIntl(mid).offsetMinutes === fromIntl(low).offsetMinutes) low = mid;
      else high = mid;
    }
    changes.push(high);
  }
  return changes;
}

describe('newYorkZoneAt', () => {
  it('agrees with the time zone data a second either side of every change from 2007 to 2099', () => {
    for (let year = 2007; year <= 2099; year += 1) {
      const changes = changesIn(year);
      expect(changes, `${year}`).toHaveLength(2);
      for (const change of changes)
        for (const ms of [change - 1000, change, change + 1000])
          expect(newYorkZoneAt(ms), new Date(ms).toISOString()).toEqual(fromIntl(ms));
    }
  });

  it('agrees with it hour by hour through the years the demo data spans', () => {
    for (const year of [2025, 2026]) {
      for (let ms = Date.UTC(year, 0, 1); ms < Date.UTC(year + 1, 0, 1); ms += HOUR)
        expect(newYorkZoneAt(ms + 59_000)).toEqual(fromIntl(ms + 59_000));
    }
  });

  it('leaves instants outside 2007 to 2099 to the time zone data', () => {
    expect(newYorkZoneAt(Date.UTC(2006, 5, 1))).toBeNull();
    expect(newYorkZoneAt(Date.UTC(2100, 0, 1))).toBeNull();
    expect(newYorkZoneAt(Number.NaN)).toBeNull();
  });
});
