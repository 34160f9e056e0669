/**
 * A bulk action from confirmation to summary: the name ("Switch off 14 workflows") and the list of
 * what it touches (and what it will skip) first; then a progress bar, a few writes at a time, and
 * Cancel (no new write starts); last the summary (done, failed with the service's message, skipped)
 * and "Retry the failed".
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { DialogProps } from '@/components/dialogs/use-dialogs';
import { bulkName, skipReason, type BulkKind, type BulkWorkflow } from './bulk-actions';
import { runBulk, summarize, type ItemOutcome } from './run-bulk';

export interface BulkPayload {
  kind: BulkKind;
  workflows: BulkWorkflow[];
  /** One write; `name` is the action's name for the audit trail. */
  write: (workflow: BulkWorkflow, name: string) => Promise<void>;
  messageOf: (error: unknown) => string;
}

type Phase = 'confirm' | 'running' | 'finished';

const label = (workflow: BulkWorkflow) => workflow.name || workflow.key || workflow.id;

function OutcomeText({ outcome }: { outcome: ItemOutcome | undefined }) {
  if (!outcome) return <span>waiting</span>;
  switch (outcome.kind) {
    case 'done':
      return <span>done</span>;
    case 'failed':
      return (
        <Typography component="span" variant="inherit" color="error">
          failed: {outcome.message}
        </Typography>
      );
    case 'skipped':
      return <span>skipped: {outcome.reason}</span>;
    case 'not-started':
      return <span>not started (cancelled)</span>;
  }
}

function ItemList({
  workflows,
  outcomes,
  kind,
}: {
  workflows: readonly BulkWorkflow[];
  outcomes: ReadonlyMap<string, ItemOutcome> | null;
  kind: BulkKind;
}) {
  return (
    <ul
      aria-label="Workflows in this action"
      style={{ maxHeight: 240, overflowY: 'auto', margin: 0, paddingLeft: '1.25rem' }}
    >
      {workflows.map((workflow) => {
        const skip = outcomes ? null : skipReason(kind, workflow);
        return (
          <li key={workflow.id}>
            {label(workflow)}
            {outcomes ? (
              <>
                {' — '}
                <OutcomeText outcome={outcomes.get(workflow.id)} />
              </>
            ) : skip ? (
              ` (will be skipped: ${skip})`
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export default function BulkDialog({ payload, onClose }: DialogProps<BulkPayload, null>) {
  const { kind } = payload;
  const [phase, setPhase] = useState<Phase>('confirm');
  const [items, setItems] = useState(payload.workflows);
  const [outcomes, setOutcomes] = useState<Map<string, ItemOutcome> | null>(null);
  const controller = useRef<AbortController | null>(null);
  const name = bulkName(kind, items.length);

  const start = async (targets: BulkWorkflow[]) => {
    const actionName = bulkName(kind, targets.length);
    controller.current = new AbortController();
    setItems(targets);
    setOutcomes(new Map());
    setPhase('running');
    await runBulk({
      items: targets,
      skip: (workflow) => skipReason(kind, workflow),
      write: (workflow) => payload.write(workflow, actionName),
      messageOf: payload.messageOf,
      signal: controller.current.signal,
      onOutcome: (workflow, outcome) =>
        setOutcomes((previous) => new Map(previous).set(workflow.id, outcome)),
    });
    setPhase('finished');
  };

  const summary = outcomes ? summarize(outcomes) : null;
  const settled = outcomes?.size ?? 0;
  const failed = items.filter((workflow) => outcomes?.get(workflow.id)?.kind === 'failed');
  const skipping = payload.workflows.filter((workflow) => skipReason(kind, workflow) !== null);

  return (
    <Dialog
      open
      onClose={phase === 'running' ? undefined : () => onClose(null)}
      maxWidth="sm"
      fullWidth
      aria-labelledby="bulk-title"
    >
      <DialogTitle id="bulk-title">{phase === 'finished' ? `${name}: finished` : name}</DialogTitle>
      <DialogContent>
        {phase === 'confirm' ? (
          <DialogContentText sx={{ mb: 1 }}>
            {kind === 'discard-drafts'
              ? 'Each draft is lost for good: the published versions stay.'
              : 'Each workflow is changed at once in the service.'}{' '}
            Three at a time; a failure does not stop the others.
            {skipping.length > 0
              ? ` ${String(skipping.length)} will be skipped: nothing to do.`
              : ''}
          </DialogContentText>
        ) : null}
        {phase !== 'confirm' ? (
          <>
            <LinearProgress
              variant="determinate"
              value={items.length === 0 ? 100 : (settled / items.length) * 100}
              aria-label={`${name}: progress`}
              sx={{ my: 1 }}
            />
            <Typography variant="body2" role="status" sx={{ mb: 1 }}>
              {phase === 'running'
                ? `${String(settled)} of ${String(items.length)} settled…`
                : summary
                  ? `Done ${String(summary.done)} · failed ${String(summary.failed)} · skipped ${String(summary.skipped)}${summary.notStarted ? ` · not started ${String(summary.notStarted)}` : ''}.`
                  : null}
            </Typography>
          </>
        ) : null}
        {phase === 'finished' && failed.length > 0 ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {failed.length === 1 ? '1 workflow' : `${String(failed.length)} workflows`} failed: the
            service&apos;s message is beside each. The others are as the summary says.
          </Alert>
        ) : null}
        <ItemList workflows={items} outcomes={phase === 'confirm' ? null : outcomes} kind={kind} />
      </DialogContent>
      <DialogActions>
        {phase === 'confirm' ? (
          <>
            <Button onClick={() => onClose(null)}>Cancel</Button>
            <Button
              variant="contained"
              color={kind === 'switch-on' ? 'primary' : 'warning'}
              onClick={() => void start(items)}
            >
              {name}
            </Button>
          </>
        ) : phase === 'running' ? (
          <Button onClick={() => controller.current?.abort()}>Cancel</Button>
        ) : (
          <>
            {failed.length > 0 ? (
              <Button onClick={() => void start(failed)}>
                Retry the failed ({String(failed.length)})
              </Button>
            ) : null}
            <Button variant="contained" onClick={() => onClose(null)}>
              Close
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
