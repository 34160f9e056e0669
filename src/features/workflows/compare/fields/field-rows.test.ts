import { describe, expect, it } from 'vitest';
import { displayValue, flattenValue, humanizeKey, MAX_ROW_DEPTH, pairRows } from './field-rows';

describe('humanizeKey', () => {
  it('turns API names into words', () => {
    expect(humanizeKey('app_identifier')).toBe('App identifier');
    expect(humanizeKey('matchMode')).toBe('Match mode');
    expect(humanizeKey('key')).toBe('Key');
    expect(humanizeKey('__')).toBe('__');
  });
});

describe('flattenValue', () => {
  it('names every leaf in words, list items by the singular of their list', () => {
    const value = {
      conditions: [
        { field: 'amount', operator: 'greater_than', value: 100 },
        { field: 'region', operator: 'equals', value: 'emea' },
      ],
    };
    expect(flattenValue(value).map((leaf) => [leaf.label, leaf.value])).toEqual([
      ['Condition 1 › Field', 'amount'],
      ['Condition 1 › Operator', 'greater_than'],
      ['Condition 1 › Value', 100],
      ['Condition 2 › Field', 'region'],
      ['Condition 2 › Operator', 'equals'],
      ['Condition 2 › Value', 'emea'],
    ]);
  });

  it('keeps empty objects and lists as rows, and gives an unset value none', () => {
    expect(flattenValue({ conditions: [], options: {} }).map((leaf) => leaf.label)).toEqual([
      'Conditions',
      'Options',
    ]);
    expect(flattenValue(null)).toEqual([]);
    expect(flattenValue('all')).toEqual([{ key: '.', label: 'Value', value: 'all' }]);
    expect(flattenValue([1, 2]).map((leaf) => leaf.label)).toEqual(['Item 1', 'Item 2']);
  });

  it('shows what lies deeper than rows go as one row of JSON, however deep it is', () => {
    const nested = (depth: number): unknown => {
      let value: unknown = 'bottom';
      for (let level = 0; level < depth; level += 1) value = { nested: value };
      return value;
    };
    const [row, ...others] = flattenValue(nested(40));
    expect(others).toEqual([]);
    expect(row?.label.split(' › ')).toHaveLength(MAX_ROW_DEPTH);
    expect(displayValue(row?.value)).toMatch(/^\{"nested":\{"nested":.*"bottom"\}+$/);
    // Thousands of levels: one row still, and words where JSON cannot be made.
    const [deep] = flattenValue(nested(20_000));
    expect(displayValue(deep?.value)).toBe('(nested too deeply to show)');
    const paired = pairRows(nested(20_000), { nested: 'shallow' });
    expect(paired.map((pair) => pair.status).sort()).toEqual(['added', 'removed']);
  });
});

describe('pairRows', () => {
  it('pairs two versions by path and says what happened to each value', () => {
    const rows = pairRows(
      { key: 'deal.closed', name: 'Deal closed', app_identifier: 'crm' },
      { key: 'ticket.created', name: 'Deal closed', extra: true },
    );
    expect(rows.map((row) => [row.label, row.status])).toEqual([
      ['Key', 'changed'],
      ['Name', 'same'],
      ['App identifier', 'removed'],
      ['Extra', 'added'],
    ]);
    expect(rows[0]).toMatchObject({ before: 'deal.closed', after: 'ticket.created' });
  });

  it('shows an added condition at the end and a set value as added', () => {
    const before = { conditions: [{ field: 'a', value: 1 }] };
    const after = {
      conditions: [
        { field: 'a', value: 1 },
        { field: 'b', value: 2 },
      ],
    };
    expect(
      pairRows(before, after)
        .filter((row) => row.status !== 'same')
        .map((row) => row.label),
    ).toEqual(['Condition 2 › Field', 'Condition 2 › Value']);
    expect(pairRows(null, { match: 'all' })).toEqual([
      { key: '.match', label: 'Match', before: undefined, after: 'all', status: 'added' },
    ]);
  });

  it('keeps reordered keys once each', () => {
    const rows = pairRows({ a: 1, b: 2 }, { b: 2, a: 3 });
    expect(rows.map((row) => [row.label, row.status])).toEqual([
      ['B', 'same'],
      ['A', 'changed'],
    ]);
  });
});

describe('displayValue', () => {
  it('says what empty, unset and missing values are', () => {
    expect(displayValue('equals')).toBe('equals');
    expect(displayValue('')).toBe('(empty text)');
    expect(displayValue(null)).toBe('None');
    expect(displayValue(undefined)).toBe('(not there)');
    expect(displayValue([])).toBe('(empty list)');
    expect(displayValue({})).toBe('(empty)');
    expect(displayValue(false)).toBe('false');
  });
});
