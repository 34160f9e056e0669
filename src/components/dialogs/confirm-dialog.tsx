/** The yes-or-no dialog of useDialogs().confirm: Cancel, the safe choice, has the focus. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ConfirmOptions, DialogProps } from './use-dialogs';

export default function ConfirmDialog({ payload, onClose }: DialogProps<ConfirmOptions, boolean>) {
  const { title, message, confirmText = 'OK', cancelText = 'Cancel', severity } = payload;
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open
      onClose={() => onClose(false)}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Button autoFocus onClick={() => onClose(false)}>
          {cancelText}
        </Button>
        <Button
          variant="contained"
          color={severity === 'error' || severity === 'warning' ? severity : 'primary'}
          onClick={() => onClose(true)}
        >
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
