/**
 * A list worked by keyboard (./row-navigation.ts: one Tab stop, j/k and the arrows, Enter, x). Its
 * code is not in the first load: it is fetched when the first list mounts, and set up on the rows
 * when it arrives. Until then the list works as plain links do (each row's link is a Tab stop).
 */
import {
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { lazyPart, useLazyPart } from '@/lib/lazy-part';

/** The lists' keyboard code (the shortcuts' code waits for it before pressing held keys again). */
export const rowNavigation = lazyPart(() => import('./row-navigation'));

export function useRowNavigation(list: RefObject<HTMLElement | null>) {
  const navigation = useLazyPart(rowNavigation);
  const current = useRef(0);
  // After every render, and once the code arrives (the hook renders again then).
  useLayoutEffect(() => {
    navigation?.arrangeRows(list.current, current);
  });
  return {
    onKeyDown: (event: KeyboardEvent) => navigation?.onRowKeyDown(event, list.current),
    onFocus: (event: FocusEvent) => navigation?.onRowFocus(event, list.current, current),
  };
}
