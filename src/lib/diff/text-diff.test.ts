import { describe, expect, it } from 'vitest';
import { diffLines, diffWords, MAX_LINE_EDITS, MAX_WORD_EDITS } from './text-diff';

describe('diffWords', () => {
  it('finds the words that changed', () => {
    expect(diffWords('https://api.example/v1/send', 'https://api.example/v2/send')).toEqual([
      { kind: 'same', text: 'https://api.example/' },
      { kind: 'removed', text: 'v1' },
      { kind: 'added', text: 'v2' },
      { kind: 'same', text: '/send' },
    ]);
  });

  it('keeps every character of both texts, spaces included', () => {
    const before = 'Authorization:  Bearer {{app_connection.token}}';
    const after = 'Authorization: Token {{app_connection.api_key}} ';
    const segments = diffWords(before, after);
    const text = (kind: 'added' | 'removed') =>
      segments
        .filter((segment) => segment.kind !== kind)
        .map((segment) => segment.text)
        .join('');
    expect(text('added')).toBe(before);
    expect(text('removed')).toBe(after);
  });
});

describe('diffLines', () => {
  it('marks kept, removed and added lines, with word detail on changed ones', () => {
    const lines = diffLines('const a = 1;\nreturn a;', 'const a = 2;\nreturn a;\n// done');
    expect(lines.map((line) => [line.kind, line.text])).toEqual([
      ['removed', 'const a = 1;'],
      ['added', 'const a = 2;'],
      ['same', 'return a;'],
      ['added', '// done'],
    ]);
    expect(lines[0]?.words).toEqual([
      { kind: 'same', text: 'const a = ' },
      { kind: 'removed', text: '1' },
      { kind: 'same', text: ';' },
    ]);
    expect(lines[1]?.words?.find((segment) => segment.kind === 'added')?.text).toBe('2');
  });

  it('treats null as no lines at all', () => {
    expect(diffLines(null, 'x').map((line) => line.kind)).toEqual(['added']);
    expect(diffLines('x', undefined).map((line) => line.kind)).toEqual(['removed']);
    expect(diffLines('same', 'same').every((line) => line.kind === 'same')).toBe(true);
  });

  it('compares CRLF and LF line ends as equal', () => {
    expect(diffLines('a\r\nb', 'a\nb').every((line) => line.kind === 'same')).toBe(true);
  });

  it('gives no word detail when a line is replaced by an empty one', () => {
    const [removed, added] = diffLines('x = 1', '');
    expect([removed?.kind, added?.kind]).toEqual(['removed', 'added']);
    expect(removed?.words).toBeUndefined();
    expect(added?.words).toBeUndefined();
  });

  it('finds the few changed lines of long texts (no whole-text replace)', () => {
    // 3,000 x 3,000 lines: nine million cells, past the old table's four-million limit, where
    // every line used to show as removed and added again.
    const before = Array.from({ length: 3_000 }, (_, index) => `line ${index}`);
    const after = before.map((line, index) => (index % 1_000 === 500 ? `${line} changed` : line));
    after.splice(2_000, 0, 'inserted');
    const lines = diffLines(before.join('\n'), after.join('\n'));
    const changed = lines.filter((line) => line.kind !== 'same');
    expect(changed.map((line) => [line.kind, line.text])).toEqual([
      ['removed', 'line 500'],
      ['added', 'line 500 changed'],
      ['removed', 'line 1500'],
      ['added', 'line 1500 changed'],
      ['added', 'inserted'],
      ['removed', 'line 2500'],
      ['added', 'line 2500 changed'],
    ]);
    expect(lines.filter((line) => line.kind === 'same')).toHaveLength(2_997);
    expect(changed[1]?.words?.find((segment) => segment.kind === 'added')?.text).toBe(' changed');
  });

  it('past its edit bound keeps the common first and last lines and shows the middle replaced', () => {
    const middle = (prefix: string) =>
      Array.from({ length: MAX_LINE_EDITS }, (_, index) => `${prefix} ${index}`);
    const lines = diffLines(
      ['first', ...middle('old'), 'last'].join('\n'),
      ['first', ...middle('new'), 'last'].join('\n'),
    );
    expect(lines).toHaveLength(2 + 2 * MAX_LINE_EDITS);
    expect(lines[0]).toEqual({ kind: 'same', text: 'first' });
    expect(lines.at(-1)).toEqual({ kind: 'same', text: 'last' });
    expect(lines[1]?.kind).toBe('removed');
    expect(lines[MAX_LINE_EDITS]).toMatchObject({
      kind: 'removed',
      text: `old ${MAX_LINE_EDITS - 1}`,
    });
    expect(lines[MAX_LINE_EDITS + 1]).toMatchObject({ kind: 'added', text: 'new 0' });
  });

  it('gives no word detail to a line rewritten throughout', () => {
    const words = (prefix: string) =>
      Array.from({ length: MAX_WORD_EDITS }, (_, index) => `${prefix}${index}`).join(' ');
    const [removed, added] = diffLines(words('a'), words('b'));
    expect([removed?.kind, added?.kind]).toEqual(['removed', 'added']);
    expect(removed?.words).toBeUndefined();
    expect(added?.words).toBeUndefined();
  });
});
