import { describe, expect, it } from 'vitest';
import { canonicalJson, IdempotencyCache, readIdempotencyKey } from './idempotency';

const scope = {
  caller: 'key sk_test_admin',
  method: 'post',
  path: '/api/v1/installed_apps',
  key: 'k1',
};

describe('canonicalJson', () => {
  it('gives equal values equal texts, whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe(
      canonicalJson(JSON.parse('{ "a" : [ {"c":null, "d":2} ],\n "b":1 }')),
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });
});

describe('IdempotencyCache', () => {
  it('replays for the same caller, method, path, key and an equal body', () => {
    const cache = new IdempotencyCache();
    cache.remember(scope, { app_identifier: 'x', groups: [] }, 201, { id: 'one' });
    expect(cache.lookup(scope, { groups: [], app_identifier: 'x' })).toMatchObject({
      status: 201,
      response: { id: 'one' },
    });
  });

  it('answers 409 for the same key with another body', () => {
    const cache = new IdempotencyCache();
    cache.remember(scope, { app_identifier: 'x' }, 201, {});
    expect(() => cache.lookup(scope, { app_identifier: 'y' })).toThrow(
      expect.objectContaining({ status: 409, code: 'idempotency_key_reused' }),
    );
  });

  it('never finds another caller’s entry, nor one of another path or method', () => {
    const cache = new IdempotencyCache();
    cache.remember(scope, {}, 201, { groups: ['admins'] });
    expect(cache.lookup({ ...scope, caller: 'key pk_test_public' }, {})).toBeUndefined();
    expect(cache.lookup({ ...scope, path: '/api/v1/other' }, {})).toBeUndefined();
    expect(cache.lookup({ ...scope, method: 'put' }, {})).toBeUndefined();
  });

  it('forgets entries after a day, and the oldest beyond its size', () => {
    const cache = new IdempotencyCache(2);
    cache.remember(scope, {}, 200, 1);
    expect(cache.lookup(scope, {}, Date.now() + 25 * 60 * 60 * 1000)).toBeUndefined();
    cache.remember({ ...scope, key: 'k2' }, {}, 200, 2);
    cache.remember({ ...scope, key: 'k3' }, {}, 200, 3);
    expect(cache.lookup(scope, {})).toBeUndefined();
    expect(cache.lookup({ ...scope, key: 'k3' }, {})?.response).toBe(3);
  });
});

describe('readIdempotencyKey', () => {
  const request = (key?: string) =>
    new Request('http://demo.test/', {
      method: 'POST',
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });

  it('reads the header, refusing one longer than 255 characters', () => {
    expect(readIdempotencyKey(request())).toBeUndefined();
    expect(readIdempotencyKey(request('abc'))).toBe('abc');
    expect(() => readIdempotencyKey(request('k'.repeat(256)))).toThrow(
      expect.objectContaining({ status: 400, code: 'invalid_idempotency_key' }),
    );
  });
});
