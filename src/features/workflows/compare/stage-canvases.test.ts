import { describe, expect, it } from 'vitest';
import { compareLayouts } from '@test/support/decoded';
import { nodeFlags } from '@/lib/diff/layout-diff';
import { stageCanvases, withFocus } from './stage-canvases';

const published = {
  nodes: [
    { id: 'start', type: 'Start', name: 'Start' },
    { id: 'a', type: 'Action', name: 'A' },
  ],
  positions: { start: { x: 0, y: 0 }, a: { x: 0, y: 150 } },
  edges: [{ id: 'start-a', source: 'start', target: 'a' }],
};
const draft = {
  ...published,
  nodes: [...published.nodes, { id: 'new', type: 'Delay', name: 'Wait' }],
  positions: { ...published.positions, new: { x: 0, y: 300 } },
  edges: [...published.edges, { id: 'a-new', source: 'a', target: 'new' }],
};
const comparison = compareLayouts(published, draft);
const input = {
  comparison,
  flags: nodeFlags(comparison.layout),
  icons: new Map<string, string>(),
  showMoves: true,
  titles: { base: 'Published', head: 'Draft' },
};

describe('stageCanvases', () => {
  it('builds two named canvases side by side, one for the overlay or a side, none for the changes view', () => {
    const split = stageCanvases({ ...input, view: 'split' });
    expect(split.map((canvas) => [canvas.label, canvas.title])).toEqual([
      ['Published layout', 'Published'],
      ['Draft layout', 'Draft'],
    ]);
    expect(split[1]?.graph.nodes.map((node) => node.id)).toContain('new');
    expect(stageCanvases({ ...input, view: 'overlay' }).map((canvas) => canvas.label)).toEqual([
      'Overlay of the published and draft layouts',
    ]);
    const draftOnly = stageCanvases({ ...input, view: 'draft' });
    expect(draftOnly.map((canvas) => [canvas.id, canvas.title])).toEqual([['canvas-head', null]]);
    expect(stageCanvases({ ...input, view: 'changes' })).toEqual([]);
  });
});

describe('withFocus', () => {
  it('marks only the focused node and reuses every other node object', () => {
    const [graph] = stageCanvases({ ...input, view: 'draft' });
    if (!graph) throw new Error('no canvas');
    const focused = withFocus(graph.graph, 'a');
    const byId = new Map(focused.nodes.map((node) => [node.id, node]));
    const a = byId.get('a');
    expect(a && a.type !== 'moveMarker' ? a.data.focused : null).toBe(true);
    expect(byId.get('start')).toBe(graph.graph.nodes.find((node) => node.id === 'start'));
    expect(withFocus(graph.graph, null)).toBe(graph.graph);
  });
});
