/**
 * What index.html says before the app's entry (a Vite plugin):
 * - the script tag of src/early.ts, an entry of its own loaded by an `async` module script ahead of
 *   the app's: it runs as soon as it arrives (a few hundred bytes), while the app's much larger chunk
 *   still downloads and compiles, and starts what the first screen waits for (config.json, the first
 *   reads; in demo mode the demo API). Vite merges index.html's module scripts into one entry, so the
 *   tag is added after that, here;
 * - before it, a JSON data block listing, for each screen of DEEP_LINKED_SCREENS, the files its lazy
 *   route module loads besides what the page loads anyway (src/app/route-modules.ts preloads them).
 *   The files are the route module's chunk and the closure of its static imports, learnt from the
 *   build's chunks (what Vite's manifest is written from): dynamic imports (the overview's chart)
 *   stay out, and so does every chunk of a first load (the entries' static closures).
 */
import { relative } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { DEEP_LINKED_SCREENS, ROUTE_MODULES_ID, type RouteModules } from '../app/route-modules.ts';

/** What the build's output says of a chunk (the part of Rollup's OutputChunk read here). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  /** The modules bundled into it (absolute paths). */
  moduleIds: readonly string[];
  imports: readonly string[];
}

type Built = BuiltChunk | { type: 'asset' };

/** `files` and every chunk they import statically, transitively. */
function staticClosure(chunks: ReadonlyMap<string, BuiltChunk>, files: string[]): string[] {
  const seen = new Set<string>();
  const stack = [...files];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return [...seen];
}

/**
 * For each deep-linked screen, the URLs of the files its route module loads that no entry loads:
 * the chunk holding the route module first (usually the largest), then its static imports by name
 * (a stable order). A screen bundled into a first load needs none and is left out. `root` is the
 * project's root (module ids are absolute), `base` the app's base path.
 */
export function routeModules(
  bundle: Readonly<Record<string, Built>>,
  root: string,
  base: string,
  screens: Readonly<Record<string, string>> = DEEP_LINKED_SCREENS,
): RouteModules {
  const chunks = new Map<string, BuiltChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const loaded = new Set(
    staticClosure(
      chunks,
      entries.map((chunk) => chunk.fileName),
    ),
  );
  const result: RouteModules = {};
  for (const [path, source] of Object.entries(screens)) {
    const chunk = [...chunks.values()].find((candidate) =>
      candidate.moduleIds.some((id) => relative(root, id).split('\\').join('/') === source),
    );
    if (!chunk) throw new Error(`${source} (the screen at /${path}) is no chunk of the build`);
    if (loaded.has(chunk.fileName)) continue;
    const imports = staticClosure(chunks, [chunk.fileName]).filter(
      (file) => file !== chunk.fileName && !loaded.has(file),
    );
    result[path] = [chunk.fileName, ...imports.sort()].map((file) => `${base}${file}`);
  }
  return result;
}

/** JSON for inside a `<script>` element: `<` escaped, so no `</script>` can close it early. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The tags the build puts at the top of index.html's head: the route modules' data block, then the
 * early entry's script (none without an early entry in the bundle).
 */
export function earlyTags(
  bundle: Readonly<Record<string, Built>>,
  root: string,
  base: string,
): HtmlTagDescriptor[] {
  const early = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.isEntry && output.name === 'early',
  );
  if (early?.type !== 'chunk') return [];
  return [
    {
      tag: 'script',
      attrs: { type: 'application/json', id: ROUTE_MODULES_ID },
      children: scriptSafeJson(routeModules(bundle, root, base)),
      injectTo: 'head-prepend',
    },
    {
      tag: 'script',
      attrs: { type: 'module', async: true, src: `${base}${early.fileName}` },
      injectTo: 'head-prepend',
    },
  ];
}

export function earlyEntryPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'wfc-early-entry',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) =>
        ctx.bundle
          ? earlyTags(ctx.bundle, root, base)
          : // The dev server: the source itself (it lists no route modules: they are not chunks).
            [
              {
                tag: 'script',
                attrs: { type: 'module', async: true, src: '/src/early.ts' },
                injectTo: 'head-prepend',
              },
            ],
    },
  };
}
