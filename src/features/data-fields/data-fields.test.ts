import { describe, expect, it } from 'vitest';
import { dataField } from '@test/support/data-field';
import { patchSearch, readListSearch } from '@/lib/list-search';
import {
  accountDataFieldsParams,
  accountDataFieldsQuery,
  workflowDataFieldsParams,
  workflowDataFieldsQuery,
} from './api/queries';
import { groupBySource } from './data-fields';

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
      dataField({ variable: 'a', source: 'action_response' }),
      dataField({ variable: 'b', source: 'user' }),
      dataField({ variable: 'c', source: 'trigger' }),
      dataField({ variable: 'd', source: 'webhook' }),
      dataField({ variable: 'e', source: undefined }),
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
      dataField({ source: '__proto__' }),
      dataField({ source: 'constructor' }),
    ]);
    expect(groups.map((g) => g.label).sort()).toEqual(['Source: __proto__', 'Source: constructor']);
  });
});
