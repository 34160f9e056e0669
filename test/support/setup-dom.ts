/**
 * Setup for component and page tests (jsdom). Each line is here for a reason. The demo API is not
 * started here: page tests get it from setup-pages.ts, and a component test that talks to it calls
 * `withDemoServer()` itself.
 */
// toBeInTheDocument() and friends.
import '@testing-library/jest-dom/vitest';
// A label's control by the document's id index instead of a walk (see the file).
import './jsdom-labels';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { memoizeComputedStyle } from './jsdom-computed-style';
import { collectReactWarnings, takeReactWarnings } from './react-warnings';

// A warning from React fails the test that caused it (see the file).
collectReactWarnings();
afterEach(() => {
  expect(takeReactWarnings(), "React's warnings").toEqual([]);
});

// A computed style is copied once per change of the document, not once per question (see the file).
memoizeComputedStyle();

// A full page (MUI table of 25+ rows) can take more than the default second to render on a slow
// 2-core machine; findBy*/waitFor wait for what the user would see, up to this long. The first
// visit of a lazy screen in a worker also transforms and imports its code: under a loaded machine
// (the suite beside end-to-end tests, three times over) two such waits passed 5 s, so 10 s. A wait
// that succeeds returns as soon as the element is there; only a failing test waits longer.
configure({ asyncUtilTimeout: 10_000 });

// A getBy* that finds nothing prints the page into its error message. findBy* and waitFor call it
// every few milliseconds until the element is there, and every failed try serialized the whole page
// (a seventh of the page tests' time) for a message nobody reads. The message is Testing Library's
// own, word for word, made when it is read: when a test fails on it.
configure({
  getElementError(message, container) {
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      enumerable: false,
      get: () =>
        (text ??= [
          message,
          `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container) || ''}`,
        ]
          .filter(Boolean)
          .join('\n\n')),
    });
    return error;
  },
});

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

// React Flow reads the viewport transform with DOMMatrixReadOnly and measures nodes; jsdom has neither
// (xyflow's testing guide). Nodes measure as 200x64, the size the canvas lays them out with.
if (!('DOMMatrixReadOnly' in window)) {
  class DOMMatrixReadOnlyStub {
    m22: number;
    constructor(transform?: string) {
      const scale = /scale\(([\d.]+)\)/.exec(transform ?? '')?.[1];
      this.m22 = scale === undefined ? 1 : Number(scale);
    }
  }
  Object.defineProperty(window, 'DOMMatrixReadOnly', {
    configurable: true,
    value: DOMMatrixReadOnlyStub,
  });
}
for (const [property, size] of [
  ['offsetWidth', 200],
  ['offsetHeight', 64],
] as const) {
  Object.defineProperty(HTMLElement.prototype, property, {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('react-flow__node') ? size : 0;
    },
  });
}
if (!('getBBox' in SVGElement.prototype)) {
  Object.defineProperty(SVGElement.prototype, 'getBBox', {
    configurable: true,
    value: () => ({ x: 0, y: 0, width: 0, height: 0 }),
  });
}
// Downloads (the draft as JSON) make object URLs, which jsdom lacks.
if (!('createObjectURL' in URL)) {
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: () => 'blob:test',
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: () => undefined,
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
