/**
 * Draft layouts: a copy of the published layout with a list of edits applied. Every kind of change the
 * console's diff view must show can be produced here.
 */
import type { LayoutNode, WorkflowLayoutTemplate } from '@/api/wire';
import type { Random } from '@/demo-api/store/random';
import {
  COLUMN_WIDTH,
  edge,
  edgesOf,
  fitBounds,
  LAYER_HEIGHT,
  makeNode,
  newNodeId,
  START_ID,
  syncActionTypes,
  type ActionTypeRef,
} from './layouts';
import { clone } from './util';
import { DELAY_NAMES, FILTER_NAMES } from './phrases';

export const LAYOUT_CHANGES = [
  'add_node',
  'remove_node',
  'rename',
  'retype',
  'swap_action_type',
  'move_small',
  'move_big',
  'add_edge',
  'remove_edge',
  'resize',
] as const;
export type LayoutChange = (typeof LAYOUT_CHANGES)[number];

export interface DraftContext {
  rng: Random;
  /** Action types a draft may start using (new ones change `action_types`). */
  pool: readonly ActionTypeRef[];
  refs: ReadonlyMap<string, ActionTypeRef>;
}

type Edit = (
  layout: WorkflowLayoutTemplate,
  ctx: DraftContext,
  original: ReadonlySet<string>,
) => void;

const others = (layout: WorkflowLayoutTemplate): LayoutNode[] =>
  layout.nodes.filter((n) => n.id !== START_ID);
const pickOr = <T>(rng: Random, items: readonly T[]): T | undefined =>
  items.length ? rng.pick(items) : undefined;

const addNode: Edit = (layout, { rng, pool }) => {
  const parent = pickOr(rng, others(layout)) ?? layout.nodes[0];
  const ref = pickOr(rng, pool);
  if (!parent || !ref) return;
  const taken = new Set(layout.nodes.map((n) => n.id));
  const node = makeNode(rng, 'Action', newNodeId(rng, 'Action', taken), ref);
  layout.nodes.push(node);
  layout.edges.push(edge(parent.id, node.id));
  const at = layout.positions[parent.id] ?? { x: 450, y: layout.height - LAYER_HEIGHT };
  layout.positions[node.id] = {
    x: Math.max(0, at.x + rng.pick([-1, 0, 1]) * COLUMN_WIDTH),
    y: at.y + LAYER_HEIGHT,
  };
};

/** Removes a published node (a leaf when there is one) with its edges and position. */
const removeNode: Edit = (layout, { rng }, original) => {
  const candidates = others(layout).filter((n) => original.has(n.id));
  const edges = edgesOf(layout);
  const leaves = candidates.filter((n) => !edges.some((e) => e.source === n.id));
  const victim = pickOr(rng, leaves) ?? pickOr(rng, candidates);
  if (!victim) return;
  layout.nodes = layout.nodes.filter((n) => n.id !== victim.id);
  layout.edges = layout.edges.filter((e) => !isEdgeTouching(e, victim.id));
  layout.positions = Object.fromEntries(
    Object.entries(layout.positions).filter(([id]) => id !== victim.id),
  );
};

function isEdgeTouching(value: unknown, id: string): boolean {
  const e = value as { source?: unknown; target?: unknown } | null;
  return typeof e === 'object' && e !== null && (e.source === id || e.target === id);
}

const rename: Edit = (layout, { rng }) => {
  const node = pickOr(rng, others(layout));
  if (!node) return;
  const alternatives = (
    node.type === 'Delay' ? DELAY_NAMES : node.type === 'Filter' ? FILTER_NAMES : []
  ).filter((name) => name !== node.name);
  node.name =
    pickOr(rng, alternatives) ??
    `${node.name} (${rng.pick(['EMEA only', 'follow-up', 'v2', 'urgent'])})`;
};

/** Same id, another `type`: Delay/Filter become Actions, or an Action becomes a Delay. */
const retype: Edit = (layout, { rng, pool }) => {
  const node = pickOr(
    rng,
    others(layout).filter((n) => n.type === 'Delay' || n.type === 'Filter' || n.type === 'Action'),
  );
  const ref = pickOr(rng, pool);
  if (!node || !ref) return;
  if (node.type === 'Action') {
    node.type = 'Delay';
    node.name = rng.pick(DELAY_NAMES);
    delete node.action_type_id;
  } else {
    node.type = 'Action';
    node.name = ref.name;
    node.action_type_id = ref.id;
  }
};

/** Same id and type, another action type. */
const swapActionType: Edit = (layout, { rng, pool }) => {
  const node = pickOr(
    rng,
    others(layout).filter((n) => n.type === 'Action'),
  );
  const ref = pickOr(
    rng,
    pool.filter((r) => r.id !== node?.action_type_id),
  );
  if (!node || !ref) return;
  node.action_type_id = ref.id;
  node.name = ref.name;
};

/** Moves 1-3 nodes, staying inside the current bounds (so moves alone never resize). */
const move =
  (big: boolean): Edit =>
  (layout, { rng }) => {
    const ids = Object.keys(layout.positions).filter((id) => id !== START_ID);
    for (const id of rng.sample(ids, big ? rng.int(1, 2) : rng.int(1, 3))) {
      const at = layout.positions[id];
      if (!at) continue;
      const sign = () => rng.pick([-1, 1]);
      const dx = big ? sign() * rng.int(250, 600) : sign() * rng.int(5, 40);
      const dy = big ? sign() * rng.int(150, 450) : sign() * rng.int(0, 30);
      // Within the margins fitBounds keeps, so a move never changes width or height.
      const x = Math.min(Math.max(0, at.x + dx), layout.width - 350);
      const y = Math.min(Math.max(LAYER_HEIGHT, at.y + dy), layout.height - 300);
      layout.positions[id] = { x: x === at.x ? Math.max(0, at.x - 10) : x, y };
    }
  };

/** A new edge from an earlier node to a later one (keeps the graph acyclic). */
const addEdge: Edit = (layout, { rng }) => {
  const existing = new Set(edgesOf(layout).map((e) => e.id));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const i = rng.int(0, layout.nodes.length - 2);
    const j = rng.int(i + 1, layout.nodes.length - 1);
    const [a, b] = [layout.nodes[i], layout.nodes[j]];
    if (!a || !b || existing.has(`${a.id}-${b.id}`)) continue;
    layout.edges.push(edge(a.id, b.id));
    return;
  }
};

/** Removes an edge; when that leaves its target unreachable, rewires it from another earlier node. */
const removeEdge: Edit = (layout, { rng }) => {
  const edges = edgesOf(layout);
  const removed = pickOr(
    rng,
    edges.filter((e) => e.source !== START_ID),
  );
  if (!removed) return;
  layout.edges = layout.edges.filter((e) => e !== removed);
  if (edges.some((e) => e !== removed && e.target === removed.target)) return;
  const targetIndex = layout.nodes.findIndex((n) => n.id === removed.target);
  const sources = layout.nodes
    .slice(0, Math.max(0, targetIndex))
    .filter((n) => n.id !== removed.source);
  const source = pickOr(rng, sources);
  if (source) layout.edges.push(edge(source.id, removed.target));
};

const resize: Edit = (layout, { rng }) => {
  if (rng.chance(0.5)) layout.width += COLUMN_WIDTH * rng.int(1, 3);
  else layout.height += LAYER_HEIGHT * rng.int(1, 4);
};

const EDITS: Record<LayoutChange, Edit> = {
  add_node: addNode,
  remove_node: removeNode,
  rename,
  retype,
  swap_action_type: swapActionType,
  move_small: move(false),
  move_big: move(true),
  add_edge: addEdge,
  remove_edge: removeEdge,
  resize,
};

/** A deep copy of `published` with the edits applied in order (kinds may repeat). */
export function draftLayout(
  published: WorkflowLayoutTemplate,
  changes: readonly LayoutChange[],
  ctx: DraftContext,
): WorkflowLayoutTemplate {
  const draft = clone(published);
  const original = new Set(published.nodes.map((n) => n.id));
  for (const change of changes) EDITS[change](draft, ctx, original);
  syncActionTypes(draft, ctx.refs);
  fitBounds(draft);
  return draft;
}
