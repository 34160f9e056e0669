/**
 * Behind the gateway, the chart's marks: each published-version change of the period
 * (`GET /auth/history/changes`), placed in its chart slot, with the compare of that version and the
 * one before (`/workflows/:id/compare?base=version:<previous>&head=version:<id>`). A version with
 * none before it is the first the gateway saw of that workflow, not a change it saw happen (a
 * gateway that starts watching sees every workflow's first version at once): it is not a mark.
 */
import { paths } from '@/config/paths';
import type { VersionChange } from './api/queries';
import { slotLabel, within, type Slot } from './period';

export interface VersionMark {
  key: string;
  slotLabel: string;
  workflowName: string;
  at: string;
  /** The compare of the version with the one before. */
  compareTo: string;
}

export function versionMarks(
  changes: readonly VersionChange[],
  slots: readonly Slot[],
): VersionMark[] {
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return [];
  return changes.flatMap((change) => {
    const previous = change.previous_version_id;
    const slot = slots.find((candidate) => within(change.at, candidate.start, candidate.end));
    if (!slot || !previous) return [];
    return [
      {
        key: `${change.workflow_id}:${change.version_id}`,
        slotLabel: slotLabel(slot),
        workflowName: change.workflow_name || change.workflow_id,
        at: change.at,
        compareTo: paths.workflow(
          change.workflow_id,
          'compare',
          new URLSearchParams({
            base: `version:${previous}`,
            head: `version:${change.version_id}`,
          }),
        ),
      },
    ];
  });
}
