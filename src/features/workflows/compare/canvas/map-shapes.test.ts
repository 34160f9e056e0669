import { describe, expect, it } from 'vitest';
import type { CanvasNode, FlowGraph } from '../to-flow';
import { mapShapes } from './map-shapes';

const node = (
  id: string,
  x: number,
  y: number,
  flags: string[],
  type: CanvasNode['type'] = 'step',
): CanvasNode =>
  ({
    id,
    type,
    position: { x, y },
    data: {
      name: id,
      nodeType: 'Action',
      actionTypeId: null,
      iconUrl: null,
      flags,
      autoPlaced: false,
      focused: false,
    },
  }) as CanvasNode;

describe('mapShapes', () => {
  it('draws every node as a rectangle in the path of its kind, and bounds them all', () => {
    const graph: FlowGraph = {
      nodes: [
        node('a', 0, 0, []),
        node('b', 300, 150, ['added']),
        node('c', -100, 300, ['removed'], 'ghost'),
        node('d', 0, 450, ['renamed', 'moved']),
        { id: 'm', type: 'moveMarker', position: { x: 900, y: 900 }, data: { name: 'm' } },
      ],
      edges: [],
      positions: new Map(),
    };
    const shapes = mapShapes([graph]);
    expect(shapes.paths).toEqual({
      added: 'M300 150h200v64h-200z',
      removed: 'M-100 300h200v64h-200z',
      changed: 'M0 450h200v64h-200z',
      same: 'M0 0h200v64h-200z',
    });
    expect(shapes.bounds).toEqual({ x: -100, y: 0, width: 600, height: 514 });
  });

  it('copes with an empty layout', () => {
    expect(mapShapes([{ nodes: [], edges: [], positions: new Map() }]).bounds).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    });
  });

  it('draws the nodes of a huge layout a few pixels big, changes bigger, each node once', () => {
    const nodes = Array.from({ length: 400 }, (_, index) =>
      node(
        `n${index}`,
        (index % 20) * 1000,
        Math.floor(index / 20) * 2500,
        index === 7 ? ['added'] : [],
      ),
    );
    const graph: FlowGraph = { nodes, edges: [], positions: new Map() };
    const ghost = node('ghost:n7', 0, 0, ['removed'], 'ghost');
    const shapes = mapShapes([graph, { ...graph, nodes: [ghost, ...nodes] }]);
    // 20,000 x 47,564 layout units on a 160 x 100 map: one map pixel is about 476 units.
    const unit = Math.max(19_200 / 160, 47_564 / 100);
    const widths = (path: string) =>
      [...path.matchAll(/h(\d+)v/g)].map((match) => Number(match[1]));
    expect(widths(shapes.paths.same)).toHaveLength(399);
    for (const width of widths(shapes.paths.same))
      expect(width).toBeGreaterThanOrEqual(Math.floor(2 * unit));
    expect(widths(shapes.paths.added)).toEqual([Math.round(4 * unit)]);
    expect(shapes.paths.removed).toBe('');
  });
});
