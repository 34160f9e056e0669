import { describe, expect, it } from 'vitest';
import { diffEntries, isSecretName, parseLines } from './header-lines';

describe('parseLines', () => {
  it('reads Name:value lines, tolerating blank lines, spaces and values with colons', () => {
    expect(
      parseLines(
        'Content-Type:application/json\n\n  X-Url : https://x.example:8443/a \r\nAuthorization:Bearer {% redact app_connection.token %}\n',
      ),
    ).toEqual({
      entries: [
        { name: 'Content-Type', value: 'application/json', line: 1 },
        { name: 'X-Url', value: 'https://x.example:8443/a', line: 3 },
        { name: 'Authorization', value: 'Bearer {% redact app_connection.token %}', line: 4 },
      ],
      problems: [],
    });
  });

  it('reports lines it cannot read and keeps the rest', () => {
    expect(parseLines('just text\n:no name\nA:1')).toEqual({
      entries: [{ name: 'A', value: '1', line: 3 }],
      problems: [
        'Line 1 has no ":" and was not read as a name and value: just text',
        'Line 2 has a value but no name.',
      ],
    });
    expect(parseLines(null)).toEqual({ entries: [], problems: [] });
    expect(parseLines('Empty:')).toEqual({
      entries: [{ name: 'Empty', value: '', line: 1 }],
      problems: [],
    });
  });
});

describe('diffEntries', () => {
  const entries = (text: string) => parseLines(text).entries;

  it('finds added, removed and changed entries by name', () => {
    const changes = diffEntries(entries('A:1\nB:2\nC:3'), entries('A:1\nC:30\nD:4'), false);
    expect(changes.map((change) => [change.kind, change.name])).toEqual([
      ['unchanged', 'A'],
      ['removed', 'B'],
      ['changed', 'C'],
      ['added', 'D'],
    ]);
  });

  it('matches header names ignoring case when asked', () => {
    expect(diffEntries(entries('content-type:x'), entries('Content-Type:x'), true)[0]?.kind).toBe(
      'unchanged',
    );
    expect(
      diffEntries(entries('content-type:x'), entries('Content-Type:x'), false).map((c) => c.kind),
    ).toEqual(['added', 'removed']);
  });

  it('compares repeated names occurrence by occurrence', () => {
    const changes = diffEntries(entries('Tag:a\nTag:b'), entries('Tag:a\nTag:c\nTag:d'), false);
    expect(changes.map((change) => change.kind)).toEqual(['unchanged', 'changed', 'added']);
  });
});

describe('isSecretName', () => {
  it('recognises credential-like names', () => {
    for (const name of [
      'Authorization',
      'X-Api-Key',
      'api_key',
      'Cookie',
      'x-auth-token',
      'client_secret',
    ])
      expect(isSecretName(name)).toBe(true);
    for (const name of ['Content-Type', 'channel', 'limit']) expect(isSecretName(name)).toBe(false);
  });
});
