/** Asks before leaving with unsaved answers: in-app navigation (back included) and closing the tab. */
import { useEffect, useEffectEvent, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { useFormStrings } from '@/features/dynamic-form';

export function LeaveGuard({ when }: { when: boolean }) {
  const strings = useFormStrings().fill;
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
      title: strings.leaveTitle,
      message: strings.leaveText,
      confirmText: strings.leave,
      cancelText: strings.stay,
      severity: 'warning',
    }).then((leave) => {
      asking.current = false;
      answer(leave);
    });
  }, [blocked, confirm, strings]);

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
