/** Asks before leaving with unsaved answers: in-app navigation (back included) and closing the tab. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useFormStrings } from '@/features/dynamic-form';

export function LeaveGuard({ when }: { when: boolean }) {
  const strings = useFormStrings().fill;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="leave-guard-title"
    >
      <DialogTitle id="leave-guard-title">{strings.leaveTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{strings.leaveText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The safe choice takes focus when the dialog opens. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Button autoFocus onClick={() => blocker.reset?.()}>
          {strings.stay}
        </Button>
        <Button color="warning" onClick={() => blocker.proceed?.()}>
          {strings.leave}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
