/**
 * The changes view's hunks, as GitHub shows a diff: each effective change with its context (here the
 * nodes one edge away, in either version), and consecutive changes that share nodes merged into one
 * hunk. Trigger and condition changes are grouped per value; action-type changes together. Linear in
 * the size of the layouts plus the hunks' own sizes.
 */
import type { ParsedLayout } from '@/api/models';
import type { Change, TriggerField } from '../changes';

export interface NodeHunk {
  kind: 'nodes';
  key: string;
  changes: Change[];
  /** The nodes the changes are about, in order of first mention. */
  changed: string[];
  /** Their neighbours one edge away that are not changed themselves. */
  context: string[];
}

export interface FieldHunk {
  kind: 'field';
  key: string;
  field: TriggerField;
  changes: Change[];
}

export interface OtherHunk {
  kind: 'other';
  key: string;
  changes: Change[];
}

export type Hunk = NodeHunk | FieldHunk | OtherHunk;

/**
 * A hunk's header lists at most this many changes; a longer one lists one fewer and folds the rest
 * behind "and N more", so the header stays a few lines and the drawing below it on screen.
 */
export const LISTED_CHANGES = 4;

/** How many of a hunk's `count` changes its header folds away (0: it lists them all). */
export const foldedCount = (count: number) =>
  count > LISTED_CHANGES ? count - (LISTED_CHANGES - 1) : 0;

/** Merging stops at this many nodes, so a run of neighbouring changes stays readable. */
export const MAX_HUNK_NODES = 30;

/** Neighbours in either layout (an edge in only one version still links the two nodes). */
export function neighbourMap(layouts: readonly ParsedLayout[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    if (a === b) return;
    const set = map.get(a) ?? new Set<string>();
    set.add(b);
    map.set(a, set);
  };
  for (const layout of layouts) {
    for (const edge of layout.edges) {
      link(edge.source, edge.target);
      link(edge.target, edge.source);
    }
  }
  return map;
}

function nodeHunk(change: Change, neighbours: ReadonlyMap<string, ReadonlySet<string>>): NodeHunk {
  const changed = [...new Set(change.nodeIds)];
  const own = new Set(changed);
  const context = new Set<string>();
  for (const id of changed) {
    for (const next of neighbours.get(id) ?? []) if (!own.has(next)) context.add(next);
  }
  return { kind: 'nodes', key: change.key, changes: [change], changed, context: [...context] };
}

const nodesOf = (hunk: NodeHunk) => new Set([...hunk.changed, ...hunk.context]);

/** `last` and `next` together, when they share a node and the result stays small. */
function mergeNodeHunks(last: NodeHunk, next: NodeHunk): NodeHunk | null {
  const mine = nodesOf(last);
  if (![...next.changed, ...next.context].some((id) => mine.has(id))) return null;
  const changed = [...new Set([...last.changed, ...next.changed])];
  const own = new Set(changed);
  const context = [...new Set([...last.context, ...next.context])].filter((id) => !own.has(id));
  if (changed.length + context.length > MAX_HUNK_NODES) return null;
  return { ...last, changes: [...last.changes, ...next.changes], changed, context };
}

/** The effective changes of `changes`, in their order, as hunks. */
export function buildHunks(changes: readonly Change[], layouts: readonly ParsedLayout[]): Hunk[] {
  const neighbours = neighbourMap(layouts);
  const hunks: Hunk[] = [];
  for (const change of changes) {
    if (!change.effective) continue;
    const last = hunks.at(-1);
    if (change.field) {
      if (last?.kind === 'field' && last.field === change.field.name) last.changes.push(change);
      else
        hunks.push({ kind: 'field', key: change.key, field: change.field.name, changes: [change] });
      continue;
    }
    if (change.nodeIds.length === 0) {
      if (last?.kind === 'other') last.changes.push(change);
      else hunks.push({ kind: 'other', key: change.key, changes: [change] });
      continue;
    }
    const next = nodeHunk(change, neighbours);
    const merged = last?.kind === 'nodes' ? mergeNodeHunks(last, next) : null;
    if (merged) hunks[hunks.length - 1] = merged;
    else hunks.push(next);
  }
  return hunks;
}
