/**
 * Starts what the end-to-end tests talk to: the sandbox (the demo API over HTTP, with every API
 * response checked against the OpenAPI document) and `vite preview` serving the production build.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { preview } from 'vite';
import { startSandbox } from '../../src/demo-api/server/sandbox';
import { createContractChecker, SPEC_PATH } from '../support/openapi-contract';

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
    sandboxUrl: string;
    chromiumPath: string;
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
  const checker = createContractChecker(SPEC_PATH);
  const violations: string[] = [];
  const sandbox = startSandbox({
    port: 0,
    onResponse: async (request, response) => {
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // Checked as text; the schema rejects it.
      }
      violations.push(
        ...checker.check(
          request.method,
          request.url,
          response.status,
          response.headers.get('content-type'),
          body,
        ),
      );
    },
  });
  const sandboxUrl = await sandbox.ready;
  const server = await preview({
    build: { outDir },
    preview: { port: 0, host: 'localhost' },
    logLevel: 'warn',
  });
  const consoleUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!consoleUrl) throw new Error('vite preview did not report its URL');

  project.provide('consoleUrl', consoleUrl);
  project.provide('sandboxUrl', sandboxUrl);
  project.provide('chromiumPath', chromiumPath());

  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await sandbox.close();
    if (violations.length > 0) {
      throw new Error(
        `The sandbox gave responses that break the OpenAPI contract:\n${[...new Set(violations)].join('\n')}`,
      );
    }
  };
}
