import { describe, expect, it } from 'vitest';
import type { WorkflowLayoutTemplate } from '@/api/wire';
import { buildSeed } from './index';

const data = buildSeed();
const { workflows } = data;
const byKey = (key: string) => {
  const found = workflows.find((w) => w.owner_user_key === 'main' && w.key === key);
  if (!found) throw new Error(`no workflow ${key}`);
  return found;
};
type Edge = { id: string; source: string; target: string };
const isEdge = (e: unknown): e is Edge =>
  typeof e === 'object' &&
  e !== null &&
  ['id', 'source', 'target'].every((k) => typeof (e as Record<string, unknown>)[k] === 'string');

function checkLayout(layout: WorkflowLayoutTemplate, known: Set<string>): void {
  expect(layout.object).toBe('workflow_layout_template');
  expect(layout.nodes[0]).toEqual({
    id: 'start_of_workflow',
    type: 'Start',
    name: 'Start Workflow',
  });
  expect(layout.positions.start_of_workflow).toEqual({ x: 450, y: 0 });
  expect(Number.isInteger(layout.width) && Number.isInteger(layout.height)).toBe(true);
  expect(layout.width).toBeGreaterThanOrEqual(1500);
  expect(layout.height).toBeGreaterThanOrEqual(600);
  const ids = new Set(layout.nodes.map((n) => n.id));
  expect(ids.size).toBe(layout.nodes.length);
  for (const p of Object.values(layout.positions)) {
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.x).toBeLessThanOrEqual(layout.width);
    expect(p.y).toBeLessThanOrEqual(layout.height);
  }
  for (const n of layout.nodes) {
    expect(['Start', 'Action', 'Delay', 'Branch', 'Filter']).toContain(n.type);
    if (n.type === 'Action') expect(known.has(String(n.action_type_id))).toBe(true);
    else expect(n.action_type_id).toBeUndefined();
  }
  const used = [
    ...new Set(layout.nodes.flatMap((n) => (n.action_type_id ? [n.action_type_id] : []))),
  ];
  expect((layout.action_types as { id: string }[]).map((t) => t.id)).toEqual(used);
  // Well-formed edges form a DAG in which every node is reachable from Start.
  const edges = layout.edges.filter(isEdge).filter((e) => ids.has(e.source) && ids.has(e.target));
  for (const e of edges) expect(e.id).toBe(`${e.source}-${e.target}`);
  const reached = new Set(['start_of_workflow']);
  for (let grew = true; grew;) {
    grew = false;
    for (const e of edges)
      if (reached.has(e.source) && !reached.has(e.target)) grew = reached.add(e.target).size > 0;
  }
  expect(reached.size).toBe(ids.size);
  const order = new Map(layout.nodes.map((n, i) => [n.id, i]));
  for (const e of edges) expect(order.get(e.source) ?? 0).toBeLessThan(order.get(e.target) ?? 0);
}

describe('layouts', () => {
  const known = new Set(data.actionTypes.map((t) => t.id));

  it('are well-formed DAGs from Start, published and draft', () => {
    for (const w of workflows) {
      checkLayout(w.template, known);
      checkLayout(w.template_draft, known);
    }
  });

  it('cover the required sizes', () => {
    const sizes = workflows.map((w) => w.template.nodes.length);
    const startOnly = workflows.filter(
      (w) => w.template.nodes.length === 1 && w.template_draft.nodes.length === 1,
    );
    expect(startOnly.length).toBe(1);
    expect(startOnly[0]?.has_draft).toBe(false);
    expect(startOnly[0]?.template).toEqual({
      object: 'workflow_layout_template',
      nodes: [{ id: 'start_of_workflow', type: 'Start', name: 'Start Workflow' }],
      edges: [],
      positions: { start_of_workflow: { x: 450, y: 0 } },
      action_types: [],
      width: 1500,
      height: 600,
    });
    expect(sizes.some((n) => n >= 320)).toBe(true);
    expect(sizes.some((n) => n >= 110 && n <= 130)).toBe(true);
    expect(sizes.filter((n) => n >= 3 && n <= 30).length).toBeGreaterThan(workflows.length * 0.8);
  });

  it('lay nodes out in layers 150 apart and 250 apart within a layer', () => {
    const layout = byKey('enterprise-onboarding-orchestration').template;
    const ys = Object.values(layout.positions).map((p) => p.y);
    expect(ys.every((y) => y % 150 === 0)).toBe(true);
    expect(
      Object.values(layout.positions).every(
        (p) => (p.x - 450) % 125 === 0 || (p.x - 100) % 250 === 0,
      ),
    ).toBe(true);
    expect(layout.nodes.some((n) => n.type === 'Branch')).toBe(true);
    expect(layout.nodes.some((n) => n.type === 'Delay')).toBe(true);
    expect(layout.nodes.some((n) => n.type === 'Filter')).toBe(true);
  });
});
