import { describe, expect, it } from 'vitest';
import { diffLines, diffWords } from './text-diff';

describe('diffWords', () => {
  it('finds the words that changed', () => {
    expect(diffWords('https://api.example/v1/send', 'https://api.example/v2/send')).toEqual([
      { kind: 'same', text: 'https://api.example/' },
      { kind: 'removed', text: 'v1' },
      { kind: 'added', text: 'v2' },
      { kind: 'same', text: '/send' },
    ]);
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
});
