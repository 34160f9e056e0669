/** `30 minutes`, with the unit as the service gives it. */
export function callbackTimeout(n: number | null, unit: string | null): string {
  if (n === null) return 'No timeout set';
  const word = unit ?? 'units';
  return `${n} ${n === 1 ? word.replace(/s$/, '') : word}`;
}
