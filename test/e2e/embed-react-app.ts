/**
 * A host's React app built against the packed React package, the way a host developer would: a
 * throw-away folder, `npm pack` of dist/embed-react (`npm run build` builds it), `npm install` of
 * React, Vite and the tarball (from the npm cache this repository's install filled, so offline in
 * practice), a type-check of the app against the package's declarations, and `vite build`. The app
 * is test/e2e/embed-host-app. Used by embed-react.e2e.ts and the bench (test/bench/embed-ready.ts).
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const PACKAGE = join(ROOT, 'dist/embed-react');

/** The version of a package this repository installed, so `npm install` finds it in the cache. */
const installed = (name: string): string =>
  (
    JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

export interface HostApp {
  /** The built app: index.html and its assets. */
  dist: string;
  remove: () => void;
}

export async function buildHostApp(): Promise<HostApp> {
  if (!existsSync(join(PACKAGE, 'package.json')))
    throw new Error('No React package in dist/embed-react/: run `npm run build` first.');
  const folder = mkdtempSync(join(tmpdir(), 'wfc-host-app-'));
  const inFolder = { cwd: folder, timeout: 240_000, maxBuffer: 8 * 1024 * 1024 };
  try {
    cpSync(join(ROOT, 'test/e2e/embed-host-app'), folder, { recursive: true });
    writeFileSync(
      join(folder, 'package.json'),
      `${JSON.stringify({ name: 'host-app', private: true, type: 'module' })}\n`,
    );
    const { stdout } = await run('npm', ['pack', PACKAGE, '--pack-destination', folder], inFolder);
    const tarball = stdout.trim().split('\n').at(-1) ?? '';
    await run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        ...['react', 'react-dom', '@types/react', '@types/react-dom', 'vite'].map(
          (name) => `${name}@${installed(name)}`,
        ),
        `./${tarball}`,
      ],
      inFolder,
    );
    // The package's declarations, as a host's TypeScript reads them (the repository's compiler).
    await run(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', folder],
      inFolder,
    );
    await run(
      process.execPath,
      [join(folder, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      inFolder,
    );
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    const output = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${output.message}\n${output.stdout ?? ''}\n${output.stderr ?? ''}`);
  }
  return {
    dist: join(folder, 'dist'),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
