/** Field definitions for tests: every property of `Field`, overridable. */
import type { Field } from '@/api/models';

export function makeField(name: string, type: string, extra: Partial<Field> = {}): Field {
  return {
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
  };
}
