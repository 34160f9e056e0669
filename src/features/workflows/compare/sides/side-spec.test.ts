import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BASE,
  DEFAULT_HEAD,
  formatSide,
  isDraftPair,
  parseSide,
  readSidePair,
  sidePairSearch,
  type SideSpec,
} from './side-spec';

describe('parseSide', () => {
  it('reads this workflow’s published layout and draft', () => {
    expect(parseSide('published')).toEqual({ ok: true, spec: DEFAULT_BASE });
    expect(parseSide(' draft ')).toEqual({ ok: true, spec: DEFAULT_HEAD });
  });

  it('reads the account template and a loaded file', () => {
    expect(parseSide('template:published')).toEqual({
      ok: true,
      spec: { source: 'template', version: 'published' },
    });
    expect(parseSide('file')).toEqual({ ok: true, spec: { source: 'file', version: 'auto' } });
    expect(parseSide('file:draft')).toEqual({
      ok: true,
      spec: { source: 'file', version: 'draft' },
    });
  });

  it('reads a version of the gateway’s history, and refuses one without a number', () => {
    expect(parseSide('version:42')).toEqual({ ok: true, spec: { source: 'version', id: '42' } });
    expect(formatSide({ source: 'version', id: '42' })).toBe('version:42');
    expect(parseSide('version:latest')).toEqual({
      ok: false,
      message: '“version:latest” names no version: write version:<number>.',
    });
  });

  it('reads another workflow by id or key, of the acting user or a named one', () => {
    expect(parseSide('workflow:019bbd5f-960b-7b7f-8304-c7ff068f8c20:draft')).toEqual({
      ok: true,
      spec: {
        source: 'workflow',
        ref: '019bbd5f-960b-7b7f-8304-c7ff068f8c20',
        userKey: null,
        version: 'draft',
      },
    });
    expect(parseSide('workflow:welcome-new-customers:published')).toEqual({
      ok: true,
      spec: {
        source: 'workflow',
        ref: 'welcome-new-customers',
        userKey: null,
        version: 'published',
      },
    });
    expect(parseSide('workflow:welcome-new-customers@acme:draft')).toEqual({
      ok: true,
      spec: { source: 'workflow', ref: 'welcome-new-customers', userKey: 'acme', version: 'draft' },
    });
  });

  it('says what is wrong with values it cannot read', () => {
    for (const value of [
      'latest',
      'template',
      'template:latest',
      'workflow:x',
      'workflow::draft',
      'workflow:x@:draft',
      'workflow:a b:draft',
      'file:other',
    ]) {
      const parsed = parseSide(value);
      expect(parsed.ok, value).toBe(false);
      if (!parsed.ok) expect(parsed.message).toContain(`“${value}”`);
    }
  });
});

describe('formatSide', () => {
  it('gives back what parseSide reads', () => {
    const specs: SideSpec[] = [
      DEFAULT_BASE,
      DEFAULT_HEAD,
      { source: 'template', version: 'draft' },
      { source: 'file', version: 'auto' },
      { source: 'file', version: 'published' },
      { source: 'workflow', ref: 'k', userKey: null, version: 'draft' },
      { source: 'workflow', ref: 'k', userKey: 'globex', version: 'published' },
    ];
    for (const spec of specs) expect(parseSide(formatSide(spec))).toEqual({ ok: true, spec });
  });
});

describe('readSidePair', () => {
  it('defaults to published against draft', () => {
    const pair = readSidePair(null, null);
    expect(pair).toEqual({ base: DEFAULT_BASE, head: DEFAULT_HEAD, problems: [] });
    expect(isDraftPair(pair)).toBe(true);
    expect(sidePairSearch(pair)).toEqual({ base: null, head: null });
  });

  it('keeps the default for an unreadable value and says why', () => {
    const pair = readSidePair('bogus', 'template:published');
    expect(pair.base).toEqual(DEFAULT_BASE);
    expect(pair.head).toEqual({ source: 'template', version: 'published' });
    expect(pair.problems).toEqual([expect.stringMatching(/^Left side: “bogus”/)]);
    expect(isDraftPair(pair)).toBe(false);
    expect(sidePairSearch(pair)).toEqual({ base: null, head: 'template:published' });
  });
});
