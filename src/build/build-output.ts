/**
 * What the console's build writes besides the app, and what it leaves out (a Vite plugin):
 * - the Content-Security-Policy as a `<meta>` in index.html (see static-csp.ts);
 * - the build's metadata (Vite's manifest and the chunk report the bundle budget reads) goes to
 *   `.build-meta/<out dir>/`, not into the served files: it lists source paths;
 * - a build without the demo API (`WFC_DEMO=off`, for a team that only runs live or behind the
 *   gateway) ships no demo seed or icons either (demo-seed-asset.ts); its code is left out by main.tsx.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { metaCsp } from './static-csp.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Where the build's metadata goes for an output directory (`dist` -> `.build-meta/dist`). */
export function buildMetaDir(outDir: string): string {
  return join(ROOT, '.build-meta', basename(resolve(ROOT, outDir)));
}

export const demoIncluded = (env: Readonly<Record<string, string | undefined>>): boolean =>
  env.WFC_DEMO !== 'off';

export function buildOutputPlugin(env: Readonly<Record<string, string | undefined>>): Plugin {
  let outDir = 'dist';
  return {
    name: 'wfc-build-output',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<head>/,
          `<head>\n    <meta http-equiv="Content-Security-Policy" content="${metaCsp(env)}" />`,
        ),
    },
    closeBundle() {
      const from = join(outDir, '.vite');
      if (existsSync(from)) {
        const to = buildMetaDir(outDir);
        rmSync(to, { recursive: true, force: true });
        mkdirSync(join(to, '..'), { recursive: true });
        renameSync(from, to);
      }
    },
  };
}
