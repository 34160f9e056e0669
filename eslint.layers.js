// @ts-check
/**
 * The layers of src/, enforced (docs/architecture.md):
 *   app -> features -> shared (components, lib, api, config, hooks, utils)
 * - shared code imports neither a feature nor the app;
 * - a feature imports neither the app nor another feature's internals: only another feature's public
 *   entry (`src/features/<name>/index.ts`), and only for a reason (cross-resource cache invalidation);
 * - the demo API and the gateway are servers of their own: they import only the API layer and shared
 *   pure code, never the console's screens;
 * - no import cycles.
 */
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = ['components', 'lib', 'api', 'config', 'hooks', 'utils'];

/** @type {import('eslint-plugin-import-x/rules/no-restricted-paths').Zone[]} */
const zones = [
  ...SHARED.map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app', './src/demo-api', './src/gateway'],
    message: `Shared code (src/${layer}) must not import a feature, the app or a server.`,
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/demo-api', './src/gateway'],
    message: 'A feature must not import the app or a server.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: 'Import another feature only through its public entry (src/features/<name>/index.ts).',
  })),
  {
    target: ['./src/demo-api', './src/gateway'],
    from: ['./src/app', './src/features', './src/components', './src/hooks'],
    message: 'The demo API and the gateway are servers: they never import the console.',
  },
];

export const layers = [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
