/**
 * The workflows list's selection and bulk actions, for the list screen: what is chosen, choosing
 * every workflow that matches (reading every page first), and running an action in its dialog.
 * Nothing for a role that may neither switch nor discard (viewers see no selection controls).
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useState } from 'react';
import { newIdempotencyKey } from '@/api/client';
import { isApiError } from '@/api/errors';
import type { Page, WorkflowSummary } from '@/api/models';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { connectionStore } from '@/config/connection';
import type { ListReader } from '@/hooks/use-list-reader';
import { useCan } from '@/hooks/use-can';
import { useExtension } from '@/hooks/use-extension';
import { useStore } from '@/lib/store';
import { workflowQueries } from '../../api/queries';
import { bulkHeader, newBulkId, type BulkKind, type BulkWorkflow } from './bulk-actions';
import { useSelection } from './use-selection';

/** Loaded on the first bulk action: the list's first load carries no dialog for it. */
const BulkDialog = lazy(() => import('./bulk-dialog'));

const messageOf = (error: unknown): string =>
  isApiError(error)
    ? (error.serviceMessage ?? error.message)
    : error instanceof Error
      ? error.message
      : String(error);

interface BulkOptions {
  /** The filters (and user) the list shows: another scope starts with nothing chosen. */
  scope: string;
  userKey: string;
  reader: ListReader<WorkflowSummary>;
  filtering: boolean;
  /** Every workflow matching the filters, when filtering (read page by page). */
  matches: readonly WorkflowSummary[];
}

export function useWorkflowBulk({ scope, userKey, reader, filtering, matches }: BulkOptions) {
  const canSwitch = useCan('switchOnOff').allowed;
  const canDiscard = useCan('discardDraft').allowed;
  const switchOffered = useExtension('update') !== 'not-offered';
  const selection = useSelection(scope);
  const { open } = useDialogs();
  const queryClient = useQueryClient();
  const { mode } = useStore(connectionStore);
  const [choosingAll, setChoosingAll] = useState(false);
  const done = reader.all.status === 'done';
  const everyMatch = filtering ? matches : reader.all.rows;
  const matching = done ? everyMatch.length : null;

  useEffect(() => {
    if (!choosingAll) return;
    if (done) selection.setMany(everyMatch, true);
    if (done || reader.all.status === 'failed' || reader.all.status === 'cancelled')
      setChoosingAll(false);
  });

  const write = async (kind: BulkKind, workflow: BulkWorkflow, bulk: string | undefined) => {
    const idempotencyKey = newIdempotencyKey();
    if (kind === 'discard-drafts') {
      // Loaded when first used: the single workflow's decoder is not in the list's first load.
      const { discardWorkflowDraft } = await import('../../api/mutations');
      await discardWorkflowDraft(workflow.id, { userKey, idempotencyKey, bulk });
      return;
    }
    // The plain write, not the row switch's optimistic one: that cancels and re-reads every workflow
    // query per workflow; the dialog shows the progress, and the lists are read again once at the end.
    const { switchWorkflow } = await import('../../api/switch-mutation');
    await switchWorkflow({ workflow, on: kind === 'switch-on', idempotencyKey, bulk });
  };

  /** A chosen workflow as the lists hold it now (a row switched since it was ticked is skipped right). */
  const latest = (workflow: BulkWorkflow): BulkWorkflow => {
    const pages = queryClient.getQueriesData<Page<WorkflowSummary>>({
      queryKey: workflowQueries.lists(),
    });
    for (const [, page] of pages) {
      const found = page?.collection.find((row) => row.id === workflow.id);
      if (found) return found;
    }
    return workflow;
  };

  const run = async (kind: BulkKind) => {
    const id = newBulkId();
    await open(BulkDialog, {
      kind,
      workflows: [...selection.chosen.values()].map(latest),
      write: (workflow, name) =>
        write(kind, workflow, mode === 'gateway' ? bulkHeader(id, name) : undefined),
      messageOf,
    });
    selection.clear();
    await queryClient.invalidateQueries({ queryKey: workflowQueries.all() });
  };

  return {
    enabled: canSwitch || canDiscard,
    selection,
    bar: {
      chosen: selection.chosen.size,
      matching,
      choosingAll,
      canSwitch: canSwitch && switchOffered,
      isChosen: selection.has,
      onChoosePage: selection.setMany,
      onClear: selection.clear,
      onChooseAll: () => {
        if (done) {
          selection.setMany(everyMatch, true);
          return;
        }
        setChoosingAll(true);
        if (reader.all.status === 'cancelled' || reader.all.status === 'failed')
          reader.all.resume();
        if (!filtering) reader.count();
      },
      onAction: (kind: BulkKind) => void run(kind),
    },
  };
}
