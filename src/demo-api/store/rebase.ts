/**
 * The demo in the browser moves its seeded history to the calendar: every seeded time is moved by
 * whole hours so that the seed's "now" (SEED_NOW_MS) falls within the last hour, and the last week's
 * story (../seed/story.ts) is the last week the overview shows, its last day the last 24 hours
 * whatever the time of day (whole days left the seed's now up to a day behind, and the story's last
 * day out of the overview's 24 hours for part of each day).
 * The seed itself stays fixed (tests and the sandbox read it as built); only the browser's demo API
 * rebases it, when its worker starts (a reset reads the same rebased seed).
 */
import type { SeedPart, SeedSource } from '../seed-file';
import { SEED_NOW_MS } from './clock';

const HOUR_MS = 3600_000;

/** The whole hours from the seed's "now" to `now` (none when the clock is before it). */
export function rebaseShift(now: number): number {
  return Math.max(0, Math.floor((now - SEED_NOW_MS) / HOUR_MS) * HOUR_MS);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A record with each `…_at` field that holds an instant moved by `shift`. */
function moved<T>(record: T, shift: number): T {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return record;
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [name, value] of Object.entries(copy)) {
    if (name.endsWith('_at') && typeof value === 'string' && ISO_INSTANT.test(value))
      copy[name] = new Date(Date.parse(value) + shift).toISOString();
  }
  return copy as T;
}

const TIMED_PARTS: ReadonlySet<SeedPart> = new Set([
  'workflows',
  'actionTypes',
  'users',
  'installedApps',
  'executions',
  'actions',
  'events',
]);

/** The seed with its records' times moved by `shift` ms (each part moved once, when first read). */
export function rebasedSeed(source: SeedSource, shift: number): SeedSource {
  if (shift === 0) return source;
  const done = new Map<SeedPart, unknown>();
  return {
    size: (part) => source.size(part),
    read: (part) => {
      if (!TIMED_PARTS.has(part)) return source.read(part);
      if (!done.has(part)) {
        const rows = source.read(part) as unknown;
        done.set(part, Array.isArray(rows) ? rows.map((row: unknown) => moved(row, shift)) : rows);
      }
      return done.get(part) as ReturnType<typeof source.read<typeof part>>;
    },
  };
}
