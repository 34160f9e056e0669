/**
 * Workflow layouts (`WorkflowLayoutTemplate`): a DAG grown from the Start node, mostly chains with
 * some branches and merges, laid out in layers (y = depth * 150, x spread by 250).
 * Invariant used by the draft mutations: every edge goes from an earlier node to a later one in `nodes`.
 */
import type { Icon, LayoutNode, Position, WorkflowLayoutTemplate } from '@/api/wire';
import type { Random } from '@/demo-api/store/random';
import { BRANCH_NAMES, DELAY_NAMES, FILTER_NAMES } from './phrases';

export const START_ID = 'start_of_workflow';
export const LAYER_HEIGHT = 150;
export const COLUMN_WIDTH = 250;
export const MIN_WIDTH = 1500;
export const MIN_HEIGHT = 600;

/** What a layout needs to know about an action type. */
export interface ActionTypeRef {
  id: string;
  name: string;
  icon: Icon;
}

export interface Edge {
  id: string;
  source: string;
  target: string;
}

export type NodeType = 'Start' | 'Action' | 'Delay' | 'Branch' | 'Filter';

export const startNode = (): LayoutNode => ({
  id: START_ID,
  type: 'Start',
  name: 'Start Workflow',
});

export const edge = (source: string, target: string): Edge => ({
  id: `${source}-${target}`,
  source,
  target,
});

export function isEdge(value: unknown): value is Edge {
  if (typeof value !== 'object' || value === null) return false;
  const { id, source, target } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof source === 'string' && typeof target === 'string';
}

export const edgesOf = (layout: WorkflowLayoutTemplate): Edge[] => layout.edges.filter(isEdge);

/** A new workflow's layout: only the Start node. */
export function startOnlyLayout(): WorkflowLayoutTemplate {
  return {
    object: 'workflow_layout_template',
    nodes: [startNode()],
    edges: [],
    positions: { [START_ID]: { x: 450, y: 0 } },
    action_types: [],
    width: MIN_WIDTH,
    height: MIN_HEIGHT,
  };
}

/** `{id, name, icon}` for each action type the nodes use, in order of first use. */
export function syncActionTypes(
  layout: WorkflowLayoutTemplate,
  refs: ReadonlyMap<string, ActionTypeRef>,
): void {
  const seen = new Set<string>();
  layout.action_types = [];
  for (const node of layout.nodes) {
    const ref = typeof node.action_type_id === 'string' ? refs.get(node.action_type_id) : undefined;
    if (!ref || seen.has(ref.id)) continue;
    seen.add(ref.id);
    layout.action_types.push({ id: ref.id, name: ref.name, icon: { ...ref.icon } });
  }
}

/** Grows width/height (never shrinks) so every position fits with a margin. */
export function fitBounds(layout: WorkflowLayoutTemplate): void {
  const points = Object.values(layout.positions);
  const maxX = Math.max(0, ...points.map((p) => p.x));
  const maxY = Math.max(0, ...points.map((p) => p.y));
  layout.width = Math.max(layout.width, MIN_WIDTH, Math.ceil(maxX + 350));
  layout.height = Math.max(layout.height, MIN_HEIGHT, Math.ceil(maxY + 300));
}

/** Positions per layer: centred on the Start node's x (450) while it fits, else from x = 100. */
export function layeredPositions(
  nodeIds: readonly string[],
  depth: ReadonlyMap<string, number>,
): Record<string, Position> {
  const layers = new Map<number, string[]>();
  for (const id of nodeIds) {
    const d = depth.get(id) ?? 0;
    layers.set(d, [...(layers.get(d) ?? []), id]);
  }
  const positions: Record<string, Position> = {};
  for (const [d, ids] of layers) {
    const left = Math.max(100, 450 - ((ids.length - 1) * COLUMN_WIDTH) / 2);
    ids.forEach((id, i) => {
      positions[id] = { x: left + i * COLUMN_WIDTH, y: d * LAYER_HEIGHT };
    });
  }
  return positions;
}

export function newNodeId(rng: Random, type: NodeType, taken: Set<string>): string {
  let id = `${type.toLowerCase()}_${rng.hex(6)}`;
  while (taken.has(id)) id = `${type.toLowerCase()}_${rng.hex(6)}`;
  taken.add(id);
  return id;
}

export function makeNode(
  rng: Random,
  type: NodeType,
  id: string,
  actionType?: ActionTypeRef,
): LayoutNode {
  if (type === 'Action') {
    const ref = actionType;
    if (!ref) throw new Error('an Action node needs an action type');
    return { id, type, name: ref.name, action_type_id: ref.id };
  }
  const names = type === 'Delay' ? DELAY_NAMES : type === 'Branch' ? BRANCH_NAMES : FILTER_NAMES;
  return { id, type, name: type === 'Start' ? 'Start Workflow' : rng.pick(names) };
}

export interface LayoutOptions {
  /** Node count, Start included. */
  size: number;
  /** The action types this workflow draws from; the first one is used by the first action. */
  actionTypes: readonly ActionTypeRef[];
  refs: ReadonlyMap<string, ActionTypeRef>;
}

interface Tip {
  id: string;
  slots: number;
}

function nextType(rng: Random, index: number, lanes: number, maxLanes: number): NodeType {
  if (index === 1) return 'Action';
  const roll = rng.next();
  if (roll < 0.12 && lanes < maxLanes) return 'Branch';
  if (roll < 0.27) return 'Delay';
  if (roll < 0.37) return 'Filter';
  return 'Action';
}

export function generateLayout(rng: Random, options: LayoutOptions): WorkflowLayoutTemplate {
  const { size, actionTypes } = options;
  const first = actionTypes[0];
  if (size <= 1 || !first) return startOnlyLayout();
  const maxLanes = size > 200 ? 5 : size > 60 ? 4 : 3;
  const taken = new Set<string>([START_ID]);
  const nodes: LayoutNode[] = [startNode()];
  const edges: Edge[] = [];
  const depth = new Map<string, number>([[START_ID, 0]]);
  let tips: Tip[] = [{ id: START_ID, slots: 1 }];

  while (nodes.length < size) {
    const tip = tips.length > 1 && rng.chance(0.35) ? rng.pick(tips) : tips[tips.length - 1];
    if (!tip) break;
    const type = nextType(rng, nodes.length, tips.length, maxLanes);
    const id = newNodeId(rng, type, taken);
    nodes.push(makeNode(rng, type, id, nodes.length === 1 ? first : rng.pick(actionTypes)));
    edges.push(edge(tip.id, id));
    let nodeDepth = (depth.get(tip.id) ?? 0) + 1;
    tip.slots -= 1;
    const other = tips.find((t) => t !== tip && t.slots === 1);
    if (other && rng.chance(0.06)) {
      // Two paths merge into this node.
      edges.push(edge(other.id, id));
      nodeDepth = Math.max(nodeDepth, (depth.get(other.id) ?? 0) + 1);
      other.slots = 0;
    }
    depth.set(id, nodeDepth);
    tips = tips.filter((t) => t.slots > 0);
    tips.push({ id, slots: type === 'Branch' ? 2 : 1 });
    // Now and then a path simply ends.
    if (tips.length > 1 && rng.chance(0.05)) tips.splice(rng.int(0, tips.length - 2), 1);
  }

  const layout: WorkflowLayoutTemplate = {
    object: 'workflow_layout_template',
    nodes,
    edges,
    positions: layeredPositions(
      nodes.map((n) => n.id),
      depth,
    ),
    action_types: [],
    width: MIN_WIDTH,
    height: MIN_HEIGHT,
  };
  syncActionTypes(layout, options.refs);
  fitBounds(layout);
  return layout;
}

/** Removes the positions of the given nodes (the console must place them itself). */
export function dropPositions(layout: WorkflowLayoutTemplate, ids: readonly string[]): void {
  layout.positions = Object.fromEntries(
    Object.entries(layout.positions).filter(([id]) => !ids.includes(id)),
  );
}

/** Adds edges a tolerant parser must skip: a bare string, one without target, one to a missing node. */
export function addMalformedEdges(layout: WorkflowLayoutTemplate): void {
  const [, a, b] = layout.nodes;
  if (!a || !b) return;
  layout.edges.push(
    `${a.id}-${b.id}`,
    { id: `${b.id}-`, source: b.id },
    edge(a.id, 'node_missing'),
  );
}
