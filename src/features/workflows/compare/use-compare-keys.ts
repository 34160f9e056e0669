/**
 * The comparison's keys: n and p step through the changes, f toggles full screen, Escape leaves it.
 * Ignored while typing in a field or with a modifier held.
 */
import { useEffectEvent, useLayoutEffect, type Dispatch, type SetStateAction } from 'react';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

interface CompareKeys {
  step: (direction: 1 | -1) => void;
  fullScreen: boolean;
  setFullScreen: Dispatch<SetStateAction<boolean>>;
}

export function useCompareKeys({ step, fullScreen, setFullScreen }: CompareKeys): void {
  // One key listener, added once, acting on the current state.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    if (event.key === 'n') step(1);
    else if (event.key === 'p') step(-1);
    else if (event.key === 'f') setFullScreen((full) => !full);
    else if (event.key === 'Escape' && fullScreen) setFullScreen(false);
  });
  // Added in the commit that shows the view (a layout effect), so an early key press is heard.
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
