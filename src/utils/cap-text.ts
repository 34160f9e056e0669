/**
 * Bounds on text the console did not write. A service can answer a 2 MB error message or save
 * thousands of answers; the console shows a preview and lets the user ask for the rest.
 */

/** How much of a service's message the console shows before "Show all". */
export const SERVICE_TEXT_PREVIEW = 300;

export interface CappedText {
  /** At most `max` characters of the text (a surrogate pair is never cut in half). */
  text: string;
  truncated: boolean;
  /** The whole text's length. */
  length: number;
}

export function capText(text: string, max: number): CappedText {
  if (text.length <= max) return { text, truncated: false, length: text.length };
  const last = text.charCodeAt(max - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? max - 1 : max;
  return { text: text.slice(0, end), truncated: true, length: text.length };
}

/** The text cut to `max` characters, with an ellipsis when something was left out. */
export function truncate(text: string, max: number): string {
  const capped = capText(text, max);
  return capped.truncated ? `${capped.text}…` : text;
}

export interface CappedList<T> {
  shown: T[];
  /** How many were left out. */
  hidden: number;
}

export function capList<T>(items: readonly T[], max: number): CappedList<T> {
  return { shown: items.slice(0, max), hidden: Math.max(0, items.length - max) };
}
