/**
 * `npm run build:embed-react` (part of `npm run build`): the React package, from src/embed/react,
 * into dist/embed-react/, ready for `npm pack` (`npm run pack:embed-react`):
 * - index.js, headless.js and mount.js, ES modules minified by Vite's library mode, React left to
 *   the host (a peer dependency) and everything else inside; index.js re-exports headless.js, so a
 *   host that renders only <SettingsForm> bundles no headless code; languages other than English
 *   in chunks/, loaded when asked for;
 * - types/: the declarations the entries reach (./declarations.ts checks they import only React);
 * - package.json and README.md, as they are in src/embed/react.
 * With `--pack` (`npm run pack:embed-react`), `npm pack` then writes the tarball into dist-packages/.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { build } from 'vite';
import { copyReachableDeclarations, emitDeclarations } from './declarations';

const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE = join(ROOT, 'src/embed/react');
export const EMBED_REACT_OUT = join(ROOT, 'dist/embed-react');
const ENTRIES = {
  index: join(SOURCE, 'index.ts'),
  headless: join(SOURCE, 'headless.ts'),
  mount: join(SOURCE, 'mount.ts'),
};

/** `entries` and every module they import statically, at any depth. */
function staticClosure(entries: readonly string[], ctx: ChunkingContext): Set<string> {
  const closure = new Set<string>();
  const stack = [...entries];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (closure.has(next)) continue;
    closure.add(next);
    stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return closure;
}

/**
 * The headless hook's own code in one chunk: what its entry imports statically, less what the
 * component's path (<SettingsForm>, mount) imports too, which goes in a small chunk both share.
 * Otherwise the modules the hook shares with the chunks it loads later (option lists, error reading)
 * would each be one more file on its path. The component's own modules are chunked as usual.
 */
function headlessChunks(): CodeSplittingGroup[] {
  let paths: { component: Set<string>; headless: Set<string> } | undefined;
  const chunkOf = (id: string, ctx: ChunkingContext) => {
    paths ??= {
      component: staticClosure([join(SOURCE, 'settings-form.tsx'), ENTRIES.mount], ctx),
      headless: staticClosure([ENTRIES.headless], ctx),
    };
    if (!paths.headless.has(id)) return null;
    return paths.component.has(id) ? 'shared' : 'headless';
  };
  return [
    // First, so the headless group does not take these in as dependencies of its own modules.
    {
      name: (id, ctx) => (chunkOf(id, ctx) === 'shared' ? 'shared' : null),
      debugName: 'shared',
      priority: 2,
    },
    {
      name: (id, ctx) => (chunkOf(id, ctx) === 'headless' ? 'headless' : null),
      debugName: 'headless',
      priority: 1,
    },
  ];
}

async function bundle(): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    resolve: { alias: { '@': join(ROOT, 'src') } },
    build: {
      outDir: EMBED_REACT_OUT,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      target: 'es2022',
      sourcemap: process.env.WFC_SOURCEMAP === '1',
      lib: { entry: ENTRIES, formats: ['es'] },
      rolldownOptions: {
        external: ['react', 'react/jsx-runtime'],
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          minify: true,
          codeSplitting: { groups: headlessChunks() },
        },
      },
    },
  });
}

function declarations(): void {
  const emitted = mkdtempSync(join(tmpdir(), 'wfc-embed-react-types-'));
  try {
    emitDeclarations({
      entries: Object.values(ENTRIES),
      rootDir: join(ROOT, 'src'),
      outDir: emitted,
      paths: { '@/*': [join(ROOT, 'src/*')] },
    });
    copyReachableDeclarations(
      emitted,
      join(EMBED_REACT_OUT, 'types'),
      ['embed/react/index.d.ts', 'embed/react/headless.d.ts', 'embed/react/mount.d.ts'],
      ['react'],
    );
  } finally {
    rmSync(emitted, { recursive: true, force: true });
  }
}

await bundle();
declarations();
for (const file of ['package.json', 'README.md'])
  copyFileSync(join(SOURCE, file), join(EMBED_REACT_OUT, file));
if (process.argv.includes('--pack')) {
  const destination = join(ROOT, 'dist-packages');
  mkdirSync(destination, { recursive: true });
  const tarball = execFileSync(
    'npm',
    ['pack', EMBED_REACT_OUT, '--pack-destination', destination],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  ).trim();
  process.stdout.write(`The React package: ${join(destination, tarball)}\n`);
} else
  process.stdout.write(
    `The React package is in ${EMBED_REACT_OUT} (npm run pack:embed-react packs it).\n`,
  );
