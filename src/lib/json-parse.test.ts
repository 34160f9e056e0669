import { describe, expect, it } from 'vitest';
import { DEFAULT_STRINGS } from '@/lib/i18n/default-strings';
import { describeJsonError, formatJsonText, parseJsonText } from './json-parse';

function failure(text: string) {
  const parsed = parseJsonText(text);
  if (parsed.ok) throw new Error(`expected ${text} not to parse`);
  return parsed;
}

describe('parseJsonText', () => {
  it('parses valid JSON of any kind', () => {
    expect(parseJsonText('{"a": [1, true, null]}')).toEqual({
      ok: true,
      value: { a: [1, true, null] },
    });
    expect(parseJsonText('"text"')).toEqual({ ok: true, value: 'text' });
  });

  it('names the line and column of an error', () => {
    const error = failure('{\n  "a": 1,\n  "b": oops\n}');
    expect(error).toMatchObject({ line: 3, column: 8, message: 'Expected a value, found "o"' });
    expect(describeJsonError(error, DEFAULT_STRINGS.fields)).toMatch(
      /^Not valid JSON at line 3, column 8: /,
    );
  });

  it('points at the end when the text stops early', () => {
    const error = failure('{\n  "a": [1, 2');
    expect(error).toMatchObject({
      line: 2,
      column: 13,
      message: 'Expected "," or "]", found the end of the text',
    });
  });
});

describe('error positions', () => {
  it.each([
    ['', 1, 1, 'Expected a value'],
    ['{"a" 1}', 1, 6, 'Expected ":"'],
    ["{'a': 1}", 1, 2, 'Expected a property name'],
    ['{"a": 1,}', 1, 9, 'Expected a property name'],
    ['[1 2]', 1, 4, 'Expected "," or "]"'],
    ['{"a": "x', 1, 9, 'ends inside a string'],
    ['{"a": "x\ny"}', 1, 9, 'cannot span lines'],
    ['{"a": "\\q"}', 1, 8, 'Invalid escape'],
    ['{"a": 01}', 1, 8, 'Expected "," or "}"'],
    ['{} extra', 1, 4, 'after the value'],
    ['{\n"a": tru}', 2, 6, 'Expected a value'],
  ])('%j: line %i, column %i', (text, line, column, message) => {
    const error = failure(text);
    expect(error.line).toBe(line);
    expect(error.column).toBe(column);
    expect(error.message).toContain(message);
  });
});

describe('formatJsonText', () => {
  it('pretty-prints valid JSON, leaves blank text, refuses invalid', () => {
    expect(formatJsonText('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(formatJsonText('  ')).toBe('  ');
    expect(formatJsonText('{')).toBeNull();
  });
});
