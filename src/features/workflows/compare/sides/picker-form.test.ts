import { describe, expect, it } from 'vitest';
import { readLayoutFile } from './layout-file';
import { choiceOf, specOf, validatePicker, type SideChoice } from './picker-form';
import { formatSide, parseSide, type SideSpec } from './side-spec';

const choice = (source: SideChoice['source'], extra: Partial<SideChoice> = {}): SideChoice => ({
  source,
  ref: '',
  userKey: '',
  version: 'published',
  fileVersion: 'auto',
  versionId: '',
  ...extra,
});

const snapshot = readLayoutFile(
  'snap.json',
  JSON.stringify({ workflow: { name: 'x' }, template_draft: { nodes: [] } }),
);
const file = snapshot.ok ? snapshot.file : null;

describe('the compare-with form', () => {
  it('turns every kind of side into a URL value and back', () => {
    const specs: SideSpec[] = [
      { source: 'self', version: 'published' },
      { source: 'self', version: 'draft' },
      { source: 'template', version: 'published' },
      { source: 'workflow', ref: 'welcome-new-customers', userKey: 'acme', version: 'draft' },
      { source: 'workflow', ref: 'k', userKey: null, version: 'published' },
      { source: 'file', version: 'auto' },
      { source: 'file', version: 'draft' },
    ];
    for (const spec of specs) {
      const back = specOf(choiceOf(spec));
      expect(back).toEqual(spec);
      expect(parseSide(formatSide(back))).toEqual({ ok: true, spec });
    }
    expect(specOf(choice('workflow', { ref: ' k ', userKey: '  ' }))).toEqual({
      source: 'workflow',
      ref: 'k',
      userKey: null,
      version: 'published',
    });
  });

  it('asks for what each source needs', () => {
    const context = { hasTemplate: false, file: null };
    expect(validatePicker({ base: choice('template'), head: choice('workflow') }, context)).toEqual(
      {
        'base.source': 'This workflow was not cloned from an account template.',
        'head.ref': 'Enter the key or id of a workflow.',
      },
    );
    expect(
      validatePicker(
        { base: choice('workflow', { ref: 'a b', userKey: 'x@y' }), head: choice('file') },
        context,
      ),
    ).toEqual({
      'base.ref': 'A key or id has no spaces, “@” or “:”.',
      'base.userKey': 'A user key has no spaces, “@” or “:”.',
      'head.source': 'Load a JSON file first.',
    });
  });

  it('accepts a loaded file, but only a version it holds', () => {
    expect(
      validatePicker(
        { base: choice('draft'), head: choice('file', { fileVersion: 'published' }) },
        { hasTemplate: true, file },
      ),
    ).toEqual({ 'head.fileVersion': 'The file holds no published layout.' });
    expect(
      validatePicker(
        { base: choice('template'), head: choice('file') },
        { hasTemplate: true, file },
      ),
    ).toEqual({});
  });
});
