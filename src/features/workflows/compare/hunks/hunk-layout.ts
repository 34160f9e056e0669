/**
 * Where a hunk's nodes go on its small canvas: in rows following the edges (a node one step after
 * another is one row lower), each row ordered as the nodes stand in the layout, wrapped to the width
 * there is. Both versions share the places, so a node sits at the same spot on both sides.
 */
import type { ParsedLayout, Point } from '@/api/models';
import { edgeKey } from '@/api/decode/layout';
import { NODE_HEIGHT, NODE_WIDTH } from '../auto-layout';
import type { EdgeStatus } from '../to-flow';

export const HUNK_COLUMN_GAP = 32;
export const HUNK_ROW_GAP = 36;
export const HUNK_PADDING = 12;

export interface HunkEdge {
  source: string;
  target: string;
  status: Exclude<EdgeStatus, 'move'>;
}

export interface HunkLayout {
  positions: Map<string, Point>;
  edges: HunkEdge[];
  width: number;
  height: number;
}

/** How many nodes fit side by side in `width` pixels. */
export function nodesPerRow(width: number): number {
  return Math.max(
    1,
    Math.floor((width - HUNK_PADDING * 2 + HUNK_COLUMN_GAP) / (NODE_WIDTH + HUNK_COLUMN_GAP)),
  );
}

function originalPlace(id: string, layouts: readonly ParsedLayout[]): Point | null {
  for (const layout of layouts) {
    const position = layout.nodeById.get(id)?.position;
    if (position) return position;
  }
  return null;
}

/** The edges among `ids` in either version: in both, only in the head (added), only in the base. */
export function hunkEdges(ids: ReadonlySet<string>, base: ParsedLayout, head: ParsedLayout) {
  const inside = (edge: { source: string; target: string }) =>
    ids.has(edge.source) && ids.has(edge.target);
  const headKeys = new Set(head.edges.filter(inside).map(edgeKey));
  const baseKeys = new Set(base.edges.filter(inside).map(edgeKey));
  const edges: HunkEdge[] = [];
  for (const edge of head.edges.filter(inside))
    edges.push({
      source: edge.source,
      target: edge.target,
      status: baseKeys.has(edgeKey(edge)) ? 'same' : 'added',
    });
  for (const edge of base.edges.filter(inside))
    if (!headKeys.has(edgeKey(edge)))
      edges.push({ source: edge.source, target: edge.target, status: 'removed' });
  return edges;
}

export function layoutHunk(
  ids: readonly string[],
  base: ParsedLayout,
  head: ParsedLayout,
  perRow: number,
): HunkLayout {
  const set = new Set(ids);
  const edges = hunkEdges(set, base, head);
  // Reading order of the layout (top to bottom, left to right); nodes without a place go last.
  const place = new Map(ids.map((id) => [id, originalPlace(id, [head, base])]));
  const order = [...set].sort((a, b) => {
    const pa = place.get(a);
    const pb = place.get(b);
    return (pa?.y ?? Infinity) - (pb?.y ?? Infinity) || (pa?.x ?? Infinity) - (pb?.x ?? Infinity);
  });
  const rank = new Map(order.map((id, index) => [id, index]));
  // Longest path, following only edges that go forward in reading order (so cycles cannot loop).
  const layer = new Map(order.map((id) => [id, 0]));
  const forward = edges
    .filter((edge) => (rank.get(edge.source) ?? 0) < (rank.get(edge.target) ?? 0))
    .sort((a, b) => (rank.get(a.source) ?? 0) - (rank.get(b.source) ?? 0));
  for (const edge of forward) {
    layer.set(
      edge.target,
      Math.max(layer.get(edge.target) ?? 0, (layer.get(edge.source) ?? 0) + 1),
    );
  }
  const rows: string[][] = [];
  for (const id of order) {
    const index = layer.get(id) ?? 0;
    (rows[index] ??= []).push(id);
  }
  const wrapped = rows
    .filter((row) => row.length > 0)
    .flatMap((row) => {
      const byX = [...row].sort(
        (a, b) => (place.get(a)?.x ?? Infinity) - (place.get(b)?.x ?? Infinity),
      );
      const chunks: string[][] = [];
      for (let start = 0; start < byX.length; start += perRow)
        chunks.push(byX.slice(start, start + perRow));
      return chunks;
    });
  const columns = Math.max(1, ...wrapped.map((row) => row.length));
  const width = columns * NODE_WIDTH + (columns - 1) * HUNK_COLUMN_GAP + HUNK_PADDING * 2;
  const positions = new Map<string, Point>();
  wrapped.forEach((row, rowIndex) => {
    const rowWidth = row.length * NODE_WIDTH + (row.length - 1) * HUNK_COLUMN_GAP;
    const left = (width - rowWidth) / 2;
    row.forEach((id, column) => {
      positions.set(id, {
        x: left + column * (NODE_WIDTH + HUNK_COLUMN_GAP),
        y: HUNK_PADDING + rowIndex * (NODE_HEIGHT + HUNK_ROW_GAP),
      });
    });
  });
  const height =
    wrapped.length * NODE_HEIGHT +
    Math.max(0, wrapped.length - 1) * HUNK_ROW_GAP +
    HUNK_PADDING * 2;
  return { positions, edges, width, height };
}
