/** Form field definitions (`object: field`), used by workflows, action types and installed schemas. */
import * as v from 'valibot';
import { isPlainObject } from '@/utils/guards';
import type { Decoded } from './core';
import { anyObject, flag, listOf, optionalText, text, textMap } from './fields';

const pagination = v.fallback(
  v.object({
    type: optionalText,
    max_items: v.fallback(v.nullable(v.pipe(v.number(), v.integer())), null),
    cursor_path: optionalText,
    cursor_param: optionalText,
  }),
  { type: null, max_items: null, cursor_path: null, cursor_param: null },
);

const filter = v.object({
  id: optionalText,
  type: optionalText,
  field: optionalText,
  value: optionalText,
});

/**
 * Type-specific configuration. Only AsyncSelect's keys are known; the whole object is also kept as
 * it came (`raw`), since other field types may carry configuration the console does not know.
 */
export const fieldData = v.pipe(
  v.optional(anyObject, {}),
  v.transform((raw) => ({
    raw,
    ...v.parse(
      v.object({
        url: optionalText,
        target_url: optionalText,
        label_key: optionalText,
        value_key: optionalText,
        object_key: optionalText,
        parameters: textMap,
        pagination,
        fetch_mode: optionalText,
        filters: listOf(filter),
      }),
      raw,
    ),
  })),
);
export type FieldData = Decoded<typeof fieldData>;

/**
 * A field definition. A field needs a name or an id to be answerable at all; the label falls back to
 * the name, and the type is any string (unknown types are shown as unsupported, never dropped).
 */
export const field = v.pipe(
  v.object({
    id: text,
    name: text,
    label: text,
    description: optionalText,
    type: v.fallback(v.string(), '(no type)'),
    required: flag,
    advanced: flag,
    data: fieldData,
  }),
  v.check((f) => f.id !== '' || f.name !== '', 'a field without an id or a name'),
  v.transform((f) => ({ ...f, id: f.id || f.name, label: f.label || f.name || f.id })),
);
export type Field = Decoded<typeof field>;

export const fieldList = listOf(field);

/**
 * A settings form: its usable fields, and what could not be used, in words (the settings screen
 * shows them to the admin: a form whose fields silently vanish would be worse than a broken one).
 */
export function readForm(raw: unknown): { fields: Field[]; problems: string[] } {
  if (raw === undefined || raw === null) return { fields: [], problems: [] };
  if (!Array.isArray(raw)) return { fields: [], problems: ['The form is not a list of fields.'] };
  const fields: Field[] = [];
  const problems: string[] = [];
  raw.forEach((item: unknown, index) => {
    const result = v.safeParse(field, item);
    if (result.success) fields.push(result.output);
    else
      problems.push(
        isPlainObject(item)
          ? `Field ${String(index + 1)} has neither an id nor a name and was left out.`
          : `Field ${String(index + 1)} is not an object and was left out.`,
      );
  });
  return { fields, problems };
}
