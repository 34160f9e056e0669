/**
 * The events screen's filters, which the service cannot apply (GET /events takes only a page): the
 * kind of event (`type`, words of it), the subject (`subject`, words of its name, id or kind) and a
 * time range (`from` and `to`, calendar days in the browser's time zone, both ends included). The
 * console applies them to every page it reads. Pure.
 */
import type { ApiEvent } from '@/api/models';
import { dayParam, textParam, type ParamValues } from '@/lib/list-search';
import { matchesQuery } from '@/lib/match-words';

export const eventFilterParams = {
  type: textParam,
  subject: textParam,
  from: dayParam,
  to: dayParam,
};

export type EventFilters = ParamValues<typeof eventFilterParams>;

export function hasEventFilters(filters: EventFilters): boolean {
  return Object.keys(filters).length > 0;
}

/** Midnight at the start of a day (`2026-10-31`), or of a later one, in the browser's time zone (ms). */
export function startOfDay(day: string, later = 0): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + later).getTime();
}

/** The range's bounds in ms: from the start of `from` to the end of `to` (either may be open). */
export function timeRange(filters: EventFilters): { from: number; to: number } {
  return {
    from: filters.from ? startOfDay(filters.from) : -Infinity,
    // The start of the day after, so the whole of `to` is in (a day can be 23 or 25 hours long).
    to: filters.to ? startOfDay(filters.to, 1) : Infinity,
  };
}

const timeOf = (event: ApiEvent) => (event.time?.utc ? Date.parse(event.time.utc) : Number.NaN);

export function matchesEventFilters(filters: EventFilters, event: ApiEvent): boolean {
  if (filters.type !== undefined && !matchesQuery(filters.type, event.kind)) return false;
  if (filters.subject !== undefined) {
    const subject = event.subject;
    if (!subject) return false;
    if (!matchesQuery(filters.subject, subject.label, subject.name, subject.id, subject.key))
      return false;
  }
  if (filters.from !== undefined || filters.to !== undefined) {
    const time = timeOf(event);
    const range = timeRange(filters);
    if (Number.isNaN(time) || time < range.from || time >= range.to) return false;
  }
  return true;
}

/**
 * Events come newest first: once a page ends before the range starts, no later page can match, so
 * the search stops reading there.
 */
export function pastTheRange(filters: EventFilters, rows: readonly ApiEvent[]): boolean {
  if (filters.from === undefined) return false;
  const last = rows.at(-1);
  const time = last ? timeOf(last) : Number.NaN;
  return !Number.isNaN(time) && time < startOfDay(filters.from);
}
