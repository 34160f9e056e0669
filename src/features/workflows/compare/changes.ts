/**
 * The change list between two sides (by default a workflow's published layout and its draft):
 * layout changes and trigger/condition changes value by value, each either effective or layout-only
 * (moves, size), with counts per kind and the truth about the pair for the banner.
 */
import type { Workflow, WorkflowWithoutForm } from '@/api/models';
import { diffValues, formatPath, previewValue, type PathSegment } from '@/lib/diff/value-diff';
import type { ParsedLayout } from '@/api/models';
import { humanizeKey } from './fields/field-rows';
import { diffLayouts, type LayoutDiff } from '@/lib/diff/layout-diff';
import { selfSide, type CompareSide, type TriggerFields } from './sides/side';

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

export type TriggerField = keyof TriggerFields;

export interface Change {
  /** Unique in the list; also what `?node=` selects for node changes (the node id). */
  key: string;
  kind: ChangeKind;
  effective: boolean;
  /** The node to focus on the canvas, if any (for edges: the target). */
  nodeId: string | null;
  /** Every node the change is about (an edge: both ends). */
  nodeIds: string[];
  /** A sentence: "Renamed “Fetch balance” to “Fetch balance (v2)”". */
  title: string;
  detail: string;
  /** Trigger and condition changes: which value, and the two versions of the changed part. */
  field?: { name: TriggerField; before: unknown; after: unknown };
}

/**
 * The truth about the pair. For this workflow's published layout against its draft, what the draft
 * flag says and what really differs; for any other pair, whether the two sides differ.
 */
export type DraftState =
  | { kind: 'no-draft' }
  | { kind: 'changes'; effective: number; layoutOnly: number }
  | { kind: 'equal' }
  | { kind: 'unflagged-changes'; effective: number; layoutOnly: number }
  | { kind: 'sides-differ'; effective: number; layoutOnly: number }
  | { kind: 'sides-equal' };

export interface WorkflowComparison {
  base: ParsedLayout;
  head: ParsedLayout;
  layout: LayoutDiff;
  changes: Change[];
  counts: Record<ChangeKind, number>;
  state: DraftState;
  /** False when a side holds no trigger or conditions (a bare layout file): they were not compared. */
  fieldsCompared: boolean;
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

function layoutChanges(layout: LayoutDiff, base: ParsedLayout, head: ParsedLayout): Change[] {
  const changes: Change[] = [];
  const nameOf = (id: string) =>
    quote(head.nodeById.get(id)?.name ?? base.nodeById.get(id)?.name ?? id);
  const typeNames = new Map(
    [...base.actionTypes, ...head.actionTypes].flatMap((type) =>
      type.name ? [[type.id, type.name] as const] : [],
    ),
  );
  const actionTypeName = (id: string | null) =>
    id === null ? 'none' : quote(typeNames.get(id) ?? id);
  const byPosition = <T extends { position: { x: number; y: number } | null }>(a: T, b: T) =>
    (a.position?.y ?? Infinity) - (b.position?.y ?? Infinity) ||
    (a.position?.x ?? 0) - (b.position?.x ?? 0);
  const nodeChange = (
    kind: ChangeKind,
    id: string,
    title: string,
    detail: string,
    effective = true,
  ): Change => ({
    key: `${kind}:${id}`,
    kind,
    effective,
    nodeId: id,
    nodeIds: [id],
    title,
    detail,
  });
  for (const node of [...layout.added].sort(byPosition)) {
    changes.push(nodeChange('node-added', node.id, `Added ${quote(node.name)}`, node.type));
  }
  for (const node of [...layout.removed].sort(byPosition)) {
    changes.push(nodeChange('node-removed', node.id, `Removed ${quote(node.name)}`, node.type));
  }
  for (const { node, from, to } of layout.renamed) {
    changes.push(
      nodeChange('node-renamed', node.id, `Renamed ${quote(from)} to ${quote(to)}`, node.type),
    );
  }
  for (const { node, from, to } of layout.retyped) {
    const parts: string[] = [];
    if (from.type !== to.type) parts.push(`type ${from.type} → ${to.type}`);
    if (from.actionTypeId !== to.actionTypeId)
      parts.push(
        `action type ${actionTypeName(from.actionTypeId)} → ${actionTypeName(to.actionTypeId)}`,
      );
    changes.push(
      nodeChange(
        'node-retyped',
        node.id,
        `Changed what ${quote(node.name)} does`,
        parts.join(', '),
      ),
    );
  }
  for (const [list, kind] of [
    [layout.edgesAdded, 'edge-added'],
    [layout.edgesRemoved, 'edge-removed'],
  ] as const) {
    for (const edge of list) {
      changes.push({
        key: `${kind}:${edge.source}>${edge.target}`,
        kind,
        effective: true,
        nodeId: edge.target,
        nodeIds: [edge.source, edge.target],
        title: `${kind === 'edge-added' ? 'Connected' : 'Disconnected'} ${nameOf(edge.source)} ${kind === 'edge-added' ? 'to' : 'from'} ${nameOf(edge.target)}`,
        detail: '',
      });
    }
  }
  for (const [list, added] of [
    [layout.actionTypesAdded, true],
    [layout.actionTypesRemoved, false],
  ] as const) {
    for (const type of list) {
      changes.push({
        key: `action-type-${added ? 'added' : 'removed'}:${type.id}`,
        kind: 'action-types',
        effective: true,
        nodeId: null,
        nodeIds: [],
        title: `${added ? 'Now uses' : 'No longer uses'} the action type ${quote(type.name ?? type.id)}`,
        detail: type.id,
      });
    }
  }
  for (const move of [...layout.moved].sort((a, b) => b.distance - a.distance)) {
    changes.push(
      nodeChange(
        'node-moved',
        move.node.id,
        `Moved ${quote(move.node.name)}`,
        `${Math.round(move.distance)} px, from (${Math.round(move.from.x)}, ${Math.round(move.from.y)}) to (${Math.round(move.to.x)}, ${Math.round(move.to.y)})`,
        false,
      ),
    );
  }
  if (layout.size) {
    const { from, to } = layout.size;
    changes.push({
      key: 'size',
      kind: 'size',
      effective: false,
      nodeId: null,
      nodeIds: [],
      title: 'Changed the size of the layout',
      detail: `${from.width ?? '?'}×${from.height ?? '?'} → ${to.width ?? '?'}×${to.height ?? '?'}`,
    });
  }
  return changes;
}

export const FIELD_LABELS: Record<TriggerField, string> = {
  event_trigger: 'Trigger',
  match_conditions: 'Match conditions',
  trigger_conditions: 'Trigger conditions',
};

const FIELD_KINDS: Record<TriggerField, ChangeKind> = {
  event_trigger: 'trigger',
  match_conditions: 'conditions',
  trigger_conditions: 'conditions',
};

/** `conditions[2].value` in words: "Condition 3 › Value". */
export function pathLabel(path: readonly PathSegment[]): string {
  const parts: string[] = [];
  path.forEach((segment, index) => {
    if (typeof segment === 'number') {
      const parent = path[index - 1];
      const named = typeof parent === 'string' && /[a-z]s$/i.test(parent);
      if (named) parts.pop();
      parts.push(
        named ? `${humanizeKey(parent.slice(0, -1))} ${segment + 1}` : `Item ${segment + 1}`,
      );
    } else parts.push(humanizeKey(segment));
  });
  return parts.join(' › ');
}

function fieldChanges(base: TriggerFields, head: TriggerFields): Change[] {
  return (Object.keys(FIELD_LABELS) as TriggerField[]).flatMap((field) =>
    diffValues(base[field], head[field]).map((change): Change => {
      const where = change.path.length > 0 ? pathLabel(change.path) : '';
      const verb =
        change.kind === 'added' ? 'set' : change.kind === 'removed' ? 'removed' : 'changed';
      const show = (value: unknown) => (value === null ? 'not set' : previewValue(value));
      const detail =
        change.kind === 'added'
          ? show(change.after)
          : change.kind === 'removed'
            ? show(change.before)
            : `${show(change.before)} → ${show(change.after)}`;
      return {
        key: `${field}:${change.path.length > 0 ? formatPath(change.path) : ''}`,
        kind: FIELD_KINDS[field],
        effective: true,
        nodeId: null,
        nodeIds: [],
        title: `${FIELD_LABELS[field]}${where ? `: ${where}` : ''} ${verb}`,
        detail,
        field: { name: field, before: change.before, after: change.after },
      };
    }),
  );
}

/** Comparisons by side pair: the overview, the compare tab and the discard dialog share one. */
const comparisons = new WeakMap<
  CompareSide,
  WeakMap<CompareSide, Map<string, WorkflowComparison>>
>();

/**
 * The comparison of two sides (cached per pair of side objects; read-only). `hasDraft` is the
 * workflow's draft flag when the pair is its published layout and its draft, else null.
 */
export function compareSides(
  base: CompareSide,
  head: CompareSide,
  hasDraft: boolean | null = null,
): WorkflowComparison {
  const byHead =
    comparisons.get(base) ?? new WeakMap<CompareSide, Map<string, WorkflowComparison>>();
  comparisons.set(base, byHead);
  const byFlag = byHead.get(head) ?? new Map<string, WorkflowComparison>();
  byHead.set(head, byFlag);
  const flagKey = String(hasDraft);
  let result = byFlag.get(flagKey);
  if (!result) {
    result = computeComparison(base, head, hasDraft);
    byFlag.set(flagKey, result);
  }
  return result;
}

/** The comparison of a workflow's draft with what is published. */
export function compareWorkflow(workflow: ComparableWorkflow): WorkflowComparison {
  return compareSides(
    selfSide(workflow, 'published'),
    selfSide(workflow, 'draft'),
    workflow.has_draft,
  );
}

function computeComparison(
  baseSide: CompareSide,
  headSide: CompareSide,
  hasDraft: boolean | null,
): WorkflowComparison {
  const base = baseSide.layout;
  const head = headSide.layout;
  const layout = diffLayouts(base, head);
  const fieldsCompared = baseSide.fields !== null && headSide.fields !== null;
  const all = [
    ...layoutChanges(layout, base, head),
    ...(baseSide.fields && headSide.fields ? fieldChanges(baseSide.fields, headSide.fields) : []),
  ];
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
  const same = changes.length === 0;
  let state: DraftState;
  if (hasDraft === null)
    state = same ? { kind: 'sides-equal' } : { kind: 'sides-differ', effective, layoutOnly };
  else if (hasDraft) state = same ? { kind: 'equal' } : { kind: 'changes', effective, layoutOnly };
  else state = same ? { kind: 'no-draft' } : { kind: 'unflagged-changes', effective, layoutOnly };
  return { base, head, layout, changes, counts, state, fieldsCompared };
}
