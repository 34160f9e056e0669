/** A copy of `value` without the keys whose value is undefined (for URL state and saved settings). */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/**
 * JSON.stringify typed as it behaves: undefined for undefined, functions and symbols (the standard
 * library's type says it always returns a string).
 */
export const stringifyJson: (value: unknown) => string | undefined = (value) =>
  JSON.stringify(value);
