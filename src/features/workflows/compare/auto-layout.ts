/**
 * Where nodes without a usable position go: in layers under the positioned ones, following the edges
 * (a node one step after another is one layer lower), each layer a row from left to right in the
 * layout's order. Nodes in a cycle of unpositioned nodes stay in the layer reached before the cycle.
 */
import type { LayoutEdgeInfo, LayoutNodeInfo, Point } from '@/api/models';

/** Every node on the canvas has this size (see to-flow.ts, which declares it to React Flow). */
export const NODE_WIDTH = 200;
export const NODE_HEIGHT = 64;

const COLUMN_GAP = 40;
const LAYER_GAP = NODE_HEIGHT * 2;

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box around nodes at these top-left corners (each NODE_WIDTH x NODE_HEIGHT); null for none. */
export function boundsOf(corners: Iterable<Point>): Bounds | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { x, y } of corners) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x + NODE_WIDTH);
    maxY = Math.max(maxY, y + NODE_HEIGHT);
  }
  if (!Number.isFinite(minX) || !Number.isFinite(maxY)) return null;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

export interface Placement {
  point: Point;
  /** The layout gave no usable position: the canvas placed the node itself. */
  auto: boolean;
}

/** Layer of each unpositioned node: the longest chain of unpositioned predecessors before it. */
function layers(unplaced: readonly LayoutNodeInfo[], edges: readonly LayoutEdgeInfo[]) {
  const ids = new Set(unplaced.map((node) => node.id));
  const next = new Map<string, string[]>();
  const waiting = new Map<string, number>(unplaced.map((node) => [node.id, 0]));
  for (const { source, target } of edges) {
    if (source === target || !ids.has(source) || !ids.has(target)) continue;
    const targets = next.get(source);
    if (targets) targets.push(target);
    else next.set(source, [target]);
    waiting.set(target, (waiting.get(target) ?? 0) + 1);
  }
  const layer = new Map<string, number>(unplaced.map((node) => [node.id, 0]));
  const ready = unplaced.filter((node) => waiting.get(node.id) === 0).map((node) => node.id);
  // A queue read by index (shift() would make long chains quadratic).
  for (let index = 0, id = ready[0]; id !== undefined; index += 1, id = ready[index]) {
    for (const target of next.get(id) ?? []) {
      layer.set(target, Math.max(layer.get(target) ?? 0, (layer.get(id) ?? 0) + 1));
      const left = (waiting.get(target) ?? 1) - 1;
      waiting.set(target, left);
      if (left === 0) ready.push(target);
    }
  }
  return layer;
}

/**
 * `elsewhere`: where the other version of the layout has a node. A node without a position of its
 * own goes there first, so the two sides of a comparison put the same node in the same place.
 */
export function placeNodes(
  nodes: readonly LayoutNodeInfo[],
  edges: readonly LayoutEdgeInfo[] = [],
  elsewhere: ReadonlyMap<string, Point> = new Map(),
): Map<string, Placement> {
  const placed = new Map<string, Placement>();
  let maxY = -Infinity;
  let minX = Infinity;
  const unplaced: LayoutNodeInfo[] = [];
  for (const node of nodes) {
    if (!node.position) {
      const other = elsewhere.get(node.id);
      if (other) placed.set(node.id, { point: other, auto: true });
      else unplaced.push(node);
      continue;
    }
    placed.set(node.id, { point: node.position, auto: false });
    maxY = Math.max(maxY, node.position.y);
    minX = Math.min(minX, node.position.x);
  }
  if (unplaced.length === 0) return placed;
  const baseY = Number.isFinite(maxY) ? maxY + NODE_HEIGHT * 3 : 0;
  const baseX = Number.isFinite(minX) ? minX : 0;
  const layerOf = layers(unplaced, edges);
  const columns = new Map<number, number>();
  for (const node of unplaced) {
    const layer = layerOf.get(node.id) ?? 0;
    const column = columns.get(layer) ?? 0;
    columns.set(layer, column + 1);
    placed.set(node.id, {
      point: {
        x: baseX + column * (NODE_WIDTH + COLUMN_GAP),
        y: baseY + layer * (NODE_HEIGHT + LAYER_GAP),
      },
      auto: true,
    });
  }
  return placed;
}
