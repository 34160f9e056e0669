/**
 * Starts what every end-to-end file shares: `vite preview` serving the production build (static
 * files, nothing a test changes), and a folder for the workers' browser profiles (browser.ts). Each
 * file has a sandbox of its own (file-sandbox.ts).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { preview } from 'vite';

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
    chromiumPath: string;
    /** Where the workers' Chromium profiles go (browser.ts). */
    profilesDir: string;
  }
}

function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found)
    throw new Error(
      'No Chromium found: run `bash test/tools/ensure-chromium.sh` or set CHROMIUM_PATH.',
    );
  return found;
}

export default async function setup(project: TestProject) {
  // E2E_DIST lets a second build (`vite build --outDir .dist-x`) be tested while `dist` is rebuilt.
  const outDir = process.env.E2E_DIST ?? 'dist';
  if (!existsSync(`${outDir}/index.html`))
    throw new Error(`No production build in ${outDir}/: run \`npm run build\` first.`);
  const server = await preview({
    build: { outDir },
    preview: { port: 0, host: 'localhost' },
    logLevel: 'warn',
  });
  const consoleUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!consoleUrl) throw new Error('vite preview did not report its URL');

  project.provide('consoleUrl', consoleUrl);
  project.provide('chromiumPath', chromiumPath());
  // Vitest runs this teardown before it stops the workers, whose browsers still use their profiles:
  // the folder goes when this process exits, after the workers (and a browser writing its last
  // files as it closes, hence the retries).
  const profilesDir = mkdtempSync(join(tmpdir(), 'wfc-e2e-'));
  project.provide('profilesDir', profilesDir);
  process.once('exit', () => {
    rmSync(profilesDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  });

  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  };
}
