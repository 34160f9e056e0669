import { describe, expect, it } from 'vitest';
import { boundsOf, placeNodes } from './auto-layout';
import type { LayoutEdgeInfo, LayoutNodeInfo } from '@/api/models';

const node = (id: string, position: { x: number; y: number } | null = null): LayoutNodeInfo => ({
  id,
  type: 'Action',
  name: id,
  actionTypeId: null,
  position,
});
const edge = (source: string, target: string): LayoutEdgeInfo => ({
  id: `${source}-${target}`,
  source,
  target,
});

describe('placeNodes', () => {
  it('keeps given positions and flags nothing', () => {
    const placed = placeNodes([node('start', { x: 450, y: 0 }), node('a', { x: 100, y: 300 })]);
    expect(placed.get('start')).toEqual({ point: { x: 450, y: 0 }, auto: false });
    expect(placed.get('a')).toEqual({ point: { x: 100, y: 300 }, auto: false });
  });

  it('puts unconnected nodes without a position in a row under the others, flagged', () => {
    const placed = placeNodes([node('a', { x: 100, y: 300 }), node('b'), node('c')]);
    expect(placed.get('b')).toEqual({ point: { x: 100, y: 492 }, auto: true });
    expect(placed.get('c')).toEqual({ point: { x: 340, y: 492 }, auto: true });
  });

  it('puts a chain of unpositioned nodes one layer under another, following the edges', () => {
    const placed = placeNodes(
      [node('start', { x: 0, y: 0 }), node('c'), node('b'), node('a'), node('side')],
      [edge('start', 'a'), edge('a', 'b'), edge('b', 'c'), edge('a', 'side')],
    );
    const y = (id: string) => placed.get(id)?.point.y;
    expect(y('a')).toBe(192);
    expect(y('b')).toBe(192 + 192);
    expect(y('side')).toBe(y('b'));
    expect(y('c')).toBe(192 + 2 * 192);
    expect(placed.get('b')?.point.x).not.toBe(placed.get('side')?.point.x);
  });

  it('places every node of a cycle, and each once', () => {
    const placed = placeNodes(
      [node('a'), node('b'), node('c')],
      [edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('b', 'b')],
    );
    expect([...placed.keys()].sort()).toEqual(['a', 'b', 'c']);
    const points = [...placed.values()].map(({ point }) => `${point.x},${point.y}`);
    expect(new Set(points).size).toBe(3);
  });

  it('starts at the origin when no node has a position', () => {
    expect(placeNodes([node('a')]).get('a')).toEqual({ point: { x: 0, y: 0 }, auto: true });
  });
});

describe('boundsOf', () => {
  it('boxes the nodes at the given corners, each 200 x 64', () => {
    expect(
      boundsOf([
        { x: -100, y: 0 },
        { x: 300, y: 450 },
      ]),
    ).toEqual({ x: -100, y: 0, width: 600, height: 514 });
  });

  it('is null for no nodes', () => {
    expect(boundsOf([])).toBeNull();
  });
});

describe('placeNodes at scale', () => {
  it('lays out a chain of 5,000 unpositioned nodes, one per layer', () => {
    const ids = Array.from({ length: 5000 }, (_, index) => `n${String(index)}`);
    const placed = placeNodes(
      ids.map((id) => node(id)),
      ids.slice(1).map((id, index) => edge(ids[index] ?? '', id)),
    );
    expect(placed.get('n4999')?.point).toEqual({ x: 0, y: 4999 * 192 });
  });
});
