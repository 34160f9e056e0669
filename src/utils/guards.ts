/**
 * Type guards for reading untrusted data (the service's answers, config.json, web storage, files,
 * messages from other windows): one small function per question, so a bundle takes only the ones it
 * uses. Decoders with a schema use valibot (src/api/decode/); these are for the readers that pick
 * fields one by one and fall back where a field is missing or wrong.
 *
 * The embed SDK (src/embed/sdk) keeps its own two guards: it imports nothing outside its folder
 * (eslint.layers.js), so its declarations build from that folder alone.
 */

/** A JSON object (not null, not an array): what `typeof x === 'object'` alone does not tell. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property only: `ownValue(fields, 'constructor')` must not find Object's. */
export const ownValue = (fields: Readonly<Record<string, unknown>>, key: string): unknown =>
  Object.hasOwn(fields, key) ? fields[key] : undefined;

/** A string of at least one character (white space counts). */
export const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value !== '';

/** The string if it has at least one character; undefined for anything else. */
export const nonEmptyString = (value: unknown): string | undefined =>
  isNonEmptyString(value) ? value : undefined;

/** A string with something besides white space in it. */
export const isNonBlankString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The text of a string that is not blank, trimmed; undefined for anything else. */
export const trimmedText = (value: unknown): string | undefined =>
  isNonBlankString(value) ? value.trim() : undefined;

/** A number that is neither NaN nor infinite; undefined for anything else. */
export const finiteNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
