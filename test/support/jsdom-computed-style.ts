/**
 * `getComputedStyle` for jsdom tests, answering the same values with far less work.
 *
 * It reaches into jsdom's internals, so package.json pins jsdom to one exact version: a new one
 * is taken on purpose, with this module checked against it.
 *
 * Testing Library asks for the computed style of every element (and its ancestors) whenever a role
 * query decides what is hidden, and `findBy*`/`waitFor` repeat the query on every change of the
 * page. jsdom answers each call by running the whole cascade over every rule of every style sheet,
 * setting and parsing every property of every matching rule (MUI's rules have many), and copies its
 * cached answer property by property when asked again. That was the largest single cost of a page
 * test. Two things change, and no value does:
 *
 * 1. While jsdom's own cache says the document has not changed (it replaces that cache on any
 *    mutation, attribute or style sheet change), the declaration it computed is returned as it is,
 *    instead of a fresh copy of it.
 * 2. `display` and `visibility` (what hidden-ness is decided by) and `pointer-events` (which
 *    user-event checks before every click, up the ancestors) are computed by jsdom's own cascade
 *    run over only the rules that declare them (the other rules cannot change them: the cascade is
 *    per property). Every other property is jsdom's full answer, computed only when read.
 *
 * `WFC_CHECK_COMPUTED_STYLE=1` computes both ways for every question and throws on any difference
 * (`npx vitest run --project pages` with it set is how this was checked). Pseudo-elements and
 * elements of other documents go to jsdom as before.
 */
import { createRequire } from 'node:module';

interface DeclarationImpl {
  getPropertyValue(name: string): string;
}
interface StyleImpl {
  length: number;
  item(index: number): string;
}
interface RuleImpl {
  style?: StyleImpl;
  cssRules?: { _list: RuleImpl[] };
}
interface SheetLike {
  cssRules: { _list: RuleImpl[] };
}
interface DocumentImpl {
  _styleCache: WeakMap<object, DeclarationImpl>;
  styleSheets: { _list: SheetLike[] };
}

const require = createRequire(import.meta.url);
const { implSymbol } = require('jsdom/lib/generated/idl/utils.js') as { implSymbol: symbol };
const { getComputedStyleDeclaration } =
  require('jsdom/lib/jsdom/living/css/helpers/computed-style.js') as {
    getComputedStyleDeclaration: (element: object) => DeclarationImpl;
  };
type IsImpl = { isImpl: (value: unknown) => boolean };
const styleRule = require('jsdom/lib/generated/idl/CSSStyleRule.js') as IsImpl;
const mediaRule = require('jsdom/lib/generated/idl/CSSMediaRule.js') as IsImpl;
const importRule = require('jsdom/lib/generated/idl/CSSImportRule.js') as IsImpl;

/** The properties answered from the narrowed cascade: the declaration's key, the CSS name. */
const FAST_KEYS = new Map([
  ['display', 'display'],
  ['visibility', 'visibility'],
  ['pointerEvents', 'pointer-events'],
]);
const FAST = new Set(FAST_KEYS.values());
/** A rule declaring one of these is kept (`all` too: it would reset them). */
const DECLARING = new Set([...FAST, 'all']);

/** `map`'s value for `key`, made and kept on first use. */
function remembered<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
const CHECK = process.env.WFC_CHECK_COMPUTED_STYLE === '1';

/** jsdom's implementation object behind a DOM wrapper (a document, an element). */
function impl(wrapper: object): object | undefined {
  return (wrapper as Record<symbol, object | undefined>)[implSymbol];
}

function declares(style: StyleImpl | undefined): boolean {
  if (!style) return false;
  for (let index = 0; index < style.length; index += 1) {
    if (DECLARING.has(style.item(index))) return true;
  }
  return false;
}

/** The style sheets as jsdom's cascade reads them, with only the rules that set display/visibility. */
function narrowedSheets(sheets: SheetLike[]): SheetLike[] {
  return sheets.map((sheet) => {
    const rules: RuleImpl[] = [];
    for (const rule of sheet.cssRules._list) {
      if (styleRule.isImpl(rule)) {
        if (declares(rule.style)) rules.push(rule);
      } else if (mediaRule.isImpl(rule)) {
        const inner = (rule.cssRules?._list ?? []).filter(
          (child) => !styleRule.isImpl(child) || declares(child.style),
        );
        // The same media rule (its media list, its class) over fewer rules.
        if (inner.length > 0)
          rules.push(Object.create(rule, { cssRules: { value: { _list: inner } } }) as RuleImpl);
      } else if (importRule.isImpl(rule)) {
        rules.push(rule);
      }
      // jsdom's cascade reads no other kind of rule.
    }
    return { cssRules: { _list: rules } };
  });
}

/** Installs the faster getComputedStyle on the window that owns `doc` and on Vitest's globals. */
export function memoizeComputedStyle(doc: Document = document): void {
  const documentImpl = impl(doc) as DocumentImpl | undefined;
  const view = doc.defaultView;
  if (!documentImpl || !view) return;
  const compute = view.getComputedStyle.bind(view);
  const prototype = (view.CSSStyleDeclaration as { prototype: object } | undefined)?.prototype;

  let generation: object | null = null;
  let answers = new WeakMap<Element, CSSStyleDeclaration>();
  let full = new WeakMap<Element, CSSStyleDeclaration>();
  let narrowCache = new WeakMap<object, DeclarationImpl>();
  let sheets: SheetLike[] | null = null;

  /** Forgets every answer once jsdom has replaced its cache (the document changed). */
  const refresh = (): void => {
    if (documentImpl._styleCache === generation) return;
    generation = documentImpl._styleCache;
    answers = new WeakMap();
    full = new WeakMap();
    narrowCache = new WeakMap();
    sheets = null;
  };

  const fullStyle = (element: Element): CSSStyleDeclaration => {
    refresh();
    return remembered(full, element, () => compute(element));
  };

  /**
   * jsdom's cascade over the narrowed sheets, with a cache of its own (jsdom's keeps full answers);
   * inherited values (visibility) are resolved inside it too, from the ancestors' narrowed answers.
   */
  const narrowValue = (element: Element, property: string): string => {
    refresh();
    const elementImpl = impl(element);
    if (!elementImpl) return fullStyle(element).getPropertyValue(property);
    sheets ??= narrowedSheets(documentImpl.styleSheets._list);
    const list = documentImpl.styleSheets;
    const savedSheets = list._list;
    const savedCache = documentImpl._styleCache;
    list._list = sheets;
    documentImpl._styleCache = narrowCache;
    let value: string;
    try {
      const declaration = narrowCache.get(elementImpl) ?? getComputedStyleDeclaration(elementImpl);
      value = declaration.getPropertyValue(property);
    } finally {
      list._list = savedSheets;
      documentImpl._styleCache = savedCache;
    }
    if (CHECK) {
      const expected = fullStyle(element).getPropertyValue(property);
      if (value !== expected)
        throw new Error(
          `computed ${property} of <${element.localName} class="${element.className}">: ${value}, jsdom says ${expected}`,
        );
    }
    return value;
  };

  const answer = (element: Element): CSSStyleDeclaration => {
    const lazy = (key: string | symbol): unknown => {
      const style = fullStyle(element);
      const value = Reflect.get(style, key) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(style) : value;
    };
    const getPropertyValue = (name: string): string =>
      FAST.has(name) ? narrowValue(element, name) : fullStyle(element).getPropertyValue(name);
    return new Proxy(Object.create(prototype ?? Object.prototype) as CSSStyleDeclaration, {
      get: (_target, key) => {
        const fast = typeof key === 'string' ? FAST_KEYS.get(key) : undefined;
        if (fast) return narrowValue(element, fast);
        if (key === 'getPropertyValue') return getPropertyValue;
        return lazy(key);
      },
      has: (_target, key) => Reflect.has(fullStyle(element), key),
    });
  };

  const memoized = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    if ((pseudoElement ?? '') !== '' || element.ownerDocument !== doc) {
      return compute(element, pseudoElement);
    }
    refresh();
    return remembered(answers, element, () => answer(element));
  };
  view.getComputedStyle = memoized;
  globalThis.getComputedStyle = memoized;
}
