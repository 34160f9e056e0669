import { describe, expect, it } from 'vitest';
import type { Field } from '@/api/wire';
import { makeFieldData } from '@test/support/fields';
import {
  filterOptions,
  readOptionsPage as readPage,
  searchFilters as searchOf,
  unsupportedFilters as unsupportedOf,
  valueKey,
} from './options';

/** The functions under test, given field configuration as the service sends it. */
type WireData = Partial<Field['data']>;
const readOptionsPage = (body: unknown, data: WireData) => readPage(body, makeFieldData(data));
const searchFilters = (data: WireData) => searchOf(makeFieldData(data));
const unsupportedFilters = (data: WireData) => unsupportedOf(makeFieldData(data));

const channels: WireData = {
  object_key: 'channels',
  label_key: 'name',
  value_key: 'id',
  pagination: {
    type: 'cursor',
    max_items: 2000,
    cursor_path: 'response_metadata.next_cursor',
    cursor_param: 'cursor',
  },
  filters: [
    { id: 'contains_var_query', type: 'contains_var', field: 'name', value: 'field.query' },
  ],
};

describe('readOptionsPage', () => {
  it('reads the list, labels, values and the next cursor', () => {
    const page = readOptionsPage(
      {
        channels: [
          { id: 'C1', name: 'general' },
          { id: 'C2', name: 'random' },
        ],
        response_metadata: { next_cursor: 'b2Zmc2V0OjI=' },
      },
      channels,
    );
    expect(page.options.map((o) => [o.value, o.label])).toEqual([
      ['C1', 'general'],
      ['C2', 'random'],
    ]);
    expect(page.nextCursor).toBe('b2Zmc2V0OjI=');
    expect(page.problems).toEqual([]);
  });

  it('ends the list at an empty or missing cursor', () => {
    expect(
      readOptionsPage({ channels: [], response_metadata: { next_cursor: '' } }, channels)
        .nextCursor,
    ).toBeNull();
    expect(readOptionsPage({ channels: [] }, channels).nextCursor).toBeNull();
  });

  it('reads the response itself when object_key is empty, and numeric values', () => {
    const page = readOptionsPage([{ id: 7, name: 'Seven' }, { id: 8 }], {
      ...channels,
      object_key: '',
    });
    expect(page.options).toEqual([
      { value: 7, label: 'Seven', item: { id: 7, name: 'Seven' } },
      { value: 8, label: '8', item: { id: 8 } },
    ]);
  });

  it('reports a missing list and items without a value, never throws', () => {
    expect(readOptionsPage({ error: 'nope' }, channels).problems).toEqual([
      'The response has no list at "channels".',
    ]);
    expect(readOptionsPage('<html>', channels).options).toEqual([]);
    const page = readOptionsPage(
      { channels: [{ name: 'no id' }, null, { id: 'C3', name: 'ok' }] },
      channels,
    );
    expect(page.options).toHaveLength(1);
    expect(page.problems[0]).toMatch(/^2 items had no value at "id"/);
  });
});

describe('filtering', () => {
  const options = readOptionsPage(
    {
      channels: [
        { id: 'C1', name: 'General', topic: 'sales' },
        { id: 'C2', name: 'sales-emea', topic: 'x' },
        { id: 'C3', name: 'random', topic: 'Sales talk' },
      ],
    },
    channels,
  ).options;

  it('keeps options whose filter field contains the query, ignoring case', () => {
    const filters = searchFilters(channels);
    expect(filterOptions(options, filters, 'SALES').map((o) => o.value)).toEqual(['C2']);
    expect(filterOptions(options, filters, 'gen').map((o) => o.value)).toEqual(['C1']);
    expect(filterOptions(options, filters, '  ')).toBe(options);
  });

  it('matches any of several contains_var filters', () => {
    const filters = searchFilters({
      ...channels,
      filters: [
        { id: 'a', type: 'contains_var', field: 'name' },
        { id: 'b', type: 'contains_var', field: 'topic' },
      ],
    });
    expect(filterOptions(options, filters, 'sales').map((o) => o.value)).toEqual([
      'C1',
      'C2',
      'C3',
    ]);
  });

  it('searches labels when there is no contains_var filter, and reports other filter types', () => {
    const data = { ...channels, filters: [{ id: 'x', type: 'equals', field: 'name' }] };
    expect(filterOptions(options, searchFilters(data), 'rand').map((o) => o.value)).toEqual(['C3']);
    expect(unsupportedFilters(data)).toEqual(['x: equals']);
  });

  it('skips filter entries that are not objects and reads only text fields', () => {
    const data = {
      ...channels,
      filters: [null, 'contains_var', { id: 7, type: 'contains_var', field: { no: 1 } }],
    } as unknown as typeof channels;
    expect(searchFilters(data)).toEqual([{ field: undefined }]);
    expect(filterOptions(options, searchFilters(data), 'rand').map((o) => o.value)).toEqual(['C3']);
    expect(unsupportedFilters(data)).toEqual([]);
  });
});

describe('valueKey', () => {
  it('compares numbers and their text alike', () => {
    expect(valueKey('42')).toBe('42');
    expect(valueKey(42)).toBe('42');
    expect(valueKey(true)).toBe('true');
  });
});
