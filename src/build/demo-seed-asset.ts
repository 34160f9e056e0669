/**
 * The demo API's seed data as a static file of the build (`demo-seed.jsonl.gz`: gzipped lines of JSON,
 * one per part of the seed, src/demo-api/seed-file.ts), a Vite plugin. The seed is deterministic
 * (fixed random seeds and a fixed "now"), so building it once at build time gives the very records a
 * browser would build; fetching, unzipping and parsing the parts it needs costs the demo API's worker
 * a fraction of building them. The worker builds the seed itself when the file is missing (the dev
 * server) or not a seed file (src/demo-api/seed-file.ts).
 *
 * Also the demo's icons, as files under `demo-api/icons/` (where the demo API's answers point them):
 * the browser fetches an image itself, not through the console's requests that the demo API answers
 * in the page, so each icon the seed names is written by the build and served by the dev server.
 */
import { constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { DemoData } from '../demo-api/store/records';
import { DEMO_SEED_FILE, seedFileText } from '../demo-api/seed-file.ts';
import { DEMO_ICONS_DIR, ICON_ORIGIN, iconSvg } from '../demo-api/seed/icon-svg.ts';
import { demoIncluded } from './build-output.ts';

const ICON_FILE = /^[\w.-]{1,80}\.svg$/;

/** The icon files the seed's records name (`<ICON_ORIGIN>/<file>.svg`). */
export function seedIconFiles(seedJson: string): string[] {
  const files = new Set<string>();
  const prefix = `${ICON_ORIGIN}/`;
  for (let at = seedJson.indexOf(prefix); at !== -1; at = seedJson.indexOf(prefix, at + 1)) {
    const file = seedJson.slice(at + prefix.length, seedJson.indexOf('"', at));
    if (ICON_FILE.test(file)) files.add(file);
  }
  return [...files].sort();
}

export function demoSeedAssetPlugin(env: Readonly<Record<string, string | undefined>>): Plugin {
  return {
    name: 'wfc-demo-seed-asset',
    async generateBundle() {
      if (!demoIncluded(env)) return;
      // The seed's modules use the app's `@/` paths: loaded through tsx, with the Node tsconfig.
      const { tsImport } = await import('tsx/esm/api');
      const seed = (await tsImport('../demo-api/seed/index.ts', {
        parentURL: import.meta.url,
        tsconfig: new URL('../../tsconfig.node.json', import.meta.url).pathname,
      })) as { buildSeed: () => DemoData };
      const source = seedFileText(seed.buildSeed());
      // Zipped once here, at the highest level: no server spends time on it again (seed-file.ts).
      this.emitFile({
        type: 'asset',
        fileName: DEMO_SEED_FILE,
        source: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }),
      });
      for (const file of seedIconFiles(source)) {
        this.emitFile({
          type: 'asset',
          fileName: `${DEMO_ICONS_DIR}/${file}`,
          source: iconSvg(file),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${DEMO_ICONS_DIR}`, (req, res, next) => {
        const file = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!ICON_FILE.test(file)) return next();
        res.setHeader('content-type', 'image/svg+xml');
        res.end(iconSvg(file));
      });
    },
  };
}
