import { describe, expect, it } from 'vitest';
import { compareLayouts } from '@test/support/decoded';
import { nodeFlags } from '@/lib/diff/layout-diff';
import { FIXED_SIZE, layoutToFlow, overlayFlow, splitFlows } from './to-flow';

const published = {
  nodes: [
    { id: 'start', type: 'Start', name: 'Start' },
    { id: 'a', type: 'Action', name: 'A', action_type_id: 'at1' },
    { id: 'gone', type: 'Action', name: 'Gone' },
  ],
  positions: { start: { x: 0, y: 0 }, a: { x: 0, y: 150 }, gone: { x: 250, y: 150 } },
  edges: [
    { id: 'start-a', source: 'start', target: 'a' },
    { id: 'start-gone', source: 'start', target: 'gone' },
  ],
  action_types: [{ id: 'at1', name: 'Send', icon: { url: 'https://icons.example/send.svg' } }],
  width: 1500,
  height: 600,
};
const draft = {
  ...published,
  nodes: [published.nodes[0], published.nodes[1], { id: 'new', type: 'Delay', name: 'Wait' }],
  positions: { start: { x: 0, y: 0 }, a: { x: 100, y: 300 } },
  edges: [
    { id: 'start-a', source: 'start', target: 'a' },
    { id: 'a-new', source: 'a', target: 'new' },
  ],
};
const comparison = compareLayouts(published, draft);
const flags = nodeFlags(comparison.layout);
const noIcons = new Map<string, string>();

describe('layoutToFlow', () => {
  it('makes a distinct Start node, step nodes with their icon, and focuses the chosen node', () => {
    const graph = layoutToFlow(comparison.base, flags, noIcons, 'a');
    expect(graph.nodes.map((n) => [n.id, n.type])).toEqual([
      ['start', 'start'],
      ['a', 'step'],
      ['gone', 'step'],
    ]);
    const a = graph.nodes.find((n) => n.id === 'a');
    expect(a?.data).toMatchObject({ iconUrl: 'https://icons.example/send.svg', focused: true });
    expect(graph.edges.map((e) => e.id)).toEqual(['start-a', 'start-gone']);
  });
});

describe('splitFlows', () => {
  it('marks removed things on the published side and added things on the draft side', () => {
    const { base: left, head: right } = splitFlows(comparison, flags, noIcons);
    expect(left.nodes.find((n) => n.id === 'gone')?.data).toMatchObject({ flags: ['removed'] });
    expect(left.edges.find((e) => e.target === 'gone')?.data?.status).toBe('removed');
    expect(right.nodes.find((n) => n.id === 'new')?.data).toMatchObject({
      flags: ['added'],
      autoPlaced: true,
    });
    expect(right.edges.find((e) => e.target === 'new')?.data?.status).toBe('added');
  });
});

describe('overlayFlow', () => {
  it('draws removed nodes as ghosts at their published place, and a marker where moved nodes were', () => {
    const graph = overlayFlow(comparison, flags, noIcons, null, { showMoves: true });
    const ghost = graph.nodes.find((n) => n.id === 'ghost:gone');
    expect(ghost).toMatchObject({ type: 'ghost', position: { x: 250, y: 150 } });
    expect(graph.edges.find((e) => e.id === 'removed:start-gone')).toMatchObject({
      source: 'start',
      target: 'ghost:gone',
    });
    expect(graph.nodes.find((n) => n.id === 'moved-from:a')).toMatchObject({
      type: 'moveMarker',
      position: { x: 0, y: 150 },
    });
    expect(graph.edges.find((e) => e.id === 'move:a')).toMatchObject({
      source: 'moved-from:a',
      target: 'a',
    });
    expect(graph.positions.get('gone')).toEqual({ x: 250, y: 150 });
  });

  it('hides moves on request', () => {
    const graph = overlayFlow(comparison, flags, noIcons, null, { showMoves: false });
    expect(graph.nodes.some((n) => n.type === 'moveMarker')).toBe(false);
    expect(graph.nodes.find((n) => n.id === 'a')?.data).toMatchObject({ flags: [] });
  });
});

describe('declared node size', () => {
  it('gives every node of every view its size, measured size and handles, so off-screen ones need no rendering', () => {
    const graphs = [
      layoutToFlow(comparison.base, flags, noIcons, null),
      ...Object.values(splitFlows(comparison, flags, noIcons)),
      overlayFlow(comparison, flags, noIcons, null, { showMoves: true }),
    ];
    for (const graph of graphs) {
      for (const node of graph.nodes) {
        expect(node, node.id).toMatchObject({
          width: 200,
          height: 64,
          measured: { width: 200, height: 64 },
        });
        expect(node.handles?.map((handle) => handle.type)).toEqual(['target', 'source']);
      }
    }
  });

  it('puts the handles where React Flow draws its 6 px handles: centred on the top and bottom edges', () => {
    const [target, source] = FIXED_SIZE.handles;
    expect(target && target.x + target.width / 2).toBe(100);
    expect(target?.y).toBe(-3);
    expect(source && source.x + source.width / 2).toBe(100);
    expect(source && source.y + source.height).toBe(67);
  });
});
