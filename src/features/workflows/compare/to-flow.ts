/**
 * Parsed layouts -> React Flow nodes and edges, as plain data (no React): one side of the split view,
 * a single layout, or the overlay of both (draft nodes, removed nodes as ghosts at their published
 * place, a marker where moved nodes were, removed edges kept and styled).
 */
import { Position, type Edge, type Node, type NodeHandle } from '@xyflow/react';
import { safeHttpUrl } from '@/utils/urls';
import type { WorkflowComparison } from './changes';
import { NODE_HEIGHT, NODE_WIDTH, placeNodes, type Placement } from './auto-layout';
import type { LayoutNodeInfo, ParsedLayout, Point } from '@/api/models';
import type { NodeChangeFlag } from '@/lib/diff/layout-diff';
import type { StepStatus } from '../run-view/step-status';

export { NODE_HEIGHT, NODE_WIDTH };

/** React Flow's default handle is a 6 px square centred on the node's edge. */
const HANDLE = 6;

/**
 * From this many nodes a canvas renders only the nodes and edges on screen. At 100% a canvas shows
 * about 30 nodes, so a 100-node layout opened on one node mounts a third of its nodes, and mounts
 * the rest as the user pans to them (npm run bench: opening 100 nodes side by side took about 110 ms
 * with every node mounted, 50 ms culled, and panning stayed at the display's rate).
 */
export const CULL_FROM = 50;

/**
 * Every node has this fixed size and these handles, declared up front (`measured` included, so React
 * Flow counts the nodes as initialised and its fit view works without measuring them). React Flow can
 * then cull off-screen nodes from the very first render and draw edges at once: without it, it renders
 * every node once to measure it (2,000 nodes: over a second) before culling any. The handles match
 * where the rendered ones sit, so an edge to a node that is never rendered ends in the same place.
 */
export const FIXED_SIZE = {
  width: NODE_WIDTH,
  height: NODE_HEIGHT,
  measured: { width: NODE_WIDTH, height: NODE_HEIGHT },
  handles: [
    {
      type: 'target',
      position: Position.Top,
      x: (NODE_WIDTH - HANDLE) / 2,
      y: -HANDLE / 2,
      width: HANDLE,
      height: HANDLE,
    },
    {
      type: 'source',
      position: Position.Bottom,
      x: (NODE_WIDTH - HANDLE) / 2,
      y: NODE_HEIGHT - HANDLE / 2,
      width: HANDLE,
      height: HANDLE,
    },
  ] satisfies NodeHandle[],
};

export type CanvasNodeData = {
  name: string;
  nodeType: string;
  actionTypeId: string | null;
  iconUrl: string | null;
  flags: NodeChangeFlag[];
  /** The layout gave no usable position; the canvas placed the node itself. */
  autoPlaced: boolean;
  /** Set on the node `?node=` selects. */
  focused: boolean;
  /** On a run's layout (the run view): the step's status. */
  runStatus?: StepStatus;
};

export type StartFlowNode = Node<CanvasNodeData, 'start'>;
export type StepFlowNode = Node<CanvasNodeData, 'step'>;
export type GhostFlowNode = Node<CanvasNodeData, 'ghost'>;
export type MoveMarkerFlowNode = Node<{ name: string }, 'moveMarker'>;
export type CanvasNode = StartFlowNode | StepFlowNode | GhostFlowNode | MoveMarkerFlowNode;

/** How an edge is drawn: in a comparison (same, added, removed, a move) or on a run (taken or not). */
export type EdgeStatus = 'same' | 'added' | 'removed' | 'move' | 'taken' | 'not-taken';
export type CanvasEdge = Edge<{ status: EdgeStatus }>;

export interface FlowGraph {
  nodes: CanvasNode[];
  edges: CanvasEdge[];
  /** Where each real node sits on this canvas (for focusing), by node id. */
  positions: Map<string, Point>;
}

export type FlagsById = ReadonlyMap<string, ReadonlySet<NodeChangeFlag>>;
export type IconsByActionType = ReadonlyMap<string, string>;

export function iconFor(
  node: LayoutNodeInfo,
  layout: ParsedLayout,
  icons: IconsByActionType,
): string | null {
  if (!node.actionTypeId) return null;
  const fromQuery = icons.get(node.actionTypeId);
  const fromLayout =
    layout.actionTypes.find((type) => type.id === node.actionTypeId)?.iconUrl ?? null;
  return safeHttpUrl(fromQuery ?? fromLayout);
}

/** The accessible name of a node: what it is, and what changed, in words. */
function nodeLabel(node: LayoutNodeInfo, flags: readonly NodeChangeFlag[], ghost: boolean): string {
  const parts = [`${node.name} (${node.type})`, ...flags];
  if (ghost) parts.push('previous position');
  return parts.join(', ');
}

function flowNode(
  node: LayoutNodeInfo,
  point: Point,
  auto: boolean,
  data: Pick<CanvasNodeData, 'flags' | 'iconUrl'>,
  focusedId: string | null,
  kind: 'start' | 'step' | 'ghost',
): StartFlowNode | StepFlowNode | GhostFlowNode {
  const nodeData: CanvasNodeData = {
    name: node.name,
    nodeType: node.type,
    actionTypeId: node.actionTypeId,
    iconUrl: data.iconUrl,
    flags: data.flags,
    autoPlaced: auto,
    focused: node.id === focusedId,
  };
  const base = {
    id: kind === 'ghost' ? `ghost:${node.id}` : node.id,
    position: point,
    data: nodeData,
    ariaLabel: nodeLabel(node, data.flags, kind === 'ghost'),
    ...FIXED_SIZE,
    draggable: false,
    connectable: false,
  };
  if (kind === 'start') return { ...base, type: 'start' };
  if (kind === 'ghost') return { ...base, type: 'ghost', selectable: false };
  return { ...base, type: 'step' };
}

const kindOf = (node: LayoutNodeInfo): 'start' | 'step' =>
  node.type === 'Start' ? 'start' : 'step';

function edgeOf(id: string, source: string, target: string, status: EdgeStatus): CanvasEdge {
  return {
    id,
    source,
    target,
    data: { status },
    className: `edge-${status}`,
    focusable: false,
    ...(status === 'removed' || status === 'move' ? { animated: false } : {}),
  };
}

/**
 * One layout on its own canvas. `flags` marks what changed relative to the other side (the published
 * side shows removed nodes, the draft side added ones).
 */
export function layoutToFlow(
  layout: ParsedLayout,
  flags: FlagsById,
  icons: IconsByActionType,
  focusedId: string | null,
  edgeStatus: (source: string, target: string) => EdgeStatus = () => 'same',
  placed: ReadonlyMap<string, Placement> = placeNodes(layout.nodes, layout.edges),
): FlowGraph {
  const positions = new Map<string, Point>();
  const nodes: CanvasNode[] = layout.nodes.map((node) => {
    const { point, auto } = placed.get(node.id) ?? { point: { x: 0, y: 0 }, auto: true };
    positions.set(node.id, point);
    return flowNode(
      node,
      point,
      auto,
      { flags: [...(flags.get(node.id) ?? [])], iconUrl: iconFor(node, layout, icons) },
      focusedId,
      kindOf(node),
    );
  });
  const edges = layout.edges.map((edge) =>
    edgeOf(edge.id, edge.source, edge.target, edgeStatus(edge.source, edge.target)),
  );
  return { nodes, edges, positions };
}

const key = (source: string, target: string) => `${source}\u2192${target}`;

export const BASE_FLAGS: ReadonlySet<NodeChangeFlag> = new Set([
  'removed',
  'renamed',
  'retyped',
  'moved',
]);
export const HEAD_FLAGS: ReadonlySet<NodeChangeFlag> = new Set([
  'added',
  'renamed',
  'retyped',
  'moved',
]);

/** The two sides of a comparison: the base (left, before) and the head (right, after). */
export type SideName = 'base' | 'head';

const placementsByComparison = new WeakMap<
  WorkflowComparison,
  Record<SideName, Map<string, Placement>>
>();

/**
 * Where each side's nodes go. A node without a position takes its place on the other side when it
 * has one there, so the same node sits at the same spot on both sides (and in the overlay).
 */
export function sidePlacements(
  comparison: WorkflowComparison,
): Record<SideName, Map<string, Placement>> {
  const cached = placementsByComparison.get(comparison);
  if (cached) return cached;
  const { base, head } = comparison;
  const own = (layout: ParsedLayout) =>
    new Map(
      layout.nodes.flatMap((node) => (node.position ? [[node.id, node.position] as const] : [])),
    );
  const headPlaced = placeNodes(head.nodes, head.edges, own(base));
  const basePlaced = placeNodes(
    base.nodes,
    base.edges,
    new Map([...headPlaced].map(([id, placement]) => [id, placement.point])),
  );
  const result = { base: basePlaced, head: headPlaced };
  placementsByComparison.set(comparison, result);
  return result;
}

/**
 * One side of the comparison on its own canvas, flagged relative to the other side: the base side
 * shows what the head removes, the head side what it adds.
 */
export function sideFlow(
  comparison: WorkflowComparison,
  side: SideName,
  flags: FlagsById,
  icons: IconsByActionType,
): FlowGraph {
  const keep = side === 'base' ? BASE_FLAGS : HEAD_FLAGS;
  const sideFlags = new Map(
    [...flags].map(([id, set]) => [id, new Set([...set].filter((flag) => keep.has(flag)))]),
  );
  const changed = new Set(
    (side === 'base' ? comparison.layout.edgesRemoved : comparison.layout.edgesAdded).map((e) =>
      key(e.source, e.target),
    ),
  );
  const status: EdgeStatus = side === 'base' ? 'removed' : 'added';
  return layoutToFlow(
    comparison[side],
    sideFlags,
    icons,
    null,
    (s, t) => (changed.has(key(s, t)) ? status : 'same'),
    sidePlacements(comparison)[side],
  );
}

/** The two sides of the split view. */
export function splitFlows(
  comparison: WorkflowComparison,
  flags: FlagsById,
  icons: IconsByActionType,
) {
  return {
    base: sideFlow(comparison, 'base', flags, icons),
    head: sideFlow(comparison, 'head', flags, icons),
  };
}

/**
 * Both layouts on one canvas: the draft as it is, removed nodes as dashed ghosts at their published
 * place, a "was here" marker linked to each moved node (unless moves are hidden), removed edges kept.
 */
export function overlayFlow(
  comparison: WorkflowComparison,
  flags: FlagsById,
  icons: IconsByActionType,
  focusedId: string | null,
  options: { showMoves: boolean },
): FlowGraph {
  const { base, head, layout } = comparison;
  const added = new Set(layout.edgesAdded.map((e) => key(e.source, e.target)));
  const visibleFlags: FlagsById = options.showMoves
    ? flags
    : new Map(
        [...flags].map(([id, set]) => [id, new Set([...set].filter((flag) => flag !== 'moved'))]),
      );
  const placements = sidePlacements(comparison);
  const graph = layoutToFlow(
    head,
    visibleFlags,
    icons,
    focusedId,
    (s, t) => (added.has(key(s, t)) ? 'added' : 'same'),
    placements.head,
  );
  const basePlaced = placements.base;
  for (const node of layout.removed) {
    const { point, auto } = basePlaced.get(node.id) ?? { point: { x: 0, y: 0 }, auto: true };
    graph.nodes.push(
      flowNode(
        node,
        point,
        auto,
        { flags: ['removed'], iconUrl: iconFor(node, base, icons) },
        focusedId,
        'ghost',
      ),
    );
    graph.positions.set(node.id, point);
  }
  const idInOverlay = (id: string) => (head.nodeById.has(id) ? id : `ghost:${id}`);
  for (const edge of layout.edgesRemoved) {
    graph.edges.push(
      edgeOf(`removed:${edge.id}`, idInOverlay(edge.source), idInOverlay(edge.target), 'removed'),
    );
  }
  if (options.showMoves) {
    for (const move of layout.moved) {
      const markerId = `moved-from:${move.node.id}`;
      graph.nodes.push({
        id: markerId,
        type: 'moveMarker',
        position: move.from,
        ...FIXED_SIZE,
        data: { name: move.node.name },
        draggable: false,
        connectable: false,
        selectable: false,
      });
      graph.edges.push(edgeOf(`move:${move.node.id}`, markerId, move.node.id, 'move'));
    }
  }
  return graph;
}
