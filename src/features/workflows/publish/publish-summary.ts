/**
 * What publishing a draft puts live, in words for the publish dialog: the change counts, the first
 * changes by name, trigger and condition changes, the action types the draft uses that have drafts
 * of their own (publishing the workflow does not publish them), and whether the workflow is off and
 * publishing will switch it on (the service publishes with `on: true`).
 */
import type { Workflow } from '@/api/models';
import { CHANGE_KIND_INFO } from '../compare/change-kinds';
import { CHANGE_KINDS, compareWorkflow, type ChangeKind } from '../compare/changes';
import { draftSummary } from '../compare/draft-summary';
import { actionTypesUsed } from '../detail/action-types-used';

/** The first changes named one by one; the rest are counted. */
export const FIRST_CHANGES = 8;

export interface PublishSummary {
  headline: string;
  counts: { kind: ChangeKind; label: string; count: number }[];
  firstChanges: string[];
  moreChanges: number;
  triggerChanges: string[];
  actionTypeDrafts: string[];
  switchesOn: boolean;
  /** Nothing that changes what the workflow does (moves only, or no draft at all). */
  nothingEffective: boolean;
}

export interface ActionTypeDraftInfo {
  name: string | null;
  hasDraft: boolean;
}

type PublishedWorkflow = Parameters<typeof compareWorkflow>[0] &
  Pick<Workflow, 'on' | 'action_type_ids'>;

export function publishSummary(
  workflow: PublishedWorkflow,
  actionTypes: ReadonlyMap<string, ActionTypeDraftInfo>,
): PublishSummary {
  const comparison = compareWorkflow(workflow);
  const counts = CHANGE_KINDS.filter((kind) => comparison.counts[kind] > 0).map((kind) => ({
    kind,
    label: CHANGE_KIND_INFO[kind].label,
    count: comparison.counts[kind],
  }));
  const layoutChanges = comparison.changes.filter(
    (change) => change.effective && change.kind !== 'trigger' && change.kind !== 'conditions',
  );
  const fieldChanges = comparison.changes.filter(
    (change) => change.kind === 'trigger' || change.kind === 'conditions',
  );
  const actionTypeDrafts = actionTypesUsed(workflow)
    .filter((use) => use.inDraft && actionTypes.get(use.id)?.hasDraft === true)
    .map((use) => actionTypes.get(use.id)?.name ?? use.name ?? use.id);
  const effective = comparison.changes.filter((change) => change.effective).length;
  return {
    headline: draftSummary(comparison.state).text,
    counts,
    firstChanges: layoutChanges.slice(0, FIRST_CHANGES).map((change) => change.title),
    moreChanges: Math.max(0, layoutChanges.length - FIRST_CHANGES),
    triggerChanges: fieldChanges.map((change) => change.title),
    actionTypeDrafts,
    switchesOn: !workflow.on,
    nothingEffective: effective === 0,
  };
}
