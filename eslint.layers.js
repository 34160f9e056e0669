// @ts-check
/**
 * The layers of src/, enforced (docs/architecture.md):
 *   app -> features -> shared (components, lib, api, config, hooks, utils)
 *   embed -> dynamic form -> shared   (the embeddable form's page: an entry of its own, beside app)
 * - shared code imports neither a feature, the app nor the embed;
 * - the embed page (src/embed) imports shared code and the dynamic form's entry for the embed
 *   (src/features/dynamic-form/embed.ts) only: no other feature, no app module, no server, so no
 *   router, console shell or operator screen can reach its bundle; its SDK (src/embed/sdk: the
 *   loader and the ES module for host pages) imports nothing outside itself; the embed API's client
 *   (src/embed/api) imports shared code only; the React package (src/embed/react) the SDK, the
 *   client, shared code and the dynamic form's pure model (src/features/dynamic-form/model), never
 *   the frame's page nor MUI;
 * - a feature imports neither the app nor another feature's internals: only another feature's public
 *   entry (`src/features/<name>/index.ts`), and only for a reason (cross-resource cache invalidation);
 * - the demo API and the gateway are servers of their own: they import only the API layer and shared
 *   pure code, never the console's screens; the gateway only the few shared modules listed below;
 * - no import cycles.
 */
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The one feature the embed page may use: the form renderer, through its entry for the embed. */
const EMBEDDABLE_FEATURE = 'dynamic-form';

const SHARED = ['components', 'lib', 'api', 'config', 'hooks', 'utils'];

/** @type {import('eslint-plugin-import-x/rules/no-restricted-paths').Zone[]} */
const zones = [
  ...SHARED.map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app', './src/embed', './src/demo-api', './src/gateway'],
    message: `Shared code (src/${layer}) must not import a feature, the app, the embed or a server.`,
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/embed', './src/demo-api', './src/gateway'],
    message: 'A feature must not import the app, the embed or a server.',
  },
  {
    target: './src/app',
    from: './src/embed',
    message:
      'The console and the embed page are separate entries: the app does not import the embed.',
  },
  {
    target: './src/embed',
    from: ['./src/app', './src/demo-api', './src/gateway'],
    message:
      'The embed page uses shared code only (no router, shell, operator screens or servers in its bundle).',
  },
  {
    target: ['./src/embed/page', './src/embed/sdk', './src/embed/api'],
    from: './src/features',
    except: [`./${EMBEDDABLE_FEATURE}/embed.ts`],
    message: `Of the features, the embed page uses only the form renderer, through src/features/${EMBEDDABLE_FEATURE}/embed.ts.`,
  },
  {
    target: './src/embed/api',
    from: ['./src/embed/page', './src/embed/react', './src/features'],
    message:
      "The embed API's client is shared by the frame and the React package: shared code only.",
  },
  {
    target: './src/embed/react',
    from: './src/features',
    except: [`./${EMBEDDABLE_FEATURE}/model`, `./${EMBEDDABLE_FEATURE}/api/options-page.ts`],
    message: `The React package draws no MUI form: of the features it uses only the dynamic form's pure model (src/features/${EMBEDDABLE_FEATURE}/model) and its option pages.`,
  },
  {
    target: './src/embed/react',
    from: './src/embed/page',
    message: "The React package mounts the frame's page, it never imports it.",
  },
  {
    target: './src/embed/sdk',
    from: './src',
    except: ['./embed/sdk'],
    message:
      'The embed SDK (the loader and the ES module) depends on nothing outside src/embed/sdk.',
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
    from: ['./src/app', './src/features', './src/embed', './src/components', './src/hooks'],
    message: 'The demo API and the gateway are servers: they never import the console.',
  },
  {
    // The production server's bundle holds only what it runs: the modules it shares with the console
    // are listed here one by one (each pure, with no DOM), and nothing else of src/ reaches it.
    target: './src/gateway',
    from: './src',
    except: [
      './gateway',
      './api/operations.ts',
      './utils/return-path.ts',
      './utils/guards.ts',
      // Workflow history's summaries reuse the compare screen's diff (pure, shared).
      './lib/diff/version-summary.ts',
      './lib/diff/layout-diff.ts',
      './lib/diff/value-diff.ts',
      './api/decode/layout.ts',
      './utils/objects.ts',
      // The scan's daily run figures group actions into runs by the console's own rules.
      './lib/runs/group-runs.ts',
      // Its tests compare the build's own policy; serve:demo (src/gateway/demo.ts) starts the sandbox.
      './build/static-csp.ts',
      './demo-api/server',
    ],
    message:
      'The gateway shares only the pure modules listed in eslint.layers.js with the console (list another one there deliberately).',
  },
];

export const layers = [
  {
    // The React package ships on its own: React is the host's, MUI and the router never come along.
    files: ['src/embed/react/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message:
                'Import from three or more folders up by its alias: @/… (src) or @test/… (test).',
            },
            {
              group: [
                '@mui/*',
                '@emotion/*',
                'react-dom',
                'react-dom/*',
                'react-router',
                'react-hook-form',
              ],
              message: 'The React package depends on React alone (a peer dependency).',
            },
          ],
        },
      ],
    },
  },
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
