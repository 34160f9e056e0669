/**
 * The Run dialog's form, pure: `execution_data` edited as JSON text (it must parse, as an object),
 * the user it runs as, and the text it starts from: `{}`, the data of a run to repeat, or a sample
 * shaped like the trigger's data fields (each field at its path, an empty value of its type).
 */
import type { DataType } from '@/api/models';
import { DEFAULT_STRINGS } from '@/lib/i18n/default-strings';
import { schemaOfRules } from '@/lib/form/resolver';
import { describeJsonError, parseJsonText } from '@/lib/json-parse';
import { isPlainObject } from '@/utils/guards';

export interface RunFormValues {
  data: string;
  userKey: string;
}

export type RunFormErrors = Partial<Record<keyof RunFormValues, string>>;

export function checkRunForm(values: RunFormValues): RunFormErrors {
  const errors: RunFormErrors = {};
  if (values.userKey.trim() === '') errors.userKey = 'Say whose run it is: a user key.';
  const read = readExecutionData(values.data);
  if (!read.ok) errors.data = read.error;
  return errors;
}

/** The Run form's schema (src/lib/form/resolver.ts): its values, checked by `checkRunForm`. */
export const runFormSchema = schemaOfRules<RunFormValues>(checkRunForm);

export function readExecutionData(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: {} };
  const parsed = parseJsonText(text);
  if (!parsed.ok) return { ok: false, error: describeJsonError(parsed, DEFAULT_STRINGS.fields) };
  if (!isPlainObject(parsed.value))
    return { ok: false, error: 'The data must be one JSON object, e.g. {"customer_id": "cus_1"}.' };
  return { ok: true, value: parsed.value };
}

const EMPTY_BY_TYPE: Record<string, unknown> = {
  String: '',
  Number: 0,
  Boolean: false,
  Array: [],
  Object: {},
};

function put(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined || head === '') return;
  if (rest.length === 0) {
    if (!Object.hasOwn(target, head)) target[head] = value;
    return;
  }
  const child = Object.hasOwn(target, head) ? target[head] : undefined;
  const next = isPlainObject(child) ? child : {};
  target[head] = next;
  put(next, rest, value);
}

/** A sample of the trigger's data: each trigger field at its path, an empty value of its type. */
export function triggerSample(fields: readonly DataType[]): Record<string, unknown> {
  const sample: Record<string, unknown> = {};
  const visit = (items: readonly DataType[]) => {
    for (const field of items) {
      if (field.source !== 'trigger') continue;
      const path = (field.data_path || field.variable).split('.');
      if (field.children.length > 0) visit(field.children);
      else
        put(
          sample,
          path,
          field.type === 'Date' ? '2026-01-01T00:00:00Z' : (EMPTY_BY_TYPE[field.type] ?? ''),
        );
    }
  };
  visit(fields);
  return sample;
}

export const dataText = (data: Record<string, unknown>): string => JSON.stringify(data, null, 2);
