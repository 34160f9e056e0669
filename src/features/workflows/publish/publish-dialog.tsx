/**
 * "Publish draft…": what goes live (counts, the first changes by name, trigger and condition changes,
 * action types with drafts of their own), plainly whether publishing switches an off workflow on, one
 * idempotency key for this attempt (a retry after a failure is the same request), and the service's
 * message in the dialog when it fails.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { newIdempotencyKey } from '@/api/client';
import { extensionInfo } from '@/api/extensions';
import type { Workflow } from '@/api/models';
import { ExtensionError } from '@/components/extension-error';
import { usePublishWorkflow } from '../api/extension-mutations';
import { publishedNotice } from './published-notice';
import { publishSummary, type ActionTypeDraftInfo } from './publish-summary';

interface PublishDialogProps {
  workflow: Workflow;
  userKey: string;
  actionTypes: ReadonlyMap<string, ActionTypeDraftInfo>;
  onClose: () => void;
  /** Published: what the page says about it. */
  onPublished: (notice: string) => void;
}

const PUBLISH = extensionInfo('publish');

function Section({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <ul aria-label={title} style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {items.map((item, index) => (
          <li key={`${String(index)}-${item}`} style={{ overflowWrap: 'anywhere' }}>
            <Typography variant="body2" component="span">
              {item}
            </Typography>
          </li>
        ))}
      </ul>
    </>
  );
}

export function PublishDialog(props: PublishDialogProps) {
  const { workflow, userKey, onClose } = props;
  const summary = useMemo(
    () => publishSummary(workflow, props.actionTypes),
    [workflow, props.actionTypes],
  );
  const publish = usePublishWorkflow(workflow.id);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const busy = publish.isPending;
  const counts = summary.counts.map(({ label, count }) => `${label}: ${String(count)}`);
  const first = summary.moreChanges
    ? [...summary.firstChanges, `… and ${String(summary.moreChanges)} more`]
    : summary.firstChanges;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="publish-title"
      aria-describedby="publish-text"
    >
      <DialogTitle id="publish-title" sx={{ overflowWrap: 'anywhere' }}>
        Publish the draft of “{workflow.name || workflow.key}”?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="publish-text">
          The draft becomes the published version: the layout, the trigger and the conditions. The
          workflow then has no draft.
        </DialogContentText>
        {summary.switchesOn ? (
          <Alert severity="warning" role="note" sx={{ mt: 2 }}>
            This workflow is off. Publishing switches it on: it starts running on its trigger.
          </Alert>
        ) : null}
        <Typography variant="body2" sx={{ mt: 2 }}>
          {summary.headline}
        </Typography>
        {summary.nothingEffective ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Nothing in the draft changes what the workflow does.
          </Typography>
        ) : null}
        <Section title="Changes by kind" items={counts} />
        <Section title="What goes live" items={first} />
        <Section title="Trigger and conditions" items={summary.triggerChanges} />
        <Section
          title="Action types with drafts of their own (not published with the workflow)"
          items={summary.actionTypeDrafts}
        />
        {publish.error ? (
          <ExtensionError
            error={publish.error}
            what="Publishing the draft"
            extension={PUBLISH}
            hint="Nothing was published."
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() =>
            publish.mutate(
              { userKey, idempotencyKey },
              { onSuccess: () => props.onPublished(publishedNotice(summary)) },
            )
          }
        >
          {busy ? 'Publishing…' : publish.error ? 'Try again' : 'Publish'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
