import { describe, expect, it } from 'vitest';
import { dataField } from '@test/support/data-field';
import { countFields, flattenFields, placeholderFor, sampleText } from './data-types';

describe('data types', () => {
  it('make the placeholder of a variable, redacted when secret', () => {
    expect(placeholderFor(dataField({ data_path: 'user.company.name' }))).toBe(
      '{{user.company.name}}',
    );
    expect(placeholderFor(dataField({ data_path: '', variable: 'plan' }))).toBe('{{plan}}');
    expect(placeholderFor(dataField({ data_path: 'user.api_token', secret: true }))).toBe(
      '{% redact user.api_token %}',
    );
  });

  it('count nested children', () => {
    expect(
      countFields([
        dataField({ children: [dataField({}), dataField({ children: [dataField({})] })] }),
      ]),
    ).toBe(4);
  });

  it('show sample values, never a secret one', () => {
    expect(sampleText(dataField({ value: 'Acme' }))).toBe('Acme');
    expect(sampleText(dataField({ value: 'sk_123', secret: true }))).toBe('hidden (secret)');
    expect(sampleText(dataField({ value: null }))).toBeNull();
    expect(sampleText(dataField({ value: '' }))).toBeNull();
  });

  it('flatten nested children depth first, with their depth', () => {
    const tree = [
      dataField({
        variable: 'a',
        children: [dataField({ variable: 'b', children: [dataField({ variable: 'c' })] })],
      }),
      dataField({ variable: 'd' }),
    ];
    expect(flattenFields(tree).map(({ field: f, depth }) => `${f.variable}@${depth}`)).toEqual([
      'a@0',
      'b@1',
      'c@2',
      'd@0',
    ]);
  });
});
