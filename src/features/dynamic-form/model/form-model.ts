/**
 * Field definitions and saved answers (`form_data`) <-> the values of the form being edited, for a
 * given set of field types (./field-values.ts gives the console's: every type it edits).
 *
 * - Fields are registered under safe keys (`f0`, `f1`, ...): ids and names may hold brackets, dots or
 *   double underscores, which react-hook-form would read as paths.
 * - An answer is read by field id, else by field name; it is sent back under the key it was read
 *   from (new answers under the id), so a service that keys by name sees its own keys again.
 * - Each type's conversion lives in one model, which the field's slot carries. Types without one
 *   keep their saved value and send it back unchanged.
 * - The types here are the plain ones; JSON (./json-field-type.ts) brings a JSON scanner along, so
 *   it is a module of its own that code watching its size (the React package's headless hook) loads
 *   only for a form that has a JSON field.
 */
import type { Field } from '@/api/models';
import type { FormStrings } from '@/lib/i18n/form-strings';
import type { OptionValue } from './options';

export type FormValue = string | OptionValue | null;
export type FormValues = Record<string, FormValue>;

export interface FieldSlot {
  /** The key the form registers the field under. */
  key: string;
  field: Field;
  /** The `form_data` key its saved answer was read from, or null when it had none. */
  answerKey: string | null;
  /** The saved answer as the service sent it. */
  saved: unknown;
  /** Whether the form edits this type (else the saved value is kept as is). */
  supported: boolean;
  /** How values of its type convert and are checked; undefined for a type the form does not edit. */
  model: FieldTypeModel | undefined;
}

/** The label a user sees: the field's label, else its name. */
export const labelOf = (slot: FieldSlot): string =>
  slot.field.label || slot.field.name || slot.field.id;

type Answer = { send: true; value: unknown } | { send: false };

export interface FieldTypeModel {
  toValue: (saved: unknown) => FormValue;
  toAnswer: (value: FormValue, saved: unknown) => Answer;
  isEmpty: (value: FormValue) => boolean;
  /** A problem with the value beyond "required" (e.g. JSON that does not parse). */
  check?: (value: FormValue, strings: FormStrings['fields']) => string | undefined;
}

/** No text, or only white space. */
export const blankText = (value: FormValue): boolean =>
  typeof value !== 'string' || value.trim() === '';

const asText = (saved: unknown): string =>
  saved === undefined || saved === null
    ? ''
    : typeof saved === 'string'
      ? saved
      : typeof saved === 'number' || typeof saved === 'boolean'
        ? String(saved)
        : JSON.stringify(saved);

const text: FieldTypeModel = {
  toValue: asText,
  // An empty field that had no answer stays unanswered; a cleared answer is sent as "".
  toAnswer: (value, saved) =>
    saved === undefined && blankText(value) ? { send: false } : { send: true, value: value ?? '' },
  isEmpty: blankText,
};

const select: FieldTypeModel = {
  toValue: (saved) =>
    typeof saved === 'string' || typeof saved === 'number' || typeof saved === 'boolean'
      ? saved
      : null,
  toAnswer: (value, saved) =>
    saved === undefined && (value === null || value === '')
      ? { send: false }
      : { send: true, value },
  isEmpty: (value) => value === null || value === '',
};

/** By field type. A Map, so a type named `constructor` or `__proto__` is unknown, not a built-in. */
export type FieldTypes = ReadonlyMap<string, FieldTypeModel>;

/** The types that need nothing but themselves: text and options. */
export const PLAIN_FIELD_TYPES: FieldTypes = new Map([
  ['TextField', text],
  ['TextArea', text],
  ['AsyncSelect', select],
]);

export interface FormModel {
  slots: FieldSlot[];
  values: FormValues;
  /** `form_data` keys that match no field id or name. */
  orphanKeys: string[];
  /** Field definitions that could not be used as they are. */
  problems: string[];
}

/**
 * The form for decoded field definitions and answers, with the models of `types`; `problems` starts
 * with what decoding could not use (a workflow's `form_problems`).
 */
export function buildFormModelWith(
  types: FieldTypes,
  fields: readonly Field[],
  answers: Readonly<Record<string, unknown>>,
  decodingProblems: readonly string[] = [],
): FormModel {
  const problems = [...decodingProblems];
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.id)) problems.push(`Two fields share the id "${field.id}".`);
    seen.add(field.id);
  }
  const used = new Set<string>();
  const values: FormValues = {};
  const slots = fields.map((field, index): FieldSlot => {
    const answerKey = Object.hasOwn(answers, field.id)
      ? field.id
      : field.name && Object.hasOwn(answers, field.name)
        ? field.name
        : null;
    if (answerKey !== null) used.add(answerKey);
    const saved = answerKey === null ? undefined : answers[answerKey];
    const key = `f${index}`;
    const model = types.get(field.type);
    if (model) values[key] = model.toValue(saved);
    return { key, field, answerKey, saved, supported: model !== undefined, model };
  });
  const known = new Set(fields.flatMap((field) => [field.id, field.name]));
  const orphanKeys = Object.keys(answers).filter((key) => !known.has(key) && !used.has(key));
  return { slots, values, orphanKeys, problems };
}

/** The answers to send: every field that has or gets an answer, under its key; unknown types unchanged. */
export function toFormData(
  slots: readonly FieldSlot[],
  values: FormValues,
): Record<string, unknown> {
  const formData: Record<string, unknown> = {};
  for (const slot of slots) {
    const key = slot.answerKey ?? slot.field.id;
    const { model } = slot;
    if (!model) {
      if (slot.saved !== undefined) formData[key] = slot.saved;
      continue;
    }
    const answer = model.toAnswer(values[slot.key] ?? null, slot.saved);
    if (answer.send) formData[key] = answer.value;
  }
  return formData;
}

/** A field's problem before sending: required and empty, or a value its type rejects. */
export function checkValue(
  slot: FieldSlot,
  value: FormValue,
  strings: FormStrings['fields'],
): string | undefined {
  const { model } = slot;
  if (!model) return undefined;
  if (slot.field.required && model.isEmpty(value))
    return strings.required(slot.field.label || slot.field.name);
  return model.check?.(value, strings);
}

export interface MappedErrors {
  /** Messages per form key. */
  byKey: Record<string, string>;
  /** Errors whose key names no field (shown in the summary only). */
  unmatched: { name: string; message: string }[];
}

/** A 422's field errors (keyed by field id or name) onto the form's keys. */
export function mapFieldErrors(
  slots: readonly FieldSlot[],
  errors: Record<string, string[]>,
): MappedErrors {
  const byKey: Record<string, string> = {};
  const unmatched: MappedErrors['unmatched'] = [];
  for (const [name, messages] of Object.entries(errors)) {
    const message = messages.join(' ') || 'Not accepted.';
    const slot =
      slots.find((candidate) => candidate.field.id === name) ??
      slots.find((candidate) => candidate.field.name === name);
    if (slot) byKey[slot.key] = byKey[slot.key] ? `${byKey[slot.key]} ${message}` : message;
    else unmatched.push({ name, message });
  }
  return { byKey, unmatched };
}
