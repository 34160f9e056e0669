/**
 * `1,596`: a count as people read it (en-US grouping). Whole numbers, the only counts the service
 * sends, are grouped here by hand: the first `Intl.NumberFormat` of a page loads the browser's
 * locale data, several milliseconds on the first visit's critical path (measured in a CPU profile of
 * the workflow list's first load). Anything else (fractions, numbers too large to be exact) goes to
 * one `Intl.NumberFormat`, made on first use.
 */
let formatter: Intl.NumberFormat | undefined;

export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value))
    return (formatter ??= new Intl.NumberFormat('en-US')).format(value);
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3)
    grouped += `,${digits.slice(at, at + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}
