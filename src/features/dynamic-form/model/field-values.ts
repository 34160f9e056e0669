/**
 * The console's form model: ./form-model.ts with every field type the console edits (text, JSON,
 * options). Types the console does not know keep their saved value and send it back unchanged.
 */
import type { Field } from '@/api/models';
import {
  buildFormModelWith,
  PLAIN_FIELD_TYPES,
  type FieldTypes,
  type FormModel,
} from './form-model';
import { JSON_FIELD_TYPE } from './json-field-type';

export {
  checkValue,
  labelOf,
  mapFieldErrors,
  toFormData,
  type FieldSlot,
  type FieldTypeModel,
  type FormModel,
  type FormValue,
  type FormValues,
  type MappedErrors,
} from './form-model';

export const FIELD_TYPE_MODELS: FieldTypes = new Map([
  ...PLAIN_FIELD_TYPES,
  ['JSON', JSON_FIELD_TYPE],
]);

export const isSupportedType = (type: string): boolean => FIELD_TYPE_MODELS.has(type);

/**
 * The form for decoded field definitions and answers; `problems` starts with what decoding could not
 * use (a workflow's `form_problems`).
 */
export const buildFormModel = (
  fields: readonly Field[],
  answers: Readonly<Record<string, unknown>>,
  decodingProblems: readonly string[] = [],
): FormModel => buildFormModelWith(FIELD_TYPE_MODELS, fields, answers, decodingProblems);
