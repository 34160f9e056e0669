import { describe, expect, it } from 'vitest';
import type { WorkflowLayoutTemplate } from '@/api/wire';
import type { WorkflowRecord } from '@/demo-api/store/records';
import { buildSeed } from './index';

const data = buildSeed();
const { workflows } = data;
const byKey = (key: string): WorkflowRecord => {
  const found = workflows.find((w) => w.owner_user_key === 'main' && w.key === key);
  if (!found) throw new Error(`no workflow ${key}`);
  return found;
};

const ALL_KINDS = [
  'node_added',
  'node_removed',
  'renamed',
  'retyped',
  'action_type_swapped',
  'moved_small',
  'moved_big',
  'edge_added',
  'edge_removed',
  'resized',
  'action_types_changed',
] as const;
type Kind = (typeof ALL_KINDS)[number];

/** What changed between a published layout and its draft, counted per kind. */
function diff(a: WorkflowLayoutTemplate, b: WorkflowLayoutTemplate): Map<Kind, number> {
  const out = new Map<Kind, number>();
  const add = (kind: Kind, n = 1) => n > 0 && out.set(kind, (out.get(kind) ?? 0) + n);
  const before = new Map(a.nodes.map((n) => [n.id, n]));
  const after = new Map(b.nodes.map((n) => [n.id, n]));
  add('node_added', [...after.keys()].filter((id) => !before.has(id)).length);
  add('node_removed', [...before.keys()].filter((id) => !after.has(id)).length);
  for (const [id, was] of before) {
    const now = after.get(id);
    if (!now) continue;
    if (now.type !== was.type) add('retyped');
    else if (now.action_type_id !== was.action_type_id) add('action_type_swapped');
    else if (now.name !== was.name) add('renamed');
    const [p, q] = [a.positions[id], b.positions[id]];
    if (p && q && (p.x !== q.x || p.y !== q.y))
      add(Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y)) >= 200 ? 'moved_big' : 'moved_small');
  }
  const keys = (l: WorkflowLayoutTemplate) => new Set(l.edges.map((e) => JSON.stringify(e)));
  const [ea, eb] = [keys(a), keys(b)];
  add('edge_added', [...eb].filter((e) => !ea.has(e)).length);
  add('edge_removed', [...ea].filter((e) => !eb.has(e)).length);
  if (a.width !== b.width || a.height !== b.height) add('resized');
  if (JSON.stringify(a.action_types) !== JSON.stringify(b.action_types))
    add('action_types_changed');
  return out;
}

const layoutDrafts = workflows.filter(
  (w) => w.has_draft && JSON.stringify(w.template) !== JSON.stringify(w.template_draft),
);
const total = (m: Map<Kind, number>) => [...m.values()].reduce((s, n) => s + n, 0);

describe('workflow drafts', () => {
  it('at least 40% of workflows have a draft layout that differs from the published one', () => {
    expect(layoutDrafts.length).toBeGreaterThanOrEqual(workflows.length * 0.4);
  });

  it('shows every kind of layout change across the set, several workflows combining many', () => {
    const seen = new Set(
      layoutDrafts.flatMap((w) => [...diff(w.template, w.template_draft).keys()]),
    );
    expect([...seen].sort()).toEqual([...ALL_KINDS].sort());
    expect(
      layoutDrafts.filter((w) => diff(w.template, w.template_draft).size >= 6).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('retypes in both directions (Delay/Filter to Action and Action to Delay)', () => {
    const pairs = new Set<string>();
    for (const w of layoutDrafts) {
      const after = new Map(w.template_draft.nodes.map((n) => [n.id, n]));
      for (const n of w.template.nodes) {
        const m = after.get(n.id);
        if (m && m.type !== n.type) pairs.add(`${n.type}->${m.type}`);
      }
    }
    expect([...pairs].some((p) => p.endsWith('->Action'))).toBe(true);
    expect(pairs).toContain('Action->Delay');
  });

  it('gives the 320+ node workflow a draft with tens of changes of every kind', () => {
    const huge = byKey('enterprise-onboarding-orchestration');
    expect(huge.template.nodes.length).toBeGreaterThanOrEqual(320);
    const changes = diff(huge.template, huge.template_draft);
    expect([...changes.keys()].sort()).toEqual([...ALL_KINDS].sort());
    expect(total(changes)).toBeGreaterThanOrEqual(20);
  });

  it('has exactly one workflow whose draft equals the published state', () => {
    const equal = workflows.filter(
      (w) =>
        w.has_draft &&
        JSON.stringify([w.template, w.event_trigger, w.match_conditions, w.trigger_conditions]) ===
          JSON.stringify([
            w.template_draft,
            w.event_trigger_draft,
            w.match_conditions_draft,
            w.trigger_conditions_draft,
          ]),
    );
    expect(equal.map((w) => w.name)).toEqual(['Weekly digest (draft equals published)']);
    expect(equal[0]?.template_draft).not.toBe(equal[0]?.template);
  });

  it('has a draft that only moves nodes (small and big moves)', () => {
    const w = byKey('nightly-invoice-reconciliation');
    expect(w.has_draft).toBe(true);
    expect([...diff(w.template, w.template_draft).keys()].sort()).toEqual([
      'moved_big',
      'moved_small',
    ]);
    expect(w.event_trigger_draft).toEqual(w.event_trigger);
    expect(w.trigger_conditions_draft).toEqual(w.trigger_conditions);
  });

  it('has nodes without positions, published and draft', () => {
    const w = byKey('escalate-vip-tickets');
    const missing = (l: WorkflowLayoutTemplate) =>
      l.nodes.filter((n) => !l.positions[n.id]).map((n) => n.id);
    expect(missing(w.template).length).toBeGreaterThanOrEqual(2);
    expect(missing(w.template_draft).length).toBeGreaterThan(missing(w.template).length);
  });

  it('has a layout with malformed edges', () => {
    const { template } = byKey('legacy-lead-import');
    const ids = new Set(template.nodes.map((n) => n.id));
    expect(template.edges.some((e) => typeof e === 'string')).toBe(true);
    expect(
      template.edges.some((e) => typeof e === 'object' && e !== null && !('target' in e)),
    ).toBe(true);
    expect(
      template.edges.some(
        (e) => typeof e === 'object' && e !== null && 'target' in e && !ids.has(String(e.target)),
      ),
    ).toBe(true);
  });

  it('changes event trigger, match and trigger conditions in several drafts', () => {
    const differs = (k: 'event_trigger' | 'match_conditions' | 'trigger_conditions') =>
      workflows.filter((w) => JSON.stringify(w[k]) !== JSON.stringify(w[`${k}_draft`]));
    for (const k of ['event_trigger', 'match_conditions', 'trigger_conditions'] as const) {
      expect(differs(k).length).toBeGreaterThanOrEqual(3);
      expect(differs(k).every((w) => w.has_draft)).toBe(true);
    }
  });

  it('keeps drafts equal (as copies) where there is no draft', () => {
    const clean = workflows.filter((w) => !w.has_draft);
    expect(clean.length).toBeGreaterThan(5);
    for (const w of clean) {
      expect(w.template_draft).toEqual(w.template);
      expect(w.template_draft).not.toBe(w.template);
      expect(w.event_trigger_draft).toEqual(w.event_trigger);
      expect(w.match_conditions_draft).toEqual(w.match_conditions);
      expect(w.trigger_conditions_draft).toEqual(w.trigger_conditions);
      if (w.event_trigger) expect(w.event_trigger_draft).not.toBe(w.event_trigger);
    }
  });
});
