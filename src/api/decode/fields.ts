/**
 * Field-level decoders shared by every resource: each falls back to a neutral value, so a missing or
 * mistyped value hides that one value (see core.ts for the rules).
 */
import * as v from 'valibot';
import type { Schema } from './core';

/** A required identifier: a non-empty string, or the record is unreadable. */
export const id = v.pipe(v.string(), v.minLength(1));

/** Text the interface always sends; '' when missing or not a string. */
export const text = v.fallback(v.string(), '');

/** Text that may be null; null when missing, empty or not a string. */
export const optionalText = v.fallback(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => (value === '' ? null : value)),
  ),
  null,
);

/** A boolean; false when missing or not a boolean. */
export const flag = v.fallback(v.boolean(), false);

/** A count or size; null (shown as "—") when missing or not a finite number. */
export const count = v.fallback(v.nullable(v.pipe(v.number(), v.finite())), null);

/** A value whose shape the interface leaves open: kept as it came (screens read it as JSON). */
export const json = v.optional(v.unknown());

/** A JSON object or null; anything else is null. */
export const jsonObject = v.fallback(v.nullable(v.record(v.string(), v.unknown())), null);

/** A JSON object; {} when it is anything else. */
export const anyObject = v.fallback(v.record(v.string(), v.unknown()), {});

/** An array of `item`; a non-array is [], and items that cannot be read are dropped. */
export function listOf<T>(item: Schema<T>) {
  return v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items): T[] =>
        items.flatMap((value) => {
          const result = v.safeParse(item, value);
          return result.success ? [result.output] : [];
        }),
      ),
    ),
    [],
  );
}

/** An array of strings (non-strings dropped). */
export const textList = listOf(v.string());

/** The strings of `items`, each once, in the order first given. */
const uniqueStrings = (items: unknown[]): string[] => [
  ...new Set(items.filter((item): item is string => typeof item === 'string')),
];
const names = v.pipe(v.array(v.unknown()), v.transform(uniqueStrings));

/**
 * Names that form a set (groups): strings only, each once, in the order first given; a non-list is
 * []. A name given twice would be a second chip for the same group, and two rows with one key.
 */
export const nameSet = v.fallback(names, []);

/** The same, or null (user and data-type `groups`), also for anything that is not a list. */
export const optionalNameSet = v.fallback(v.nullable(names), null);

/** A string-to-string map; non-string values are dropped, a non-object is {}. */
export const textMap = v.fallback(
  v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((value) =>
      Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
    ),
  ),
  {},
);

/** The three forms of one timestamp (`X_at`, `X_at_string`, `X_at_utc`), each null when absent. */
export function timestamp<N extends string>(name: N) {
  return {
    [name]: optionalText,
    [`${name}_string`]: optionalText,
    [`${name}_utc`]: optionalText,
  } as Record<N | `${N}_string` | `${N}_utc`, typeof optionalText>;
}
