import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { newIdempotencyKey } from '@/api/client';
import type { Workflow } from '@/api/models';
import { ErrorState } from '@/components/error-state';
import { downloadJson, fileSlug } from '@/utils/download';
import { useDiscardWorkflowDraft } from '../api/mutations';
import { compareWorkflow } from '../compare/changes';
import { CHANGE_KIND_INFO } from '../compare/change-kinds';
import { draftSummary } from '../compare/draft-banner';

const SHOWN = 12;

/** What the download holds: the draft, as the service sent it, with where it came from. */
export function draftSnapshot(workflow: Workflow, now = new Date()) {
  return {
    exported_at: now.toISOString(),
    workflow: { id: workflow.id, key: workflow.key, name: workflow.name },
    template_draft: workflow.template_draft,
    event_trigger_draft: workflow.event_trigger_draft,
    match_conditions_draft: workflow.match_conditions_draft,
    trigger_conditions_draft: workflow.trigger_conditions_draft,
  };
}

interface DiscardDraftDialogProps {
  workflow: Workflow;
  userKey: string;
  open: boolean;
  onClose: () => void;
  onDiscarded: () => void;
}

/**
 * Asks before the irreversible discard: lists what will be lost, offers the draft as a JSON download
 * first, and keeps the dialog (and the draft) as they were if the call fails.
 */
export function DiscardDraftDialog({
  workflow,
  userKey,
  open,
  onClose,
  onDiscarded,
}: DiscardDraftDialogProps) {
  const comparison = useMemo(() => compareWorkflow(workflow), [workflow]);
  const summary = draftSummary(comparison.state);
  const discard = useDiscardWorkflowDraft(workflow.id);
  // One key per confirmation: a retry after a failure is the same request to the service.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [downloaded, setDownloaded] = useState(false);
  const busy = discard.isPending;

  const download = () => {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    downloadJson(
      `workflow-${fileSlug(workflow.key || workflow.name)}-draft-${stamp}.json`,
      draftSnapshot(workflow),
    );
    setDownloaded(true);
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="discard-title"
      aria-describedby="discard-text"
    >
      <DialogTitle id="discard-title">Discard the draft of “{workflow.name}”?</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-text">
          The published version stays as it is. The service keeps no history: a discarded draft
          cannot be brought back, so download it first if you may need it.
        </DialogContentText>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          What will be lost
        </Typography>
        <Typography variant="body2">{summary.text}</Typography>
        {comparison.changes.length > 0 ? (
          <List dense aria-label="Changes that will be lost">
            {comparison.changes.slice(0, SHOWN).map((change) => (
              <ListItem key={change.key} disableGutters>
                <ListItemText
                  primary={`${CHANGE_KIND_INFO[change.kind].symbol} ${change.title}`}
                  secondary={change.detail || undefined}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
            {comparison.changes.length > SHOWN ? (
              <ListItem disableGutters>
                <ListItemText secondary={`… and ${comparison.changes.length - SHOWN} more`} />
              </ListItem>
            ) : null}
          </List>
        ) : null}
        <Button startIcon={<DownloadIcon />} variant="outlined" onClick={download} sx={{ mt: 1 }}>
          {downloaded ? 'Downloaded; download again' : 'Download the draft as JSON'}
        </Button>
        {discard.isError ? <ErrorState error={discard.error} what="Discarding the draft" /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => discard.mutate({ userKey, idempotencyKey }, { onSuccess: onDiscarded })}
        >
          {busy ? 'Discarding…' : discard.isError ? 'Try again' : 'Discard draft'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
