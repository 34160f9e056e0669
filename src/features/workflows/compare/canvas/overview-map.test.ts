import { describe, expect, it } from 'vitest';
import type { CanvasNode, FlowGraph } from '../to-flow';
import { mapShapes } from './overview-map';

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
    const shapes = mapShapes(graph);
    expect(shapes.paths).toEqual({
      added: 'M300 150h200v64h-200z',
      removed: 'M-100 300h200v64h-200z',
      changed: 'M0 450h200v64h-200z',
      same: 'M0 0h200v64h-200z',
    });
    expect(shapes.bounds).toEqual({ x: -100, y: 0, width: 600, height: 514 });
  });

  it('copes with an empty layout', () => {
    expect(mapShapes({ nodes: [], edges: [], positions: new Map() }).bounds).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    });
  });
});
