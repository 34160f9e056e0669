/** Small helpers shared by the seed modules: time arithmetic, ids, copies and slugs. */
import { SEED_NOW_MS } from '@/demo-api/store/clock';
import { uuidv7, type Random } from '@/demo-api/store/random';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The instant as records store it. */
export const iso = (ms: number): string => new Date(ms).toISOString();

/** A UUIDv7 made from the record's created time, so ids sort in creation order. */
export const idAt = (rng: Random, ms: number): string => uuidv7(ms, (length) => rng.hex(length));

/** A random instant between `maxDays` and `minDays` days before the seed's "now". */
export function daysAgo(rng: Random, minDays: number, maxDays: number): number {
  return SEED_NOW_MS - rng.int(Math.round(minDays * DAY), Math.round(maxDays * DAY));
}

/** A random instant in [start, end] (end is clamped to just before the seed's "now"). */
export function between(rng: Random, start: number, end: number): number {
  const last = Math.min(end, SEED_NOW_MS - MINUTE);
  return last <= start ? start : rng.int(start, last);
}

/** A deep copy: records never share objects (the store mutates them). */
export const clone = <T>(value: T): T => structuredClone(value);

/** `Notify #sales when a deal closes` -> `notify-sales-when-a-deal-closes`. */
export function slugify(text: string, maxLength = 64): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  return cut.slice(0, Math.max(cut.lastIndexOf('-'), 1));
}

/** `base`, or `base-2`, `base-3`, ... whichever is not taken yet (and marks it taken). */
export function unique(base: string, taken: Set<string>): string {
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  taken.add(candidate);
  return candidate;
}

/** Sort records by their created instant (ties keep their order). */
export function byCreated<T extends { created_at: string }>(items: T[]): T[] {
  return [...items].sort((a, b) =>
    a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0,
  );
}

/** Title-case the first letter. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
