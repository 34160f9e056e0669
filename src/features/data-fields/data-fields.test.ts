import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { dataType } from '@/api/decode/data-types';
import type { DataType } from '@/api/models';
import type { DataType as WireDataType } from '@/api/wire';
import { patchSearch, readListSearch } from '@/lib/list-search';
import {
  accountDataFieldsParams,
  accountDataFieldsQuery,
  workflowDataFieldsParams,
  workflowDataFieldsQuery,
} from './api/queries';
import {
  countFields,
  flattenFields,
  groupBySource,
  placeholderFor,
  sampleText,
} from './data-fields';

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

describe('data fields', () => {
  it('read and write several types as one comma-separated parameter', () => {
    const read = (query: string) =>
      readListSearch(accountDataFieldsParams, new URLSearchParams(query)).values;
    expect(read('type=String, Date,String,,').type).toEqual(['String', 'Date']);
    expect(read('type=,').type).toBeUndefined();
    const search = new URLSearchParams('user_key=acme');
    expect(
      patchSearch(accountDataFieldsParams, search, { type: ['String', 'Date'] }).toString(),
    ).toBe('user_key=acme&type=String%2CDate');
    expect(patchSearch(accountDataFieldsParams, search, { type: [] }).toString()).toBe(
      'user_key=acme',
    );
  });

  it('ask for the acting user’s fields when the URL names no user, types comma-separated', () => {
    expect(accountDataFieldsQuery({ type: ['String', 'Date'] }, 'main')).toEqual({
      user_key: 'main',
      type: 'String,Date',
    });
    expect(
      accountDataFieldsQuery({ user_key: 'acme', event_trigger: 'deal.closed' }, 'main'),
    ).toEqual({ user_key: 'acme', event_trigger: 'deal.closed' });
    const atNode = readListSearch(
      workflowDataFieldsParams,
      new URLSearchParams('node_id=n1&type=Date&parent_node_id=%20'),
    ).values;
    expect(workflowDataFieldsQuery(atNode, 'main')).toEqual({
      user_key: 'main',
      node_id: 'n1',
      type: 'Date',
    });
  });

  it('group by source, trigger first, unknown sources last', () => {
    const groups = groupBySource([
      field({ variable: 'a', source: 'action_response' }),
      field({ variable: 'b', source: 'user' }),
      field({ variable: 'c', source: 'trigger' }),
      field({ variable: 'd', source: 'webhook' }),
      field({ variable: 'e', source: undefined }),
    ]);
    expect(groups.map((g) => [g.source, g.label, g.fields.map((f) => f.variable)])).toEqual([
      ['trigger', 'From the trigger', ['c']],
      ['user', 'From the user', ['b']],
      ['action_response', 'From the responses of earlier actions', ['a']],
      ['unknown', 'Source: unknown', ['e']],
      ['webhook', 'Source: webhook', ['d']],
    ]);
  });

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
    expect(sampleText(JSON.parse('{"value": {"plan": "pro"}}') as DataType)).toBe('{"plan":"pro"}');
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
