/**
 * Published layout vs draft layout: nodes added, removed, renamed, retyped (node type or action type)
 * and moved (with distance); edges added and removed (by the connection they make); size and
 * action-type changes. Map-based, linear in the layout size.
 */
import {
  edgeKey,
  type ActionTypeRef,
  type LayoutEdgeInfo,
  type LayoutNodeInfo,
  type ParsedLayout,
  type Point,
} from '@/api/decode/layout';

export interface NodeMove {
  node: LayoutNodeInfo;
  from: Point;
  to: Point;
  distance: number;
}

export interface LayoutDiff {
  added: LayoutNodeInfo[];
  removed: LayoutNodeInfo[];
  renamed: { node: LayoutNodeInfo; from: string; to: string }[];
  retyped: { node: LayoutNodeInfo; from: LayoutNodeInfo; to: LayoutNodeInfo }[];
  moved: NodeMove[];
  edgesAdded: LayoutEdgeInfo[];
  edgesRemoved: LayoutEdgeInfo[];
  size: {
    from: { width: number | null; height: number | null };
    to: { width: number | null; height: number | null };
  } | null;
  actionTypesAdded: ActionTypeRef[];
  actionTypesRemoved: ActionTypeRef[];
}

/** Moves shorter than this (in layout units) are rounding, not moves. */
const MOVE_EPSILON = 0.5;

export function diffLayouts(published: ParsedLayout, draft: ParsedLayout): LayoutDiff {
  const diff: LayoutDiff = {
    added: [],
    removed: [],
    renamed: [],
    retyped: [],
    moved: [],
    edgesAdded: [],
    edgesRemoved: [],
    size: null,
    actionTypesAdded: [],
    actionTypesRemoved: [],
  };
  for (const node of draft.nodes) {
    const before = published.nodeById.get(node.id);
    if (!before) {
      diff.added.push(node);
      continue;
    }
    if (before.name !== node.name) diff.renamed.push({ node, from: before.name, to: node.name });
    if (before.type !== node.type || before.actionTypeId !== node.actionTypeId) {
      diff.retyped.push({ node, from: before, to: node });
    }
    if (before.position && node.position) {
      const distance = Math.hypot(
        node.position.x - before.position.x,
        node.position.y - before.position.y,
      );
      if (distance > MOVE_EPSILON)
        diff.moved.push({ node, from: before.position, to: node.position, distance });
    }
  }
  for (const node of published.nodes) {
    if (!draft.nodeById.has(node.id)) diff.removed.push(node);
  }

  const publishedEdges = new Set(published.edges.map(edgeKey));
  const draftEdges = new Set(draft.edges.map(edgeKey));
  diff.edgesAdded = draft.edges.filter((edge) => !publishedEdges.has(edgeKey(edge)));
  diff.edgesRemoved = published.edges.filter((edge) => !draftEdges.has(edgeKey(edge)));

  if (published.width !== draft.width || published.height !== draft.height) {
    diff.size = {
      from: { width: published.width, height: published.height },
      to: { width: draft.width, height: draft.height },
    };
  }

  const publishedTypes = new Set(published.actionTypes.map((type) => type.id));
  const draftTypes = new Set(draft.actionTypes.map((type) => type.id));
  diff.actionTypesAdded = draft.actionTypes.filter((type) => !publishedTypes.has(type.id));
  diff.actionTypesRemoved = published.actionTypes.filter((type) => !draftTypes.has(type.id));
  return diff;
}

export type NodeChangeFlag = 'added' | 'removed' | 'renamed' | 'retyped' | 'moved';

/** For the canvas: what happened to each node id (a node can be renamed, retyped and moved at once). */
export function nodeFlags(diff: LayoutDiff): Map<string, Set<NodeChangeFlag>> {
  const flags = new Map<string, Set<NodeChangeFlag>>();
  const flag = (id: string, value: NodeChangeFlag) => {
    const set = flags.get(id) ?? new Set<NodeChangeFlag>();
    set.add(value);
    flags.set(id, set);
  };
  for (const node of diff.added) flag(node.id, 'added');
  for (const node of diff.removed) flag(node.id, 'removed');
  for (const { node } of diff.renamed) flag(node.id, 'renamed');
  for (const { node } of diff.retyped) flag(node.id, 'retyped');
  for (const { node } of diff.moved) flag(node.id, 'moved');
  return flags;
}
