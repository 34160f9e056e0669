/**
 * The demo API's seed data as a static file of the build (`demo-seed.json`), a Vite plugin. The seed is
 * deterministic (fixed random seeds and a fixed "now"), so building it once at build time gives the
 * very records a browser would build; fetching and parsing 3 MB of JSON costs the page's main thread
 * a fraction of building them there (about 25 ms instead of 100 to 150), while the app's code runs.
 * The browser builds the seed itself when the file is missing (the dev server) or unreadable.
 */
import type { Plugin } from 'vite';
import { demoIncluded } from './build-output';

export const DEMO_SEED_FILE = 'demo-seed.json';

export function demoSeedAssetPlugin(env: Readonly<Record<string, string | undefined>>): Plugin {
  return {
    name: 'wfc-demo-seed-asset',
    apply: 'build',
    async generateBundle() {
      if (!demoIncluded(env)) return;
      // The seed's modules use the app's `@/` paths: loaded through tsx, with the Node tsconfig.
      const { tsImport } = await import('tsx/esm/api');
      const seed = (await tsImport('../demo-api/seed/index.ts', {
        parentURL: import.meta.url,
        tsconfig: new URL('../../tsconfig.node.json', import.meta.url).pathname,
      })) as { buildSeed: () => unknown };
      this.emitFile({
        type: 'asset',
        fileName: DEMO_SEED_FILE,
        source: JSON.stringify(seed.buildSeed()),
      });
    },
  };
}
