/** Which node a canvas opens on when the whole layout cannot be shown readably. */
import type { ParsedLayout, Point } from '@/api/models';
import type { Change } from '../changes';

/**
 * The node the URL names; else the first effective change that is about a node on this canvas;
 * else the Start node; else the first node; null for an empty canvas.
 */
export function openingFocusId(input: {
  urlNode: string | null;
  changes: readonly Change[];
  layouts: readonly ParsedLayout[];
  has: (id: string) => boolean;
}): string | null {
  const { urlNode, changes, layouts, has } = input;
  if (urlNode !== null && has(urlNode)) return urlNode;
  for (const change of changes) {
    if (!change.effective) continue;
    const id = [change.nodeId, ...change.nodeIds].find(
      (candidate): candidate is string => candidate !== null && has(candidate),
    );
    if (id !== undefined) return id;
  }
  for (const layout of layouts) {
    const start = layout.nodes.find((node) => node.type === 'Start' && has(node.id));
    if (start) return start.id;
  }
  for (const layout of layouts) {
    const first = layout.nodes.find((node) => has(node.id));
    if (first) return first.id;
  }
  return null;
}

/** A node's place on one of several canvases (the first that has it). */
export function cornerOf(id: string, positions: readonly ReadonlyMap<string, Point>[]) {
  for (const map of positions) {
    const point = map.get(id);
    if (point) return point;
  }
  return null;
}
