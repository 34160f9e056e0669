/**
 * Times as people read them: "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago",
 * "3 weeks ago", "2 months ago", "1 year ago", and the same in the future ("in 2 days"). A time a
 * little ahead of the browser's clock (a service's clock a little fast, or the page's clock between
 * two ticks) reads "just now": something that just happened is never "in a few seconds". Pure, so
 * the wording is tested once; the exact time is always one hover or focus away (see Timestamp).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far ahead of the browser's clock a time may be and still read "just now". */
export const AHEAD_IS_NOW_MS = 2 * MINUTE;

/** Units from the smallest: the amount below `until` (in ms) is said in this unit. */
const STEPS: readonly { until: number; size: number; one: string; many: string }[] = [
  { until: 45 * MINUTE, size: MINUTE, one: '1 min', many: 'min' },
  { until: 22 * HOUR, size: HOUR, one: '1 h', many: 'h' },
  { until: 7 * DAY, size: DAY, one: '1 day', many: 'days' },
  { until: 30 * DAY, size: 7 * DAY, one: '1 week', many: 'weeks' },
  { until: 345 * DAY, size: 30.44 * DAY, one: '1 month', many: 'months' },
  { until: Infinity, size: 365.25 * DAY, one: '1 year', many: 'years' },
];

/** The distance between `thenMs` and `nowMs` in words; NaN in, '' out. */
export function relativeTime(thenMs: number, nowMs: number): string {
  if (!Number.isFinite(thenMs) || !Number.isFinite(nowMs)) return '';
  const delta = thenMs - nowMs;
  const distance = Math.abs(delta);
  const past = delta <= 0;
  if (past ? distance < 45 * SECOND : distance < AHEAD_IS_NOW_MS) return 'just now';
  // A day boundary reads better as a word than as "1 day".
  if (distance >= 22 * HOUR && distance < 36 * HOUR) return past ? 'yesterday' : 'tomorrow';
  const step = STEPS.find((candidate) => distance < candidate.until) ?? STEPS[STEPS.length - 1];
  if (step === undefined) return '';
  const amount = Math.max(1, Math.round(distance / step.size));
  const words = amount === 1 ? step.one : `${String(amount)} ${step.many}`;
  return past ? `${words} ago` : `in ${words}`;
}

/** A duration in words: "850 ms", "42 s", "3 min 20 s", "2 h 5 min", "3 days 4 h". */
export function durationText(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  if (ms < SECOND) return `${String(Math.round(ms))} ms`;
  if (ms < MINUTE) return `${String(Math.round(ms / SECOND))} s`;
  const pair = (big: number, bigUnit: string, small: number, smallUnit: string) =>
    small > 0
      ? `${String(big)} ${bigUnit} ${String(small)} ${smallUnit}`
      : `${String(big)} ${bigUnit}`;
  if (ms < HOUR) {
    const seconds = Math.round(ms / SECOND);
    return pair(Math.floor(seconds / 60), 'min', seconds % 60, 's');
  }
  if (ms < DAY) {
    const minutes = Math.round(ms / MINUTE);
    return pair(Math.floor(minutes / 60), 'h', minutes % 60, 'min');
  }
  const hours = Math.round(ms / HOUR);
  const days = Math.floor(hours / 24);
  return pair(days, days === 1 ? 'day' : 'days', hours % 24, 'h');
}
