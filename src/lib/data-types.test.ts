import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { dataType } from '@/api/decode/data-types';
import type { DataType } from '@/api/models';
import type { DataType as WireDataType } from '@/api/wire';
import { countFields, flattenFields, placeholderFor, sampleText } from './data-types';

/** A data field as the service sends it, decoded as the app receives it. */
const field = (overrides: Partial<Record<keyof WireDataType, unknown>>): DataType =>
  v.parse(dataType, {
    variable: 'v',
    data_path: 'v',
    display_label: null,
    type: 'String',
    source: 'user',
    required: false,
    secret: false,
    format: null,
    item_type: null,
    iterator: null,
    list_values_variable: null,
    children: null,
    groups: null,
    value: null,
    object: 'data_type',
    ...overrides,
  });

describe('data types', () => {
  it('make the placeholder of a variable, redacted when secret', () => {
    expect(placeholderFor(field({ data_path: 'user.company.name' }))).toBe('{{user.company.name}}');
    expect(placeholderFor(field({ data_path: '', variable: 'plan' }))).toBe('{{plan}}');
    expect(placeholderFor(field({ data_path: 'user.api_token', secret: true }))).toBe(
      '{% redact user.api_token %}',
    );
  });

  it('count nested children', () => {
    expect(countFields([field({ children: [field({}), field({ children: [field({})] })] })])).toBe(
      4,
    );
  });

  it('show sample values, never a secret one', () => {
    expect(sampleText(field({ value: 'Acme' }))).toBe('Acme');
    expect(sampleText(field({ value: 'sk_123', secret: true }))).toBe('hidden (secret)');
    expect(sampleText(field({ value: null }))).toBeNull();
    expect(sampleText(field({ value: '' }))).toBeNull();
  });

  it('flatten nested children depth first, with their depth', () => {
    const tree = [
      field({
        variable: 'a',
        children: [field({ variable: 'b', children: [field({ variable: 'c' })] })],
      }),
      field({ variable: 'd' }),
    ];
    expect(flattenFields(tree).map(({ field: f, depth }) => `${f.variable}@${depth}`)).toEqual([
      'a@0',
      'b@1',
      'c@2',
      'd@0',
    ]);
  });
});
