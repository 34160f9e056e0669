/**
 * After a navigation to another screen, the keyboard and screen-reader focus moves to the new
 * screen's heading (its h1, once it is there: a heading may wait for its data), without scrolling:
 * scroll restoration decides where the page is. Staying on a screen (a filter, a page of the list, a
 * tab of the same workflow) leaves the focus where it is. The first load leaves it alone too.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The tabs of one workflow share their heading: they are one screen here. */
export function screenOf(pathname: string): string {
  const workflow = /^\/workflows\/[^/]+/.exec(pathname);
  return workflow ? workflow[0] : pathname.replace(/\/+$/, '') || '/';
}

const WAIT_MS = 5000;

function focusHeading(main: HTMLElement): boolean {
  // A placeholder heading ("Loading the workflow…") is replaced when the data comes: wait for that.
  const heading = [...main.querySelectorAll<HTMLElement>('h1')].find(
    (candidate) => !candidate.closest('[aria-busy="true"]'),
  );
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

export function useFocusOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  const shown = useRef(screenOf(pathname));
  useEffect(() => {
    const screen = screenOf(pathname);
    if (screen === shown.current) return undefined;
    shown.current = screen;
    const main = document.getElementById(mainId);
    if (!main || focusHeading(main)) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainId]);
}
