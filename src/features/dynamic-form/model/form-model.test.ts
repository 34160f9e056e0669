import { describe, expect, it } from 'vitest';
import { makeField } from '@test/support/fields';
import { buildFormModelWith, PLAIN_FIELD_TYPES, toFormData } from './form-model';
import { FIELD_TYPE_MODELS } from './field-values';

const form = [makeField('subject', 'TextField'), makeField('payload', 'JSON')];
const answers = { fld_subject: 'Hi', fld_payload: { retries: 3 } };

describe('a form model with its own field types', () => {
  it('keeps and sends back unchanged the answers of the types it was not given', () => {
    const model = buildFormModelWith(PLAIN_FIELD_TYPES, form, answers);
    expect(model.slots.map((slot) => slot.supported)).toEqual([true, false]);
    expect(model.values).toEqual({ f0: 'Hi' });
    expect(toFormData(model.slots, { ...model.values, f0: 'Hello' })).toEqual({
      fld_subject: 'Hello',
      fld_payload: { retries: 3 },
    });
  });

  it("edits JSON as text with the console's types", () => {
    const model = buildFormModelWith(FIELD_TYPE_MODELS, form, answers);
    expect(model.values).toEqual({ f0: 'Hi', f1: '{\n  "retries": 3\n}' });
    expect(toFormData(model.slots, { ...model.values, f1: '{"retries": 5}' })).toEqual({
      fld_subject: 'Hi',
      fld_payload: { retries: 5 },
    });
  });
});
