import { DEFAULT_STRINGS } from '@/lib/i18n/default-strings';
import { describe, expect, it } from 'vitest';
import { makeField } from '@test/support/fields';
import type { Field } from '@/api/models';
import type { Field as WireField } from '@/api/wire';
import { readForm } from '@/api/decode/form-fields';
import { buildFormModel, checkValue, mapFieldErrors, toFormData } from './field-values';

const field = (id: string, name: string, type: string, extra: Partial<WireField> = {}): Field =>
  makeField(name, type, { id, label: name, ...extra });

const form = [
  field('fld_subject', 'message[subject]', 'TextField', { required: true }),
  field('fld_body', 'message.body', 'TextArea'),
  field('fld_extra', 'payload__extra', 'JSON'),
  field('fld_channel', 'channel', 'AsyncSelect'),
  field('fld_check', 'notify_owner', 'Checkbox'),
];

describe('buildFormModel', () => {
  it('reads answers by id or by name, registers fields under safe keys', () => {
    const model = buildFormModel(form, {
      fld_subject: 'Hello',
      'message.body': 'Body by name',
      fld_extra: { priority: 'high' },
      channel: 'C1',
      fld_check: true,
    });
    expect(model.slots.map((slot) => slot.key)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4']);
    expect(model.slots.map((slot) => slot.answerKey)).toEqual([
      'fld_subject',
      'message.body',
      'fld_extra',
      'channel',
      'fld_check',
    ]);
    expect(model.values).toEqual({
      f0: 'Hello',
      f1: 'Body by name',
      f2: '{\n  "priority": "high"\n}',
      f3: 'C1',
    });
    expect(model.slots[4]?.supported).toBe(false);
    expect(model.orphanKeys).toEqual([]);
  });

  it('prefers the id when both keys are present, and lists keys that match no field', () => {
    const model = buildFormModel(form, {
      fld_subject: 'by id',
      'message[subject]': 'by name',
      gone: 1,
    });
    expect(model.values.f0).toBe('by id');
    expect(model.orphanKeys).toEqual(['gone']);
  });

  it('keeps what decoding could not use among its problems', () => {
    const { fields, problems } = readForm([null, { label: 'no id' }, { id: 'a', type: 5 }]);
    const model = buildFormModel(fields, {}, problems);
    expect(model.slots.map((slot) => slot.field.id)).toEqual(['a']);
    expect(model.slots[0]?.field.type).toBe('(no type)');
    expect(model.problems).toEqual([
      'Field 1 is not an object and was left out.',
      'Field 2 has neither an id nor a name and was left out.',
    ]);
    expect(readForm({ not: 'a list' }).problems).toEqual(['The form is not a list of fields.']);
  });

  it('treats built-in property names as unknown field types', () => {
    const hostile = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'].map(
      (type, index) => field(`h${String(index)}`, `h${String(index)}`, type),
    );
    const model = buildFormModel(hostile, { h0: 'kept' });
    expect(model.slots.every((slot) => !slot.supported)).toBe(true);
    expect(toFormData(model.slots, model.values)).toEqual({ h0: 'kept' });
  });

  it('reports duplicate ids', () => {
    expect(
      buildFormModel([field('x', 'a', 'TextField'), field('x', 'b', 'TextField')], {}).problems,
    ).toEqual(['Two fields share the id "x".']);
  });
});

describe('toFormData', () => {
  it('sends each answer under the key it was read from, new ones under the id', () => {
    const model = buildFormModel(form, { 'message.body': 'old', fld_check: 'keep me' });
    const data = toFormData(model.slots, {
      ...model.values,
      f0: 'New subject',
      f1: 'new body',
      f2: '{"a": [1, 2]}',
      f3: 'C9',
    });
    expect(data).toEqual({
      fld_subject: 'New subject',
      'message.body': 'new body',
      fld_extra: { a: [1, 2] },
      fld_channel: 'C9',
      fld_check: 'keep me',
    });
  });

  it('keeps an unsupported type’s value unchanged, whatever it is', () => {
    const value = { nested: [1, { deep: true }] };
    const model = buildFormModel(form, { fld_check: value });
    expect(toFormData(model.slots, model.values).fld_check).toEqual(value);
  });

  it('does not invent answers for untouched empty fields, but sends clearing', () => {
    const empty = buildFormModel(form, {});
    expect(toFormData(empty.slots, empty.values)).toEqual({});
    const filled = buildFormModel(form, { fld_body: 'x', fld_extra: { a: 1 }, fld_channel: 'C1' });
    expect(toFormData(filled.slots, { ...filled.values, f1: '', f2: ' ', f3: null })).toEqual({
      fld_body: '',
      fld_extra: null,
      fld_channel: null,
    });
  });

  it('sends a JSON answer the service stored as text back as text', () => {
    const model = buildFormModel(form, { fld_extra: '{"kept": "as text"}' });
    expect(model.values.f2).toBe('{"kept": "as text"}');
    expect(toFormData(model.slots, { ...model.values, f2: '{"edited": 1}' }).fld_extra).toBe(
      '{"edited": 1}',
    );
  });
});

describe('checkValue', () => {
  const model = buildFormModel(form, {});
  const [subject, , extra, , unknown] = model.slots;
  if (!subject || !extra || !unknown) throw new Error('slots');

  it('requires required fields and parses JSON', () => {
    expect(checkValue(subject, '  ', DEFAULT_STRINGS.fields)).toBe('message[subject] is required.');
    expect(checkValue(subject, 'ok', DEFAULT_STRINGS.fields)).toBeUndefined();
    expect(checkValue(extra, '{"a":', DEFAULT_STRINGS.fields)).toMatch(
      /^Not valid JSON at line 1, column 6/,
    );
    expect(checkValue(extra, '', DEFAULT_STRINGS.fields)).toBeUndefined();
    expect(checkValue(unknown, null, DEFAULT_STRINGS.fields)).toBeUndefined();
  });
});

describe('mapFieldErrors', () => {
  it('maps errors by id or name onto keys, and keeps the rest for the summary', () => {
    const model = buildFormModel(form, {});
    expect(
      mapFieldErrors(model.slots, {
        fld_subject: ['Subject is required.'],
        channel: ['Unknown channel.', 'Try again.'],
        base: ['Something else.'],
      }),
    ).toEqual({
      byKey: { f0: 'Subject is required.', f3: 'Unknown channel. Try again.' },
      unmatched: [{ name: 'base', message: 'Something else.' }],
    });
  });
});
