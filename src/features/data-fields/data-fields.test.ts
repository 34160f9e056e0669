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
import { groupBySource } from './data-fields';

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

  it('never take a built-in name for a source label', () => {
    const groups = groupBySource([
      field({ source: '__proto__' }),
      field({ source: 'constructor' }),
    ]);
    expect(groups.map((g) => g.label).sort()).toEqual(['Source: __proto__', 'Source: constructor']);
  });
});
