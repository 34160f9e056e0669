/** Field definitions for tests: written as the service sends them, decoded as the app receives them. */
import * as v from 'valibot';
import { field, fieldData } from '@/api/decode/form-fields';
import type { Field } from '@/api/models';
import type { Field as WireField } from '@/api/wire';

export function makeField(name: string, type: string, extra: Partial<WireField> = {}): Field {
  return v.parse(field, {
    id: `fld_${name.replace(/\W+/g, '_')}`,
    name,
    label: name.charAt(0).toUpperCase() + name.slice(1),
    description: null,
    type,
    required: false,
    advanced: false,
    data: {},
    object: 'field',
    ...extra,
  });
}

/** A field's `data` as the service sends it, decoded as the app receives it. */
export function makeFieldData(data: Partial<WireField['data']>): Field['data'] {
  return v.parse(fieldData, data);
}
