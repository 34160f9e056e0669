/**
 * jsdom finds a `<label for>`'s control by walking the whole document, and an input's `labels` by
 * asking every node of the document for its control: quadratic in the page's size. Testing
 * Library computes accessible names through `labels`, so on a page with a form this was the largest
 * single cost of a page test (about a seventh of its time). The answer is the same by the
 * document's id index, which is what `getElementById` reads: the first element in tree order with
 * that id, the control only if it is labelable. Anything else (no `for`, a label outside a
 * document) keeps jsdom's own walk.
 *
 * It reaches into jsdom's internals, so package.json pins jsdom to one exact version: a new one
 * is taken on purpose, with this module checked against it.
 */
import { createRequire } from 'node:module';

interface LabelImpl {
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { getElementById?: (id: string) => unknown };
}

const require = createRequire(import.meta.url);
const label = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
  implementation: { prototype: object };
};
const forms = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
  isLabelable: (node: unknown) => boolean;
};

const prototype = label.implementation.prototype;
const original = Object.getOwnPropertyDescriptor(prototype, 'control');
if (original?.get) {
  const walk = (label: LabelImpl): unknown => original.get?.call(label);
  Object.defineProperty(prototype, 'control', {
    configurable: true,
    get(this: LabelImpl): unknown {
      const id = this.hasAttributeNS(null, 'for') ? this.getAttributeNS(null, 'for') : null;
      const root = this.getRootNode({});
      if (id === null || typeof root.getElementById !== 'function') return walk(this);
      if (id === '') return null;
      const target = root.getElementById(id) ?? null;
      return target !== null && forms.isLabelable(target) ? target : null;
    },
  });
}
