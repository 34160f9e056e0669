import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** What every project of whole pages shares: jsdom, the demo API (setup-pages.ts), page timeouts. */
const PAGES: { environment: 'jsdom'; setupFiles: string[]; testTimeout: number } = {
  environment: 'jsdom',
  setupFiles: ['test/support/setup-dom.ts', 'test/support/setup-pages.ts'],
  // Whole pages render in jsdom on a 2-core machine; waits are for what the user sees, not sleeps.
  testTimeout: 30_000,
};

/**
 * Unit tests (pure modules, the demo API, the contract) run in Node; component and page tests run in
 * jsdom against the demo API's handlers through msw. The gateway's tests (`gateway`) start the real
 * gateway in front of the real sandbox. End-to-end tests have their own config.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src, '@test': fileURLToPath(new URL('./test', import.meta.url)) } },
  test: {
    // Vitest's default is one worker fewer than the cores, which on a 2-core machine is one worker
    // and half the machine idle; the main process only collects results.
    maxWorkers: Math.max(2, availableParallelism()),
    // Vitest's report, then the failures once more at the end of standard output (failure-recap.ts).
    reporters: ['default', './test/tools/failure-recap.ts'],
    clearMocks: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure modules and Node servers: one import of each module per worker, reused by every file.
          isolate: false,
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'test/contract/**/*.test.ts',
            'test/sandbox/**/*.test.ts',
            'test/bench/lib/**/*.test.ts',
            'test/tools/**/*.test.ts',
          ],
          exclude: ['src/gateway/**'],
          setupFiles: ['test/support/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One jsdom window and one import of React and MUI per worker, as for the pages (each file
          // cleans up what it adds; none mocks a module): this project 24 to 10 s.
          isolate: false,
          include: ['src/**/*.test.tsx', 'test/support/**/*.test.ts'],
          setupFiles: ['test/support/setup-dom.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'pages',
          // One jsdom window and one import of the app per worker, reused by every page file (134 s
          // instead of 176 s for the whole suite). What a test changes is reset after it (storage,
          // demo store, handlers, styles); a file that mocks modules is `*.isolated.test.tsx`.
          ...PAGES,
          isolate: false,
          include: ['test/routes/**/*.test.tsx'],
          exclude: ['test/routes/**/*.property.test.tsx', 'test/routes/**/*.isolated.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          // Page tests that replace modules with vi.mock: a module another file already imported in the
          // same worker would keep its real version, so these get a fresh import of everything.
          name: 'pages-isolated',
          ...PAGES,
          include: ['test/routes/**/*.isolated.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'property',
          ...PAGES,
          include: ['test/routes/**/*.property.test.tsx'],
          // Processes, not threads: each screen's property is bounded in its worker's CPU time
          // (process.cpuUsage), which a thread would share with the others.
          pool: 'forks',
          // Three files on two workers: the third reuses a worker's jsdom and imports.
          isolate: false,
          // The clock's ceiling for one screen, however loaded the machine.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'gateway',
          environment: 'node',
          // Fastify, openid-client and the gateway imported once per worker, not once per file (every
          // file starts its own servers): this project 24 to 9 s.
          isolate: false,
          include: ['src/gateway/**/*.test.ts', 'test/gateway/**/*.test.ts'],
          // Real servers on free ports (the sandbox, the gateway, an OpenID provider), on 2 cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
