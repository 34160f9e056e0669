/**
 * jsdom keeps each element's computed style until the document changes (any mutation, attribute
 * or style sheet replaces its cache), but answers every `getComputedStyle` call from that cache by
 * copying the whole declaration property by property, re-parsing each value. Testing Library asks
 * for it on every element and each of its ancestors whenever a role query decides what is hidden,
 * and `findBy*`/`waitFor` repeat the query every 50 ms: this copying was the largest single cost of
 * a page test. Here a call returns the declaration jsdom computed for that element, for as long as
 * jsdom's own cache says it is current (the same cache object), and asks jsdom again once that
 * cache has been replaced. The values are the ones jsdom would copy; only the copying is gone.
 * Pseudo-elements and elements of other documents go to jsdom as before.
 */
import { createRequire } from 'node:module';

interface DocumentImpl {
  _styleCache: object;
}

const require = createRequire(import.meta.url);
const { implSymbol } = require('jsdom/lib/generated/idl/utils.js') as { implSymbol: symbol };

function documentImpl(doc: Document): DocumentImpl | undefined {
  return (doc as unknown as Record<symbol, DocumentImpl | undefined>)[implSymbol];
}

/** Installs the memo on the window that owns `doc` (jsdom's window and Vitest's global copy). */
export function memoizeComputedStyle(doc: Document = document): void {
  const impl = documentImpl(doc);
  const view = doc.defaultView;
  if (!impl || !view) return;
  const compute = view.getComputedStyle.bind(view);
  let generation: object | null = null;
  let answers = new WeakMap<Element, CSSStyleDeclaration>();
  const memoized = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    if ((pseudoElement ?? '') !== '' || element.ownerDocument !== doc) {
      return compute(element, pseudoElement);
    }
    if (impl._styleCache !== generation) {
      generation = impl._styleCache;
      answers = new WeakMap();
    }
    let answer = answers.get(element);
    if (!answer) {
      answer = compute(element);
      answers.set(element, answer);
    }
    return answer;
  };
  view.getComputedStyle = memoized;
  globalThis.getComputedStyle = memoized;
}
