/**
 * The workflow's dialogs, opened from its header (and Run again on a run): discard the draft, publish
 * it, run the workflow. Each is mounted only while open; what happened is said in the page's notice.
 */
import { useState, type ReactNode } from 'react';
import type { Workflow } from '@/api/models';
import { DiscardDraftDialog } from '@/features/workflows/detail/discard-draft-dialog';
import { PublishHost, RunHost } from './workflow-dialog-hosts';

type Open =
  { kind: 'discard' } | { kind: 'publish' } | { kind: 'run'; data?: Record<string, unknown> };

export function useWorkflowDialogs(workflow: Workflow | undefined, userKey: string) {
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setOpen(null);
  let dialog: ReactNode = null;
  if (workflow && open) {
    const host = { workflow, userKey, onClose: close, onNotice: setNotice };
    if (open.kind === 'discard') {
      dialog = (
        <DiscardDraftDialog
          workflow={workflow}
          userKey={userKey}
          onClose={close}
          onDiscarded={() => {
            close();
            setNotice('The draft was discarded: the workflow is its published version again.');
          }}
        />
      );
    } else if (open.kind === 'publish') dialog = <PublishHost {...host} />;
    else dialog = <RunHost {...host} data={open.data} />;
  }
  return {
    dialog,
    notice,
    clearNotice: () => setNotice(null),
    openDiscard: () => setOpen({ kind: 'discard' }),
    openPublish: () => setOpen({ kind: 'publish' }),
    openRun: (data?: Record<string, unknown>) => setOpen({ kind: 'run', data }),
  };
}
