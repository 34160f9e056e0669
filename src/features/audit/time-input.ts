/**
 * The Audit screen's time filters: the URL holds ISO 8601 instants (`from=2026-11-30T09:00:00.000Z`),
 * the inputs show the browser's local time (`<input type="datetime-local">`).
 */

/** `2026-11-30T10:00` in the local zone, or '' for no or an unreadable time. */
export function localInputValue(iso: string | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The instant an input's local time names, as ISO 8601; undefined for an empty or partial input. */
export function isoFromInput(value: string): string | undefined {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}
