/**
 * A draft whose first hunk in the changes view merges many changes: `count` new steps in a chain
 * right after the start node. Each added step and each added edge is a change, and all of them share
 * nodes, so the view merges them into one hunk of `2 * count` changes (the steps first, by position,
 * then the edges), the case a 400-node review found pushing the hunk's drawing below the fold.
 */
interface WireLayout {
  nodes: Record<string, unknown>[];
  edges: Record<string, unknown>[];
  positions?: Record<string, { x: number; y: number }>;
  [field: string]: unknown;
}

export const CHAINED_STEP = (index: number) => `Check chained step ${index + 1}`;

export function chainedDraft<T>(template: T, count: number): T {
  const layout = structuredClone(template) as unknown as WireLayout;
  const start = layout.nodes.find((node) => node.type === 'Start') ?? layout.nodes[0];
  const action = layout.nodes.find((node) => node.type === 'Action');
  if (!start || !action) throw new Error('the layout needs a start node and an action');
  const positions = (layout.positions ??= {});
  const origin = positions[String(start.id)] ?? { x: 0, y: 0 };
  let previous = String(start.id);
  for (let index = 0; index < count; index += 1) {
    const id = `chained_step_${index + 1}`;
    layout.nodes.push({ ...action, id, name: CHAINED_STEP(index) });
    // Below one another, so ordered by position they stay in the chain's order.
    positions[id] = { x: origin.x - 400, y: origin.y + 40 + index * 120 };
    layout.edges.push({ id: `${previous}-${id}`, source: previous, target: id });
    previous = id;
  }
  return layout as unknown as T;
}
