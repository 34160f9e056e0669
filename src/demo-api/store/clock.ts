/**
 * Timestamps in the interface's three forms, in the demo account's time zone (New York; its rule is
 * in ./new-york-time.ts, the time zone data answers for years outside it):
 * `X_at` (ISO 8601 with the zone's offset), `X_at_string` (`Jul 13, 2025 01:01 am EDT`) and
 * `X_at_utc` (ISO 8601 ending in `Z`).
 */
import { newYorkZoneAt } from './new-york-time';

/** The clock works this zone out by its own rule (./new-york-time.ts): change the two together. */
export const ACCOUNT_TIME_ZONE = 'America/New_York';

/** The instant the seed data is built around ("now" for the seeded history). */
export const SEED_NOW_MS = Date.UTC(2026, 10, 1, 15, 0, 0);

export type TimestampTrio<K extends string> = {
  [P in K | `${K}_string` | `${K}_utc`]: string | null;
};

let partsFormatter: Intl.DateTimeFormat | undefined;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  zoneName: string;
}

/** The wall clock in the account's zone, from the time zone data (made the first time it is needed). */
function partsFromIntl(date: Date): ZonedParts {
  partsFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ACCOUNT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  const parts: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    zoneName: parts.timeZoneName ?? 'UTC',
  };
}

/** The wall clock in the account's zone: by New York's rule where it holds (./new-york-time.ts). */
function zonedParts(date: Date): ZonedParts {
  const zone = newYorkZoneAt(date.getTime());
  if (!zone) return partsFromIntl(date);
  const wall = new Date(date.getTime() + zone.offsetMinutes * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    zoneName: zone.zoneName,
  };
}

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, '0');

/** `2025-07-13T01:01:00-04:00` */
export function toZonedIso(date: Date): string {
  const p = zonedParts(date);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const offsetMinutes = Math.round((wallAsUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${offset}`;
}

/** `Jul 13, 2025 01:01 am EDT` */
export function toHumanString(date: Date): string {
  const p = zonedParts(date);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const meridiem = p.hour < 12 ? 'am' : 'pm';
  return `${MONTHS[p.month - 1]} ${p.day}, ${p.year} ${pad(hour12)}:${pad(p.minute)} ${meridiem} ${p.zoneName}`;
}

/** `2025-07-13T05:01:00Z` */
export function toUtcIso(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The three fields of one timestamp attribute, all null when the instant is null. */
export function timestampTrio<K extends string>(name: K, instant: string | null): TimestampTrio<K> {
  const date = instant === null ? null : new Date(instant);
  const valid = date !== null && !Number.isNaN(date.getTime());
  return {
    [name]: valid ? toZonedIso(date) : null,
    [`${name}_string`]: valid ? toHumanString(date) : null,
    [`${name}_utc`]: valid ? toUtcIso(date) : null,
  } as TimestampTrio<K>;
}

/** The current instant as records store it. */
export function nowInstant(now: number = Date.now()): string {
  return new Date(now).toISOString();
}
