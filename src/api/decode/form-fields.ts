/**
 * Form field definitions (`object: field`), used by workflows, action types, installed schemas and
 * the embed. Read field by field with the guards of src/utils/guards.ts rather than a valibot
 * schema, so the embed's headless hook (src/embed/react) reads forms without bundling valibot; the
 * rules are docs/decoding.md's: text falls back to '', optional text to null, flags to false, a
 * non-object `data` to {}, unreadable list items are dropped. `fieldList` (./action-types.ts) wraps
 * `readFields` for the resources decoded with valibot.
 */
import { isPlainObject, nonEmptyString } from '@/utils/guards';

export interface FieldFilter {
  id: string | null;
  type: string | null;
  field: string | null;
  value: string | null;
}

export interface FieldPagination {
  type: string | null;
  max_items: number | null;
  cursor_path: string | null;
  cursor_param: string | null;
}

/**
 * Type-specific configuration. Only AsyncSelect's keys are known; the whole object is also kept as
 * it came (`raw`), since other field types may carry configuration the console does not know.
 */
export interface FieldData {
  raw: Record<string, unknown>;
  url: string | null;
  target_url: string | null;
  label_key: string | null;
  value_key: string | null;
  object_key: string | null;
  /** Query parameters by name; values that are not strings are dropped. */
  parameters: Record<string, string>;
  pagination: FieldPagination;
  fetch_mode: string | null;
  filters: FieldFilter[];
}

export interface Field {
  /** The field's id, else its name: never both empty. */
  id: string;
  name: string;
  /** The label, else the name, else the id. */
  label: string;
  description: string | null;
  /** Any string (unknown types are shown as unsupported, never dropped); '(no type)' when missing. */
  type: string;
  required: boolean;
  advanced: boolean;
  data: FieldData;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** Null when missing, empty or not a string. */
const optionalText = (value: unknown): string | null => nonEmptyString(value) ?? null;
const flag = (value: unknown): boolean => value === true;
const objectOf = (value: unknown): Record<string, unknown> => (isPlainObject(value) ? value : {});

function readPagination(value: unknown): FieldPagination {
  const pagination = objectOf(value);
  const max = pagination.max_items;
  return {
    type: optionalText(pagination.type),
    max_items: typeof max === 'number' && Number.isInteger(max) ? max : null,
    cursor_path: optionalText(pagination.cursor_path),
    cursor_param: optionalText(pagination.cursor_param),
  };
}

const readFilter = (value: unknown): FieldFilter[] =>
  isPlainObject(value)
    ? [
        {
          id: optionalText(value.id),
          type: optionalText(value.type),
          field: optionalText(value.field),
          value: optionalText(value.value),
        },
      ]
    : [];

const textMap = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(objectOf(value)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

export function readFieldData(value: unknown): FieldData {
  const raw = objectOf(value);
  return {
    raw,
    url: optionalText(raw.url),
    target_url: optionalText(raw.target_url),
    label_key: optionalText(raw.label_key),
    value_key: optionalText(raw.value_key),
    object_key: optionalText(raw.object_key),
    parameters: textMap(raw.parameters),
    pagination: readPagination(raw.pagination),
    fetch_mode: optionalText(raw.fetch_mode),
    filters: Array.isArray(raw.filters) ? raw.filters.flatMap(readFilter) : [],
  };
}

/**
 * A field definition, or undefined when it is not an object or has neither an id nor a name (a field
 * needs one of them to be answerable at all).
 */
export function readField(value: unknown): Field | undefined {
  if (!isPlainObject(value)) return undefined;
  const id = text(value.id);
  const name = text(value.name);
  if (id === '' && name === '') return undefined;
  return {
    id: id || name,
    name,
    label: text(value.label) || name || id,
    description: optionalText(value.description),
    type: typeof value.type === 'string' ? value.type : '(no type)',
    required: flag(value.required),
    advanced: flag(value.advanced),
    data: readFieldData(value.data),
  };
}

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
    const read = readField(item);
    if (read) fields.push(read);
    else
      problems.push(
        isPlainObject(item)
          ? `Field ${String(index + 1)} has neither an id nor a name and was left out.`
          : `Field ${String(index + 1)} is not an object and was left out.`,
      );
  });
  return { fields, problems };
}

/** The readable fields of a list (a non-list is []), as action types and installed schemas keep them. */
export const readFields = (raw: unknown): Field[] =>
  Array.isArray(raw) ? readForm(raw).fields : [];
