/**
 * One chunk for what the deep-linked screens (src/app/route-modules.ts) share with other lazy
 * screens. Left to the bundler, the overview's code came in 21 files: its own chunk and twenty small
 * ones it shares with one screen or another (a button, an icon, a query helper, a decoder). Asked for
 * at once (index.html's preload), they queued on the browser's six connections to the host ahead of
 * everything else: the first figure came no sooner than without the preload. Here the modules that
 * a deep-linked screen loads besides the first load and that other screens' modules import too go
 * into one chunk, `screens-shared`, with every module they import in turn; what only the screen uses
 * (its own code, also what its lazy parts like the chart share with it) stays in the bundler's hands,
 * in the screen's chunk. Other lazy screens that use any of the shared modules load the whole chunk:
 * a few kilobytes more for some of them, and fewer requests for most.
 */
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';

type Follow = 'static' | 'static and dynamic';

/** `from` and what it imports, transitively, never descending into `stop`'s modules. */
function reach(
  ctx: ChunkingContext,
  from: Iterable<string>,
  follow: Follow,
  stop: (id: string) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    stack.push(...info.importedIds);
    if (follow === 'static and dynamic') stack.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

/**
 * The modules `route` loads besides the first load that a module outside the screen (anything its
 * route module does not reach, also through its own lazy parts) imports statically, and what they
 * import within the screen's load.
 */
export function sharedModules(
  ctx: ChunkingContext,
  route: string,
  inFirstLoad: (id: string) => boolean,
): Set<string> {
  const load = reach(ctx, [route], 'static', inFirstLoad);
  const screen = reach(ctx, [route], 'static and dynamic', inFirstLoad);
  const seeds = [...load].filter(
    (id) =>
      id !== route &&
      (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => !screen.has(importer)),
  );
  return reach(ctx, seeds, 'static', (id) => !load.has(id));
}

/**
 * The chunk group's name function (`codeSplitting.groups`), for the route modules `routes` (absolute
 * paths), with `inFirstLoad` telling the first load's modules. Worked out once per build.
 */
export function screensSharedChunk(
  routes: readonly string[],
  inFirstLoad: (id: string, ctx: ChunkingContext) => boolean,
) {
  let shared: Set<string> | undefined;
  const name = (id: string, ctx: ChunkingContext): string | null => {
    shared ??= new Set(
      routes.flatMap((route) => [
        ...sharedModules(ctx, route, (module) => inFirstLoad(module, ctx)),
      ]),
    );
    return shared.has(id) ? 'screens-shared' : null;
  };
  const plugin: Plugin = {
    name: 'wfc-screens-shared-chunk',
    apply: 'build',
    buildStart() {
      shared = undefined;
    },
  };
  return { name, plugin };
}
