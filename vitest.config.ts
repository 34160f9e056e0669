import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Unit tests (pure modules, the demo API, the contract) run in Node; component and page tests run in
 * jsdom against the demo API's handlers through msw. End-to-end tests have their own config.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  test: {
    clearMocks: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/contract/**/*.test.ts', 'test/sandbox/**/*.test.ts'],
          setupFiles: ['test/support/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'test/routes/**/*.test.tsx'],
          setupFiles: ['test/support/setup-dom.ts'],
          // Whole pages render in jsdom on a 2-core machine; waits are for what the user sees, not sleeps.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
