/** Asks before switching a workflow off (loaded when first needed: the list's first load stays small). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmSwitchOffProps {
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export default function ConfirmSwitchOff({ name, onCancel, onConfirm }: ConfirmSwitchOffProps) {
  return (
    <Dialog
      open
      onClose={onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="switch-off-title"
      aria-describedby="switch-off-text"
    >
      <DialogTitle id="switch-off-title" sx={{ overflowWrap: 'anywhere' }}>
        Switch “{name}” off?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="switch-off-text">
          While it is off, its trigger starts no new runs. You can switch it on again at any time.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="warning" variant="contained" onClick={onConfirm}>
          Switch off
        </Button>
      </DialogActions>
    </Dialog>
  );
}
