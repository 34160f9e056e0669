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
import { useState } from 'react';
import { downloadJson } from '@/utils/download';
import { ErrorState } from './error-state';

export interface LostItem {
  key: string;
  primary: string;
  secondary?: string;
}

interface DiscardDialogProps {
  /** "the draft of “Send message”" */
  subject: string;
  summary: string;
  items: LostItem[];
  /** The download offered before discarding (the service keeps no history). */
  snapshot: () => { filename: string; data: unknown };
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

const SHOWN = 12;

/**
 * Asks before an irreversible discard: says what will be lost, offers the draft as a JSON download
 * first, stays open and says why if the call fails (nothing changes then).
 */
export function DiscardDialog({
  subject,
  summary,
  items,
  snapshot,
  busy,
  error,
  onConfirm,
  onClose,
}: DiscardDialogProps) {
  const [downloaded, setDownloaded] = useState(false);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="discard-title"
      aria-describedby="discard-text"
    >
      <DialogTitle id="discard-title">Discard {subject}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-text">
          The published version stays as it is. The service keeps no history: a discarded draft
          cannot be brought back, so download it first if you may need it.
        </DialogContentText>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          What will be lost
        </Typography>
        <Typography variant="body2">{summary}</Typography>
        {items.length > 0 ? (
          <List dense aria-label="Changes that will be lost">
            {items.slice(0, SHOWN).map((item) => (
              <ListItem key={item.key} disableGutters>
                <ListItemText
                  primary={item.primary}
                  secondary={item.secondary}
                  slotProps={{
                    primary: { sx: { overflowWrap: 'anywhere' } },
                    secondary: { sx: { overflowWrap: 'anywhere' } },
                  }}
                />
              </ListItem>
            ))}
            {items.length > SHOWN ? (
              <ListItem disableGutters>
                <ListItemText secondary={`… and ${items.length - SHOWN} more`} />
              </ListItem>
            ) : null}
          </List>
        ) : null}
        <Button
          startIcon={<DownloadIcon />}
          variant="outlined"
          sx={{ mt: 1 }}
          onClick={() => {
            const { filename, data } = snapshot();
            downloadJson(filename, data);
            setDownloaded(true);
          }}
        >
          {downloaded ? 'Downloaded; download again' : 'Download the draft as JSON'}
        </Button>
        {error ? <ErrorState error={error} what="Discarding the draft" /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {busy ? 'Discarding…' : error ? 'Try again' : 'Discard draft'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
