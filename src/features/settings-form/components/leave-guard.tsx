/** Asks before leaving with unsaved answers: in-app navigation (back included) and closing the tab. */
import { useEffect, useEffectEvent, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useDialogs } from '@/components/dialogs/use-dialogs';

export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  const { confirm } = useDialogs();
  const blocked = blocker.state === 'blocked';
  const answer = useEffectEvent((leave: boolean) =>
    leave ? blocker.proceed?.() : blocker.reset?.(),
  );
  // One question per blocked navigation (an effect may run twice for the same one).
  const asking = useRef(false);

  useEffect(() => {
    if (!blocked || asking.current) return;
    asking.current = true;
    void confirm({
      title: 'Leave without saving?',
      message:
        'Your answers are not saved. They stay in this browser tab and are offered back when you return to this form.',
      confirmText: 'Leave',
      cancelText: 'Stay',
      severity: 'warning',
    }).then((leave) => {
      asking.current = false;
      answer(leave);
    });
  }, [blocked, confirm]);

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return null;
}
