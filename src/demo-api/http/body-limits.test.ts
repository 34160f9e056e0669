import { describe, expect, it } from 'vitest';
import {
  BODY_LIMITS,
  jsonTextDepth,
  parseLimitedJson,
  utf8Length,
  widthProblem,
} from './body-limits';
import { DemoApiError } from './errors';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

function failure(call: () => unknown): DemoApiError {
  try {
    call();
  } catch (error) {
    if (error instanceof DemoApiError) return error;
    throw error;
  }
  throw new Error('expected a DemoApiError');
}

describe('utf8Length', () => {
  it('counts bytes as UTF-8 encodes them', () => {
    for (const text of ['', 'abc', 'é', '€', '😀', 'a\u{10FFFF}b', '\ud800', 'x\udc00y']) {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});

describe('jsonTextDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonTextDepth('1')).toBe(0);
    expect(jsonTextDepth('{}')).toBe(1);
    expect(jsonTextDepth('{"a":[{"b":[]}]}')).toBe(4);
    expect(jsonTextDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonTextDepth('["\\"[[["]')).toBe(1);
  });

  it('stops counting past the limit, however deep the text', () => {
    expect(jsonTextDepth(nested(100_000), 64)).toBe(65);
  });
});

describe('widthProblem', () => {
  it('names the object with too many keys and where it is', () => {
    const wide = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`k${i}`, i]));
    const limits = { ...BODY_LIMITS, maxObjectKeys: 4 };
    expect(widthProblem({ form_data: { inner: [wide] } }, limits)).toBe(
      'An object in the request body ("form_data.inner[0]") has 5 keys; at most 4 are allowed.',
    );
    expect(widthProblem({ a: { b: 1 } }, limits)).toBeUndefined();
  });

  it('names an array with too many items', () => {
    const limits = { ...BODY_LIMITS, maxArrayItems: 2 };
    expect(widthProblem({ groups: ['a', 'b', 'c'] }, limits)).toMatch(
      /An array in the request body \("groups"\) has 3 items; at most 2/,
    );
  });
});

describe('parseLimitedJson', () => {
  it('parses a body within the limits, and reads an empty one as undefined', () => {
    expect(parseLimitedJson('{"form_data": {"a": [1, {"b": null}]}}')).toEqual({
      form_data: { a: [1, { b: null }] },
    });
    expect(parseLimitedJson('  ')).toBeUndefined();
  });

  it('answers 413 for a body over the byte limit, counting UTF-8 bytes', () => {
    const limits = { ...BODY_LIMITS, maxBytes: 10 };
    expect(parseLimitedJson('"1234567"', limits)).toBe('1234567');
    const error = failure(() => parseLimitedJson('"€€€"', limits));
    expect(error).toMatchObject({ status: 413, code: 'body_too_large' });
    expect(failure(() => parseLimitedJson('x'.repeat(BODY_LIMITS.maxBytes + 1))).message).toBe(
      'The request body is larger than 1048576 bytes (1 MiB), the most this API accepts.',
    );
  });

  it('answers 400 naming the limit for a body nested deeper than 64 levels', () => {
    expect(parseLimitedJson(nested(64))).toBeTruthy();
    for (const depth of [65, 2000, 100_000]) {
      const error = failure(() => parseLimitedJson(nested(depth)));
      expect(error).toMatchObject({ status: 400, code: 'body_too_deep' });
      expect(error.message).toMatch(/more than 64 levels deep; at most 64 levels are allowed/);
    }
  });

  it('answers 400 for text that is not JSON', () => {
    expect(failure(() => parseLimitedJson('{"a":'))).toMatchObject({
      status: 400,
      code: 'invalid_json',
    });
  });

  it('answers 422 for an object with more than 1,000 keys', () => {
    const keys = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, 0]));
    const error = failure(() => parseLimitedJson(JSON.stringify({ form_data: keys })));
    expect(error).toMatchObject({ status: 422, code: 'body_too_wide' });
    expect(error.message).toMatch(/"form_data"\) has 1001 keys; at most 1000/);
  });

  it('keeps __proto__ and constructor as plain keys', () => {
    const parsed = parseLimitedJson('{"__proto__": {"admin": true}, "constructor": 1}');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed as object)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
