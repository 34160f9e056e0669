/**
 * The overview's period arithmetic: the period chosen (the last 24 hours, 7 days or 30 days, ending
 * now), the one before it (as long, ending where it starts), and the chart's slots. Slots are whole
 * UTC hours (24 hours) or whole UTC days (7 and 30 days), the last one holding now, so a slot's label
 * is an hour or a date and reads the same on every screen; the chart's first slot therefore starts
 * up to an hour (or a day) after the period does.
 */
import type { Period } from '@/features/actions';

export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;

const LENGTH_MS: Record<Period, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
};

export interface PeriodWindow {
  period: Period;
  /** The period's first instant (epoch ms, included). */
  start: number;
  /** Now: the period's end (excluded). */
  end: number;
  /** The previous period's first instant: it runs from here to `start`. */
  previousStart: number;
}

export function periodWindow(period: Period, now: number): PeriodWindow {
  const length = LENGTH_MS[period];
  return { period, start: now - length, end: now, previousStart: now - 2 * length };
}

/** Whether an instant (ISO 8601) falls in [from, to). */
export function within(instant: string | null, from: number, to: number): boolean {
  if (instant === null) return false;
  const ms = Date.parse(instant);
  return Number.isFinite(ms) && ms >= from && ms < to;
}

export interface Slot {
  start: number;
  end: number;
}

/** The chart's slots, oldest first: 24 UTC hours, or 7 or 30 UTC days, the last holding `end`. */
export function chartSlots({ period, end }: PeriodWindow): Slot[] {
  const size = period === '24h' ? HOUR_MS : DAY_MS;
  const count = period === '24h' ? 24 : period === '7d' ? 7 : 30;
  const last = Math.floor(end / size) * size;
  return Array.from({ length: count }, (_, index) => {
    const start = last - (count - 1 - index) * size;
    return { start, end: start + size };
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A slot's label: `14:00` for an hour, `Nov 27` for a day (UTC). */
export function slotLabel(slot: Slot): string {
  const date = new Date(slot.start);
  if (slot.end - slot.start < DAY_MS) return `${String(date.getUTCHours()).padStart(2, '0')}:00`;
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${String(date.getUTCDate())}`;
}
