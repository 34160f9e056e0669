import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { buildMetaDir } from './src/build/build-output.ts';
import { emitDeclarations } from './src/build/declarations.ts';
import {
  chunkReportPlugin,
  firstLoadChunk,
  sideEffectFreePackages,
  withoutCssVariablesTheme,
} from './vite.config.ts';

/**
 * The embeddable settings form (`npm run build:embed`, part of `npm run build`, after the console):
 * - the frame's page, embed.html -> dist/embed.html and its own chunks in dist/assets/. A build of
 *   its own, so it shares no chunk with the console: its first load is React, MUI's form parts,
 *   react-hook-form and the renderer, with no router, shell, canvas or operator screens
 *   (`npm run budget` checks it against 150 KiB of gzip). Its manifest and chunk report go
 *   beside the console's, out of the served files: .build-meta/dist/embed-manifest.json and
 *   embed-chunks.json.
 * - the loader, src/embed/sdk/loader.ts -> dist/embed.js: one classic script, no dependencies
 *   (the budget keeps it at most 4 KiB of gzip); the gateway serves it at /embed.js.
 * - the ES module for bundlers, src/embed/sdk/index.ts -> dist/embed/index.js, with its
 *   declarations (dist/embed/*.d.ts, from the TypeScript compiler) and a package.json, so the
 *   folder can be vendored or packed as a package.
 */
const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const SDK = root('./src/embed/sdk/');
const OUT = root('./dist/');

/** One self-contained script from one entry: no chunks, no preload helpers, minified. */
function buildScript(entry: string, fileName: string, format: 'iife' | 'es') {
  return build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: OUT,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      minify: true,
      target: 'es2020',
      rolldownOptions: {
        input: `${SDK}${entry}`,
        output: { format, entryFileNames: fileName },
        preserveEntrySignatures: format === 'es' ? 'strict' : false,
      },
    },
  });
}

/** dist/embed/: the SDK's declarations and a package.json. */
function writeModulePackage(): void {
  emitDeclarations({
    entries: [`${SDK}index.ts`, `${SDK}loader.ts`],
    rootDir: SDK,
    outDir: `${OUT}embed`,
  });
  writeFileSync(
    `${OUT}embed/package.json`,
    `${JSON.stringify(
      {
        name: 'workflow-console-embed',
        version: '1.0.0',
        description: 'Mount the Workflow Console settings form in your product (docs/embed.md).',
        type: 'module',
        sideEffects: false,
        exports: { '.': { types: './index.d.ts', default: './index.js' } },
        types: './index.d.ts',
      },
      null,
      2,
    )}\n`,
  );
}

/** The page's build metadata, moved next to the console's (.build-meta/dist/): it lists sources. */
function moveMeta(): void {
  const from = join(OUT, '.vite');
  const to = buildMetaDir(OUT);
  mkdirSync(to, { recursive: true });
  for (const name of ['embed-manifest.json', 'embed-chunks.json']) {
    rmSync(join(to, name), { force: true });
    if (existsSync(join(from, name))) renameSync(join(from, name), join(to, name));
  }
  rmSync(from, { recursive: true, force: true });
}

/** After the page's bundle: its metadata out of dist/, the loader, the ES module, declarations. */
function sdkPlugin(): Plugin {
  return {
    name: 'wfc-embed-sdk',
    apply: 'build',
    async closeBundle() {
      moveMeta();
      await buildScript('loader.ts', 'embed.js', 'iife');
      await buildScript('index.ts', 'embed/index.js', 'es');
      writeModulePackage();
    },
  };
}

/** The page's first load in one chunk, as the console's (see firstLoadChunk in vite.config.ts). */
const firstLoad = firstLoadChunk(root('./src/embed/page/main.tsx'), 'embed');

export default defineConfig({
  plugins: [
    withoutCssVariablesTheme(),
    sideEffectFreePackages(),
    react(),
    chunkReportPlugin('.vite/embed-chunks.json'),
    firstLoad.plugin,
    sdkPlugin(),
  ],
  resolve: { alias: { '@': root('./src') } },
  publicDir: false,
  build: {
    outDir: OUT,
    emptyOutDir: false,
    manifest: '.vite/embed-manifest.json',
    sourcemap: false,
    rolldownOptions: {
      input: { embed: root('./embed.html') },
      output: {
        codeSplitting: { groups: [{ name: firstLoad.name, debugName: 'embed-first-load' }] },
      },
    },
  },
});
