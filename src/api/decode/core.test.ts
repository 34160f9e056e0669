import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { decodeList, decodeRecord } from './core';
import { count, flag, id, optionalText, text } from './fields';

const row = v.object({ id, name: text, note: optionalText, on: flag, size: count });

describe('decodeList', () => {
  it('accepts the envelope and fills a missing meta safely', () => {
    expect(decodeList('GET /x', row, { collection: [{ id: 'a' }], meta: undefined })).toEqual({
      collection: [{ id: 'a', name: '', note: null, on: false, size: null }],
      meta: { page_limit: null, has_next_page: false, has_previous_page: false },
      unreadable: 0,
    });
  });

  it('drops rows it cannot read and counts them', () => {
    const list = decodeList('GET /x', row, {
      collection: [null, 1, 'a', [], { id: '' }, { name: 'no id' }, { id: 'b' }],
      meta: { page_limit: 25, has_next_page: true, has_previous_page: 'yes' },
    });
    expect(list.collection.map((item) => item.id)).toEqual(['b']);
    expect(list.unreadable).toBe(6);
    expect(list.meta).toEqual({ page_limit: 25, has_next_page: true, has_previous_page: false });
  });

  it('refuses anything that is not the envelope', () => {
    expect(() => decodeList('GET /x', row, { items: [] })).toThrow(/expected \{collection/);
    expect(() => decodeList('GET /x', row, null)).toThrow(ApiError);
    expect(() => decodeList('GET /x', row, [])).toThrow(ApiError);
  });
});

describe('decodeRecord', () => {
  it('falls back field by field and keeps nothing it does not know', () => {
    expect(
      decodeRecord('GET /x/1', row, {
        id: 'a',
        name: 42,
        note: '',
        on: 'true',
        size: Number.NaN,
        extra: { nested: true },
      }),
    ).toEqual({ id: 'a', name: '', note: null, on: false, size: null });
  });

  it('names what made a record unreadable', () => {
    expect(() => decodeRecord('GET /x/1', row, { name: 'x' })).toThrow(/id/);
    expect(() => decodeRecord('GET /x/1', row, 'text')).toThrow(ApiError);
  });

  it('never reads built-in property names as data', () => {
    const hostile = JSON.parse('{"id": "a", "__proto__": {"name": "polluted"}}') as unknown;
    expect(decodeRecord('GET /x/1', row, hostile).name).toBe('');
  });
});
