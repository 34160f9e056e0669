/**
 * `1,596`: a count as people read it. One formatter for the page: `Number#toLocaleString` builds a
 * new one on each call, which made a list of counts measurably slow to render.
 */
const formatter = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return formatter.format(value);
}
