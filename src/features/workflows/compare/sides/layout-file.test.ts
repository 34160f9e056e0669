import { describe, expect, it } from 'vitest';
import { parseLayout } from '@/api/decode/layout';
import { fileSide, readLayoutFile } from './layout-file';

const layout = {
  object: 'workflow_layout_template',
  nodes: [{ id: 'start_of_workflow', type: 'Start', name: 'Start Workflow' }],
  positions: { start_of_workflow: { x: 450, y: 0 } },
  edges: [],
};
const bigger = { ...layout, nodes: [...layout.nodes, { id: 'a', type: 'Action', name: 'Send' }] };

describe('readLayoutFile', () => {
  it('reads the draft snapshot the Discard dialog downloads', () => {
    const text = JSON.stringify({
      exported_at: '2026-05-01T10:00:00.000Z',
      workflow: { id: 'w1', key: 'k', name: 'Escalate VIP tickets' },
      template_draft: bigger,
      event_trigger_draft: { key: 'x' },
      match_conditions_draft: null,
      trigger_conditions_draft: null,
    });
    const read = readLayoutFile('snap.json', text);
    if (!read.ok) throw new Error(read.message);
    expect(read.file.description).toBe(
      'the draft snapshot of “Escalate VIP tickets”, exported 2026-05-01 10:00 UTC',
    );
    const side = fileSide(read.file, 'auto');
    if (!side.ok) throw new Error(side.message);
    expect(side.side.layout.nodes.map((node) => node.id)).toEqual(['start_of_workflow', 'a']);
    expect(side.side.fields).toEqual({
      event_trigger: { key: 'x' },
      match_conditions: null,
      trigger_conditions: null,
    });
    expect(side.side.title).toBe('File');
    expect(fileSide(read.file, 'published')).toEqual({
      ok: false,
      message: 'The file “snap.json” holds no published layout.',
    });
  });

  it('reads a snapshot saved by an older console (the decoded layout object)', () => {
    const decoded = { ...parseLayout(bigger), nodeById: {} };
    const read = readLayoutFile(
      'old.json',
      JSON.stringify({ template_draft: decoded, workflow: {} }),
    );
    if (!read.ok) throw new Error(read.message);
    const side = fileSide(read.file, 'draft');
    expect(side.ok && side.side.layout.nodes).toHaveLength(2);
    expect(side.ok && side.side.layout.problems).toEqual([]);
  });

  it('reads a workflow or template object: both versions, published by default', () => {
    const text = JSON.stringify({
      id: 'w2',
      name: 'Welcome new customers',
      is_template: true,
      template: layout,
      template_draft: bigger,
      event_trigger: { key: 'a' },
      event_trigger_draft: { key: 'b' },
    });
    const read = readLayoutFile('wf.json', text);
    if (!read.ok) throw new Error(read.message);
    expect(read.file.natural).toBe('published');
    expect(read.file.description).toBe('the template “Welcome new customers”');
    const draft = fileSide(read.file, 'draft');
    expect(draft.ok && draft.side.layout.nodes).toHaveLength(2);
    expect(draft.ok && draft.side.title).toBe('File, draft');
    expect(draft.ok && draft.side.fields?.event_trigger).toEqual({ key: 'b' });
  });

  it('reads a bare layout, which holds no trigger', () => {
    const read = readLayoutFile('layout.json', JSON.stringify(bigger));
    if (!read.ok) throw new Error(read.message);
    const side = fileSide(read.file, 'auto');
    expect(side.ok && side.side.fields).toBeNull();
  });

  it('says plainly why a file cannot be used', () => {
    const broken = readLayoutFile('broken.json', '{"template_draft": {"nodes": [}');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(
      /^“broken\.json” is not valid JSON \(line 1, column \d+: .+\)\. Nothing was changed\.$/,
    );
    for (const text of ['[]', '"text"', '{"name": "x"}', '{"template": {"nodes": "no"}}']) {
      const read = readLayoutFile('other.json', text);
      expect(read.ok, text).toBe(false);
      if (!read.ok) expect(read.message).toMatch(/^“other\.json” holds no workflow layout\./);
    }
  });
});
