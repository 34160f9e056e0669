/**
 * A workflow version as the gateway keeps it (published or draft: the layout with its trigger and
 * conditions, named as the interface names them) and the one-line summary of what changed against
 * the version before ("3 nodes added, 1 renamed, trigger changed"). The counts come from the
 * compare screen's own diff (layout-diff.ts, value-diff.ts), so History and Compare agree. Pure: the
 * gateway and the console both use it.
 */
import { parseLayout } from '@/api/decode/layout';
import { isPlainObject } from '@/utils/guards';
import { diffLayouts } from './layout-diff';
import { deepEqual } from './value-diff';

export type VersionKind = 'published' | 'draft';

/** The interface's names of the four parts of each kind of version. */
export const VERSION_FIELDS = {
  published: ['template', 'event_trigger', 'match_conditions', 'trigger_conditions'],
  draft: [
    'template_draft',
    'event_trigger_draft',
    'match_conditions_draft',
    'trigger_conditions_draft',
  ],
} as const satisfies Record<VersionKind, readonly string[]>;

/** A version's parts, whatever its kind. */
export interface VersionParts {
  layout: unknown;
  trigger: unknown;
  matchConditions: unknown;
  triggerConditions: unknown;
}

/** The content kept for a kind of version, taken from a workflow object (as the service sends it). */
export function versionContent(
  workflow: Record<string, unknown>,
  kind: VersionKind,
): Record<string, unknown> {
  return Object.fromEntries(VERSION_FIELDS[kind].map((name) => [name, workflow[name] ?? null]));
}

/** The parts of a version's content, read by its kind's names. */
export function versionParts(content: unknown, kind: VersionKind): VersionParts {
  const value = isPlainObject(content) ? content : {};
  const [layout, trigger, match, conditions] = VERSION_FIELDS[kind];
  return {
    layout: value[layout] ?? null,
    trigger: value[trigger] ?? null,
    matchConditions: value[match] ?? null,
    triggerConditions: value[conditions] ?? null,
  };
}

const counted = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** What changed from `before` to `after`, in a few words; the first version says so. */
export function summarizeVersion(before: VersionParts | null, after: VersionParts): string {
  if (!before) return 'First version seen';
  const diff = diffLayouts(parseLayout(before.layout), parseLayout(after.layout));
  const parts: string[] = [];
  let nodesNamed = false;
  const nodes = (count: number, what: string) => {
    if (count === 0) return;
    parts.push(nodesNamed ? `${count} ${what}` : `${counted(count, 'node')} ${what}`);
    nodesNamed = true;
  };
  nodes(diff.added.length, 'added');
  nodes(diff.removed.length, 'removed');
  nodes(diff.renamed.length, 'renamed');
  nodes(diff.retyped.length, 'retyped');
  const edges = diff.edgesAdded.length + diff.edgesRemoved.length;
  if (edges > 0) parts.push(`${counted(edges, 'connection')} changed`);
  if (!deepEqual(before.trigger, after.trigger)) parts.push('trigger changed');
  if (
    !deepEqual(before.matchConditions, after.matchConditions) ||
    !deepEqual(before.triggerConditions, after.triggerConditions)
  )
    parts.push('conditions changed');
  if (parts.length === 0 && diff.moved.length > 0)
    parts.push(`${counted(diff.moved.length, 'node')} moved (layout only)`);
  if (parts.length === 0 && diff.size) parts.push('layout size changed');
  if (parts.length === 0) return 'No visible change';
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
