/** `2025-07-13T05:01:00Z` -> `2025-07-13 05:01:00 UTC` (or the raw value if it is not a date). */
export function formatUtc(utc: string): string {
  const date = new Date(utc);
  if (Number.isNaN(date.getTime())) return utc;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
