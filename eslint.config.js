// @ts-check
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jestDom from 'eslint-plugin-jest-dom';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layers } from './eslint.layers.js';

// Nothing the service sends is ever rendered as HTML (issue 8; the CSP backs this up).
const NO_HTML_STRINGS = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render text or React elements; never HTML strings.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      '.bench',
      '.dist-*',
      'dist-server',
      '.build-meta',
      'dist-packages',
      'src/api/schema.d.ts',
      // A host's app, type-checked and built against the packed React package (embed-react.e2e.ts).
      'test/e2e/embed-host-app',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', NO_HTML_STRINGS],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      // Answers are decoded once at the fetcher (src/api/decode), so types can be trusted: a check
      // the types make pointless is dead code (docs/decoding.md).
      '@typescript-eslint/no-unnecessary-condition': [
        'error',
        { allowConstantLoopConditions: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Far-off modules by their alias (`@/`, `@test/`), not by counting folders up.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message:
                'Import from three or more folders up by its alias: @/… (src) or @test/… (test).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.test.tsx', 'test/routes/**/*.tsx'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['src/**/*.test.tsx', 'test/routes/**/*.tsx'],
    ...jestDom.configs['flat/recommended'],
  },
  {
    // Page files share one import of the app per worker (vitest.config.ts, project `pages`): a module
    // mock there would meet modules another file already imported. Files that mock are isolated.
    files: ['test/routes/**/*.tsx'],
    ignores: ['test/routes/**/*.isolated.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_HTML_STRINGS,
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock)$/]",
          message:
            'Module mocks need a fresh import of the app: name the file *.isolated.test.tsx (vitest.config.ts).',
        },
      ],
    },
  },
  {
    files: [
      'src/demo-api/server/**',
      'test/e2e/**',
      'test/sandbox/**',
      'test/bench/**',
      'test/tools/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // This rule (strict preset) spends about 16 s, a sixth of the whole lint's CPU, walking
    // react-hook-form's recursive FieldErrors<V> type for this file's two object literals, none of
    // which is a class instance; everywhere else it costs under 3 s in all.
    files: ['src/lib/form/resolver.ts'],
    rules: { '@typescript-eslint/no-unsafe-class-instance-assignment': 'off' },
  },
  ...layers,
  {
    // Fast Refresh keeps state only in modules that export components alone.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    ...reactRefresh.configs.vite,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
