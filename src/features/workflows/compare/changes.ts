/**
 * The change list of a workflow's draft against what is published: layout changes and the trigger
 * and condition drafts as path-level changes, each either effective or layout-only (moves, size),
 * with counts per kind and the truth about the draft for the banner.
 */
import type { Workflow, WorkflowWithoutForm } from '@/api/models';
import { diffValues, formatPath, previewValue } from '@/lib/diff/value-diff';
import type { ParsedLayout } from '@/api/decode/layout';
import { diffLayouts, type LayoutDiff } from './layout-diff';

export type ChangeKind =
  | 'node-added'
  | 'node-removed'
  | 'node-renamed'
  | 'node-retyped'
  | 'edge-added'
  | 'edge-removed'
  | 'action-types'
  | 'trigger'
  | 'conditions'
  | 'node-moved'
  | 'size';

/** Display order; the last two are layout-only. */
export const CHANGE_KINDS: readonly ChangeKind[] = [
  'node-added',
  'node-removed',
  'node-renamed',
  'node-retyped',
  'edge-added',
  'edge-removed',
  'action-types',
  'trigger',
  'conditions',
  'node-moved',
  'size',
];

export const LAYOUT_ONLY_KINDS: ReadonlySet<ChangeKind> = new Set(['node-moved', 'size']);

export interface Change {
  /** Unique in the list; also what `?node=` selects for node changes (the node id). */
  key: string;
  kind: ChangeKind;
  effective: boolean;
  /** The node to focus on the canvas, if any (for edges: the target). */
  nodeId: string | null;
  title: string;
  detail: string;
}

export type DraftState =
  | { kind: 'no-draft' }
  | { kind: 'changes'; effective: number; layoutOnly: number }
  | { kind: 'equal' }
  | { kind: 'unflagged-changes'; effective: number; layoutOnly: number };

export interface WorkflowComparison {
  published: ParsedLayout;
  draft: ParsedLayout;
  layout: LayoutDiff;
  changes: Change[];
  counts: Record<ChangeKind, number>;
  state: DraftState;
}

type ComparableWorkflow = Pick<
  Workflow | WorkflowWithoutForm,
  | 'has_draft'
  | 'template'
  | 'template_draft'
  | 'event_trigger'
  | 'event_trigger_draft'
  | 'match_conditions'
  | 'match_conditions_draft'
  | 'trigger_conditions'
  | 'trigger_conditions_draft'
>;

const quote = (name: string) => `“${name}”`;

function layoutChanges(layout: LayoutDiff, published: ParsedLayout, draft: ParsedLayout): Change[] {
  const changes: Change[] = [];
  const nameOf = (id: string) =>
    quote(draft.nodeById.get(id)?.name ?? published.nodeById.get(id)?.name ?? id);
  const byPosition = <T extends { position: { x: number; y: number } | null }>(a: T, b: T) =>
    (a.position?.y ?? Infinity) - (b.position?.y ?? Infinity) ||
    (a.position?.x ?? 0) - (b.position?.x ?? 0);
  for (const node of [...layout.added].sort(byPosition)) {
    changes.push({
      key: `node-added:${node.id}`,
      kind: 'node-added',
      effective: true,
      nodeId: node.id,
      title: `Added ${quote(node.name)}`,
      detail: node.type,
    });
  }
  for (const node of [...layout.removed].sort(byPosition)) {
    changes.push({
      key: `node-removed:${node.id}`,
      kind: 'node-removed',
      effective: true,
      nodeId: node.id,
      title: `Removed ${quote(node.name)}`,
      detail: node.type,
    });
  }
  for (const { node, from, to } of layout.renamed) {
    changes.push({
      key: `node-renamed:${node.id}`,
      kind: 'node-renamed',
      effective: true,
      nodeId: node.id,
      title: `Renamed ${quote(from)}`,
      detail: `to ${quote(to)}`,
    });
  }
  for (const { node, from, to } of layout.retyped) {
    const parts: string[] = [];
    if (from.type !== to.type) parts.push(`type ${from.type} → ${to.type}`);
    if (from.actionTypeId !== to.actionTypeId)
      parts.push(`action type ${from.actionTypeId ?? 'none'} → ${to.actionTypeId ?? 'none'}`);
    changes.push({
      key: `node-retyped:${node.id}`,
      kind: 'node-retyped',
      effective: true,
      nodeId: node.id,
      title: `Retyped ${quote(node.name)}`,
      detail: parts.join(', '),
    });
  }
  for (const edge of layout.edgesAdded) {
    changes.push({
      key: `edge-added:${edge.source}>${edge.target}`,
      kind: 'edge-added',
      effective: true,
      nodeId: edge.target,
      title: 'Added a connection',
      detail: `${nameOf(edge.source)} → ${nameOf(edge.target)}`,
    });
  }
  for (const edge of layout.edgesRemoved) {
    changes.push({
      key: `edge-removed:${edge.source}>${edge.target}`,
      kind: 'edge-removed',
      effective: true,
      nodeId: edge.target,
      title: 'Removed a connection',
      detail: `${nameOf(edge.source)} → ${nameOf(edge.target)}`,
    });
  }
  for (const type of layout.actionTypesAdded) {
    changes.push({
      key: `action-type-added:${type.id}`,
      kind: 'action-types',
      effective: true,
      nodeId: null,
      title: `Now uses action type ${quote(type.name ?? type.id)}`,
      detail: type.id,
    });
  }
  for (const type of layout.actionTypesRemoved) {
    changes.push({
      key: `action-type-removed:${type.id}`,
      kind: 'action-types',
      effective: true,
      nodeId: null,
      title: `No longer uses action type ${quote(type.name ?? type.id)}`,
      detail: type.id,
    });
  }
  for (const move of [...layout.moved].sort((a, b) => b.distance - a.distance)) {
    changes.push({
      key: `node-moved:${move.node.id}`,
      kind: 'node-moved',
      effective: false,
      nodeId: move.node.id,
      title: `Moved ${quote(move.node.name)}`,
      detail: `${Math.round(move.distance)} px, from (${Math.round(move.from.x)}, ${Math.round(move.from.y)}) to (${Math.round(move.to.x)}, ${Math.round(move.to.y)})`,
    });
  }
  if (layout.size) {
    const { from, to } = layout.size;
    changes.push({
      key: 'size',
      kind: 'size',
      effective: false,
      nodeId: null,
      title: 'Layout size changed',
      detail: `${from.width ?? '?'}×${from.height ?? '?'} → ${to.width ?? '?'}×${to.height ?? '?'}`,
    });
  }
  return changes;
}

const FIELD_LABELS = {
  event_trigger: 'Trigger',
  match_conditions: 'Match conditions',
  trigger_conditions: 'Trigger conditions',
} as const;

function fieldChanges(workflow: ComparableWorkflow): Change[] {
  const pairs = [
    ['event_trigger', workflow.event_trigger, workflow.event_trigger_draft, 'trigger'],
    ['match_conditions', workflow.match_conditions, workflow.match_conditions_draft, 'conditions'],
    [
      'trigger_conditions',
      workflow.trigger_conditions,
      workflow.trigger_conditions_draft,
      'conditions',
    ],
  ] as const;
  return pairs.flatMap(([field, published, draft, kind]) =>
    diffValues(published, draft).map((change): Change => {
      const path = change.path.length > 0 ? formatPath(change.path) : '';
      const detail =
        change.kind === 'added'
          ? `added ${previewValue(change.after)}`
          : change.kind === 'removed'
            ? `removed ${previewValue(change.before)}`
            : `${previewValue(change.before)} → ${previewValue(change.after)}`;
      return {
        key: `${field}:${path}`,
        kind,
        effective: true,
        nodeId: null,
        title: `${FIELD_LABELS[field]}${path ? ` · ${path}` : ''}`,
        detail,
      };
    }),
  );
}

/** Comparisons by workflow object: the overview, the compare tab and the discard dialog share one. */
const comparisons = new WeakMap<object, WorkflowComparison>();

/** The comparison of a workflow's draft with what is published (cached per workflow object; read-only). */
export function compareWorkflow(workflow: ComparableWorkflow): WorkflowComparison {
  let result = comparisons.get(workflow);
  if (!result) {
    result = computeComparison(workflow);
    comparisons.set(workflow, result);
  }
  return result;
}

function computeComparison(workflow: ComparableWorkflow): WorkflowComparison {
  const published = workflow.template;
  const draft = workflow.template_draft;
  const layout = diffLayouts(published, draft);
  const all = [...layoutChanges(layout, published, draft), ...fieldChanges(workflow)];
  const order = new Map(CHANGE_KINDS.map((kind, index) => [kind, index]));
  const changes = all
    .map((change, index) => ({ change, index }))
    .sort(
      (a, b) =>
        (order.get(a.change.kind) ?? 0) - (order.get(b.change.kind) ?? 0) || a.index - b.index,
    )
    .map(({ change }) => change);
  const counts = Object.fromEntries(CHANGE_KINDS.map((kind) => [kind, 0])) as Record<
    ChangeKind,
    number
  >;
  for (const change of changes) counts[change.kind] += 1;
  const effective = changes.filter((change) => change.effective).length;
  const layoutOnly = changes.length - effective;
  let state: DraftState;
  if (workflow.has_draft) {
    state = changes.length === 0 ? { kind: 'equal' } : { kind: 'changes', effective, layoutOnly };
  } else {
    state =
      changes.length === 0
        ? { kind: 'no-draft' }
        : { kind: 'unflagged-changes', effective, layoutOnly };
  }
  return { published, draft, layout, changes, counts, state };
}
