import { describe, expect, it } from 'vitest';
import { earlyTags, routeModules, scriptSafeJson, type BuiltChunk } from './early-entry';

const ROOT = '/project';

const chunk = (
  fileName: string,
  imports: string[],
  modules: string[] = [],
  isEntry = false,
): BuiltChunk => ({
  type: 'chunk',
  fileName,
  name: fileName.replace(/^assets\//, '').replace(/-\w+\.js$/, ''),
  isEntry,
  moduleIds: modules.map((module) => `${ROOT}/${module}`),
  imports,
});

/**
 * A build as the console's looks: two entries (the app's, with the workflow list in it, and
 * early.ts's) sharing a chunk, the overview's chunk importing the app's, the screens' shared chunk
 * and a chunk of its own queries; its chart is a dynamic import (not in `imports`).
 */
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/early-E1.js', ['assets/preload-P1.js'], ['src/early.ts'], true),
    chunk(
      'assets/app-A1.js',
      ['assets/runtime-R1.js', 'assets/preload-P1.js'],
      ['src/main.tsx', 'src/app/routes/workflows/list.tsx'],
      true,
    ),
    chunk('assets/runtime-R1.js', []),
    chunk('assets/preload-P1.js', ['assets/runtime-R1.js'], ['src/app/route-modules.ts']),
    chunk(
      'assets/overview-O1.js',
      ['assets/app-A1.js', 'assets/screens-shared-S1.js', 'assets/queries-Q1.js'],
      ['src/features/overview/figures.ts', 'src/app/routes/overview.tsx'],
    ),
    chunk('assets/screens-shared-S1.js', ['assets/app-A1.js', 'assets/useQueries-U1.js']),
    chunk('assets/useQueries-U1.js', ['assets/app-A1.js']),
    chunk('assets/queries-Q1.js', ['assets/preload-P1.js'], ['src/features/overview/queries.ts']),
    chunk(
      'assets/runs-chart-C1.js',
      ['assets/app-A1.js', 'assets/queries-Q1.js'],
      ['node_modules/@mui/x-charts/BarChart.js', 'src/features/overview/runs-chart.tsx'],
    ),
    { type: 'asset' as const, fileName: 'assets/worker-W1.js' },
  ].map((output) => [output.fileName, output]),
);

const OVERVIEW_FILES = [
  '/assets/overview-O1.js',
  '/assets/queries-Q1.js',
  '/assets/screens-shared-S1.js',
  '/assets/useQueries-U1.js',
];

describe('the files a deep-linked screen loads besides the first load', () => {
  it('are the route module’s chunk and its static imports, without the entries’ chunks or the chart', () => {
    expect(routeModules(BUNDLE, ROOT, '/')).toEqual({ '': OVERVIEW_FILES });
  });

  it('are none for a screen bundled into the first load, and follow the base path', () => {
    const screens = {
      '': 'src/app/routes/overview.tsx',
      workflows: 'src/app/routes/workflows/list.tsx',
    };
    expect(routeModules(BUNDLE, ROOT, '/console/', screens)).toEqual({
      '': OVERVIEW_FILES.map((file) => file.replace('/assets/', '/console/assets/')),
    });
  });

  it('stop the build when a listed screen is in no chunk (the router moved it)', () => {
    expect(() => routeModules(BUNDLE, ROOT, '/', { runs: 'src/app/routes/runs.tsx' })).toThrow(
      'src/app/routes/runs.tsx (the screen at /runs) is no chunk of the build',
    );
  });
});

describe('the top of the built index.html', () => {
  it('lists the route modules, then loads the early entry', () => {
    expect(earlyTags(BUNDLE, ROOT, '/')).toEqual([
      {
        tag: 'script',
        attrs: { type: 'application/json', id: 'wfc-route-modules' },
        children:
          '{"":["/assets/overview-O1.js","/assets/queries-Q1.js","/assets/screens-shared-S1.js","/assets/useQueries-U1.js"]}',
        injectTo: 'head-prepend',
      },
      {
        tag: 'script',
        attrs: { type: 'module', async: true, src: '/assets/early-E1.js' },
        injectTo: 'head-prepend',
      },
    ]);
  });

  it('is nothing without an early entry', () => {
    const { ['assets/early-E1.js']: _early, ...withoutEarly } = BUNDLE;
    expect(earlyTags(withoutEarly, ROOT, '/')).toEqual([]);
  });

  it('never lets a file name close the data block', () => {
    expect(scriptSafeJson({ '': ['/assets/</script><script>alert(1)</script>.js'] })).toBe(
      '{"":["/assets/\\u003c/script>\\u003cscript>alert(1)\\u003c/script>.js"]}',
    );
  });
});
