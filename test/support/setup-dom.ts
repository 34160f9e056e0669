/**
 * Setup for component and page tests (jsdom). Each line is here for a reason:
 */
// toBeInTheDocument() and friends.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { useDemoServer } from './demo-server';

// A full page (MUI table of 25+ rows) can take more than the default second to render on a slow
// 2-core machine; findBy*/waitFor wait for what the user would see, up to this long.
configure({ asyncUtilTimeout: 5000 });

// Every page test talks to the real demo API handlers through msw, with the contract checked.
useDemoServer();

// MUI's useMediaQuery needs matchMedia, which jsdom lacks. Width queries are answered for jsdom's
// 1024 px window (the desktop layout); everything else (prefers-color-scheme: dark...) does not match.
function matches(query: string): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (!min && !max) return false;
  return (
    (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]))
  );
}
if (!('matchMedia' in window) || typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// React Flow and MUI measure elements with ResizeObserver, which jsdom lacks.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    value: ResizeObserverStub,
  });
}

// jsdom does not scroll; components that scroll into view should not crash.
window.scrollTo = () => undefined;
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value: () => undefined,
  });
}

// Settings saved by one test (connection, theme, acting user, demo state) must not leak into the next.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
});
