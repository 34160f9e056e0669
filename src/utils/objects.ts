/** A copy of `value` without the keys whose value is undefined (for URL state and saved settings). */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
