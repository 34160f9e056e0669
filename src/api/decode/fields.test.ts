import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dataTypeList, MAX_FIELD_DEPTH, type DataType } from './data-types';
import { readForm } from './form-fields';
import { listOf, nameSet, optionalNameSet, textList, textMap, timestamp } from './fields';

describe('field decoders', () => {
  it('drop list items they cannot read, and read a non-list as empty', () => {
    const list = listOf(v.object({ id: v.string() }));
    expect(v.parse(list, [{ id: 'a' }, 'junk', null, { id: 7 }, { id: 'b' }])).toEqual([
      { id: 'a' },
      { id: 'b' },
    ]);
    expect(v.parse(list, { not: 'a list' })).toEqual([]);
    expect(v.parse(textList, ['a', 1, null, 'b'])).toEqual(['a', 'b']);
    expect(v.parse(optionalNameSet, null)).toBeNull();
    expect(v.parse(optionalNameSet, ['x', {}])).toEqual(['x']);
  });

  it('read a data-field tree nested thousands deep down to a bounded depth', () => {
    let node: unknown = { variable: 'leaf', data_path: 'leaf', type: 'string' };
    for (let level = 0; level < 5000; level += 1)
      node = { variable: `level_${level}`, data_path: 'p', type: 'object', children: [node] };
    const fields: DataType[] = [];
    for (let [field] = v.parse(dataTypeList, [node]); field; [field] = field.children)
      fields.push(field);
    expect(fields).toHaveLength(MAX_FIELD_DEPTH + 1);
    expect(fields.at(-1)?.children).toEqual([]);
  });

  it('read group names as a set: each once, in the order first given', () => {
    expect(v.parse(nameSet, ['sales', 'admins', 'sales', 7, 'admins', 'ops'])).toEqual([
      'sales',
      'admins',
      'ops',
    ]);
    expect(v.parse(nameSet, 'sales')).toEqual([]);
    expect(v.parse(optionalNameSet, ['text', 'text', null, 'text'])).toEqual(['text']);
    expect(v.parse(optionalNameSet, { not: 'a list' })).toBeNull();
  });

  it('keep only text values of a text map, and never a built-in key', () => {
    const hostile = JSON.parse(
      '{"a": "1", "b": 2, "__proto__": "x", "constructor": "y"}',
    ) as unknown;
    const decoded = v.parse(textMap, hostile);
    expect(Object.keys(decoded)).toEqual(['a']);
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
  });

  it('read the three forms of a timestamp, each null when absent', () => {
    const schema = v.object(timestamp('created_at'));
    expect(v.parse(schema, { created_at: '2026-01-01T00:00:00-05:00', created_at_utc: 5 })).toEqual(
      {
        created_at: '2026-01-01T00:00:00-05:00',
        created_at_string: null,
        created_at_utc: null,
      },
    );
  });

  it('read nested data fields, dropping unreadable children', () => {
    const [first] = v.parse(dataTypeList, [
      { variable: 'user', type: 'Object', children: [{ variable: 'email' }, 'junk', {}] },
    ]);
    expect(first?.children.map((child) => child.variable)).toEqual(['email']);
  });

  it('read a form field whose label or id is missing from its name', () => {
    const { fields } = readForm([{ name: 'channel', type: 'AsyncSelect' }]);
    expect(fields[0]).toMatchObject({ id: 'channel', label: 'channel', type: 'AsyncSelect' });
    expect(fields[0]?.data.parameters).toEqual({});
  });
});

describe('records with keys missing altogether', () => {
  it('fall back instead of failing', async () => {
    const { workflow } = await import('./workflows');
    const { actionType } = await import('./action-types');
    const decoded = v.parse(workflow, { id: 'w1' });
    expect(decoded.form).toEqual([]);
    expect(decoded.template.problems[0]?.message).toBe('The layout is missing.');
    expect(decoded.action_type_ids).toEqual([]);
    const type = v.parse(actionType, { id: 'a1' });
    expect(type.form_draft).toEqual([]);
    expect(type.icon.url).toBeNull();
  });
});
