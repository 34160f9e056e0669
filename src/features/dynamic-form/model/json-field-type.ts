/**
 * JSON fields: edited as text, checked with the line and column where the text stops being JSON
 * (src/lib/json-parse.ts). A module of its own (see ./form-model.ts): the scanner comes with it.
 */
import { describeJsonError, parseJsonText } from '@/lib/json-parse';
import { blankText, type FieldTypeModel } from './form-model';

/**
 * JSON: edited as text. A saved JSON value (object, array, number...) is sent back parsed; a saved
 * string is sent back as text, as the service gave it; a new answer is sent parsed. Cleared: null.
 */
export const JSON_FIELD_TYPE: FieldTypeModel = {
  toValue: (saved) =>
    saved === undefined || saved === null
      ? ''
      : typeof saved === 'string'
        ? saved
        : JSON.stringify(saved, null, 2),
  toAnswer: (value, saved) => {
    const textValue = typeof value === 'string' ? value : '';
    if (textValue.trim() === '')
      return saved === undefined ? { send: false } : { send: true, value: null };
    if (typeof saved === 'string') return { send: true, value: textValue };
    const parsed = parseJsonText(textValue);
    return { send: true, value: parsed.ok ? parsed.value : textValue };
  },
  isEmpty: blankText,
  check: (value, strings) => {
    if (blankText(value)) return undefined;
    const parsed = parseJsonText(String(value));
    return parsed.ok ? undefined : describeJsonError(parsed, strings);
  },
};
