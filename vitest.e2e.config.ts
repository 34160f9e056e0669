import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: a real Chromium (Debian's, driven by playwright-core) against the production
 * build served by `vite preview`, in demo mode and in live mode against the sandbox.
 * Run after `npm run build`.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@test': fileURLToPath(new URL('./test', import.meta.url)),
    },
  },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    // Vitest's report, then the failures once more at the end of standard output (failure-recap.ts).
    reporters: ['default', './test/tools/failure-recap.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    setupFiles: ['test/e2e/setup-sandbox.ts'],
    // Two files at a time, each with its own Chromium and sandbox: a file spends much of its time
    // waiting on Chromium and the servers, so two fill the machine's 2 cores (about 210 s became
    // 165 s). An earlier try failed one demo-mode wait in seven clean clones, when the demo API
    // still ran in a service worker; it runs in a page's own worker now (docs/testing.md).
    maxWorkers: 2,
    // A worker imports Playwright, the sandbox and its contract checker once, and keeps one Chromium
    // for all its files (browser.ts): each file still gets a sandbox of its own and each test a
    // clean browser context. About 5 s of start per file before.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
