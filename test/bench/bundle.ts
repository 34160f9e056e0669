/**
 * The first screen's bundle, measured from the production build (dist/, or BENCH_DIST). First-load files are the
 * entry script and the closure of its static imports, plus the /workflows route's chunk (when it has
 * one) and its static imports; dynamic imports are lazy and do not count. Gzip level 6.
 *
 *   tsx test/bench/bundle.ts          print the figures
 *   tsx test/bench/bundle.ts --check  fail when a budget is exceeded or forbidden code loads
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildMetaDir } from '../../src/build/build-output';
import { benchDist } from './lib/dist';
import { closureOf, type Manifest } from './lib/manifest';
import { embedBudgetProblems, printEmbedFigures } from './embed-bundle';

export const BUDGET = {
  /** 1.5 x the bare React + MUI (AppBar, Drawer, Table) + TanStack Query page, 129 KiB gzip. */
  initialJsGzip: 193.5 * 1024,
  initialCssGzip: 5 * 1024,
};

/** Code that must never be in the first load of the list screen. */
const FORBIDDEN = [
  { name: 'React Flow', pattern: /node_modules\/@xyflow\// },
  // All of the demo API but its page side, which both entries share so that a page starts one demo
  // API: start.ts and browser.ts, with the message protocol and storage key they use (about 1 KiB
  // gzip), which start the worker as soon as config.json says demo mode and pass it the requests.
  // The demo API's code (msw, the handlers, the store) loads in that worker.
  {
    name: 'msw (the demo API)',
    pattern:
      /node_modules\/msw\/|src\/demo-api\/(?!(?:start|browser)\.ts$|worker\/protocol\.ts$|store\/storage-key\.ts$)/,
  },
  {
    name: 'react-hook-form (the form renderer)',
    pattern: /node_modules\/react-hook-form\/|src\/features\/dynamic-form\//,
  },
  {
    name: 'the Markdown renderer',
    pattern:
      /node_modules\/(react-markdown|remark-|micromark|mdast-|hast-|unified)|src\/lib\/markdown\//,
  },
  {
    name: 'the chart library (MUI X Charts)',
    pattern: /node_modules\/@mui\/x-(charts|internals)\//,
  },
  {
    name: "other screens' code",
    pattern:
      /src\/app\/routes\/(?!workflows\/list\.tsx|route-error\.tsx|not-found\.tsx)|src\/features\/(?!workflows\/(api|list|components)\/|[\w-]+\/api\/(queries|keys)\.ts$)/,
  },
];

/** Screens that may load React Flow (and its CSS); every other screen must not. */
const CANVAS_ROUTES = [
  /src\/app\/routes\/workflows\/detail\/compare\.tsx$/,
  /src\/app\/routes\/workflows\/detail\/run\.tsx$/,
];

/** Screens that may load the chart library; every other screen must not. */
const CHART_ROUTES = [/src\/app\/routes\/overview\.tsx$/];
const CHART_CODE = /node_modules\/@mui\/x-(charts|internals)\//;

const FIRST_SCREEN = 'src/app/routes/workflows/list.tsx';
const DIST = benchDist();

const read = (path: string) => readFileSync(`${DIST}${path}`);
/** The build's metadata, kept out of the served files (src/build/build-output.ts). */
const readMeta = (name: string) => readFileSync(join(buildMetaDir(DIST), name));
const kibNumber = (bytes: number) => bytes / 1024;
export const kib = (bytes: number) => `${kibNumber(bytes).toFixed(1)} KiB`;

/**
 * The build's manifest and chunk report, and its entries: the scripts index.html loads (the app's
 * entry, src/early.ts, and what the build lists beside them), read from the built page itself, since
 * an entry merged into a named chunk is not marked as one in the manifest.
 */
function load(): { manifest: Manifest; chunks: Record<string, string[]>; entryKeys: string[] } {
  const manifest = JSON.parse(readMeta('manifest.json').toString()) as Manifest;
  const chunks = JSON.parse(readMeta('chunks.json').toString()) as Record<string, string[]>;
  const html = read('index.html').toString();
  const loaded = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    ),
  );
  const entryKeys = Object.keys(manifest).filter((key) => {
    const file = manifest[key]?.file;
    return file !== undefined && loaded.has(file);
  });
  if (entryKeys.length === 0)
    throw new Error('no script of dist/index.html is in the build manifest (run npm run build)');
  return { manifest, chunks, entryKeys };
}

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export const measure = (file: string): FileSize => {
  const bytes = read(file);
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
};

export function firstLoad(routeModule = FIRST_SCREEN) {
  const { manifest, chunks, entryKeys } = load();
  if (
    !manifest[routeModule] &&
    !Object.values(chunks).some((modules) => modules.includes(routeModule))
  ) {
    throw new Error(`${routeModule} is in no chunk of the build`);
  }
  // A route bundled into the entry has no chunk of its own: its code is already counted.
  const { files, css } = closureOf(
    manifest,
    manifest[routeModule] ? [...entryKeys, routeModule] : entryKeys,
  );
  const js = [...files].map(measure);
  const styles = [...css].map(measure);
  const sum = (list: FileSize[], key: 'raw' | 'gzip') =>
    list.reduce((total, item) => total + item[key], 0);
  return {
    js,
    css: styles,
    modules: [...files].flatMap((file) => chunks[file] ?? []),
    totals: {
      jsRaw: sum(js, 'raw'),
      jsGzip: sum(js, 'gzip'),
      cssRaw: sum(styles, 'raw'),
      cssGzip: sum(styles, 'gzip'),
    },
  };
}

/**
 * Every route of src/app/router.tsx with the modules its first visit loads besides the entry: its lazy
 * chunk (for a workflow tab, the detail layout's too) and the query module its loader imports. A route
 * bundled into the entry (the list, not found) adds nothing. routeLoads() fails when router.tsx
 * imports a route module this table does not name, so the table cannot fall behind the router.
 */
export const ROUTES: { path: string; modules: string[] }[] = [
  {
    path: '/ (overview)',
    modules: ['src/features/overview/api/queries.ts', 'src/app/routes/overview.tsx'],
  },
  { path: '/workflows', modules: [FIRST_SCREEN] },
  ...['overview', 'compare', 'actions', 'data-fields', 'settings'].map((tab) => ({
    path: `/workflows/:id${tab === 'overview' ? '' : `/${tab}`}`,
    modules: [
      'src/app/routes/workflows/detail/layout.tsx',
      `src/app/routes/workflows/detail/${tab}.tsx`,
    ],
  })),
  {
    path: '/workflows/:id/runs/:executionId',
    modules: [
      'src/app/routes/workflows/detail/layout.tsx',
      'src/app/routes/workflows/detail/run.tsx',
    ],
  },
  {
    path: '/action-types/:id',
    modules: ['src/features/action-types/api/queries.ts', 'src/app/routes/action-types/detail.tsx'],
  },
  {
    path: '/users',
    modules: ['src/features/users/api/queries.ts', 'src/app/routes/users.tsx'],
  },
  {
    path: '/events',
    modules: ['src/features/events/api/queries.ts', 'src/app/routes/events.tsx'],
  },
  {
    path: '/data-fields',
    modules: ['src/features/data-fields/api/queries.ts', 'src/app/routes/data-fields.tsx'],
  },
  {
    path: '/runs',
    modules: [
      'src/features/actions/api/queries.ts',
      'src/features/actions/account-runs.ts',
      'src/app/routes/runs.tsx',
    ],
  },
  {
    path: '/actions/completed',
    modules: ['src/features/actions/api/queries.ts', 'src/app/routes/actions/completed.tsx'],
  },
  { path: '/executions/stop', modules: ['src/app/routes/executions/stop.tsx'] },
  {
    path: '/installed-apps',
    modules: [
      'src/features/installed-apps/api/queries.ts',
      'src/app/routes/installed-apps/list.tsx',
    ],
  },
  {
    path: '/installed-apps/:appIdentifier',
    modules: [
      'src/features/installed-apps/api/queries.ts',
      'src/app/routes/installed-apps/detail.tsx',
    ],
  },
  { path: '/connection', modules: ['src/app/routes/connection.tsx'] },
  { path: '/fill/workflows/:id', modules: ['src/app/routes/fill/workflow.tsx'] },
  { path: '* (not found)', modules: ['src/app/routes/not-found.tsx'] },
];

const ROUTER = fileURLToPath(new URL('../../src/app/router.tsx', import.meta.url));

/** Route modules router.tsx imports lazily (`import('./routes/x')`, `import('@/features/x')`). */
function routerImports(): string[] {
  if (!existsSync(ROUTER)) return [];
  const source = readFileSync(ROUTER, 'utf8');
  return [...source.matchAll(/import\(\s*'(\.\/routes\/[^']+|@\/[^']+)'\s*\)/g)].map(
    ([, specifier]) => specifier ?? '',
  );
}

export interface RouteLoad {
  path: string;
  jsRaw: number;
  jsGzip: number;
  cssGzip: number;
}

/** Initial JS and CSS of every route: entry + static imports + the route's own chunks and theirs. */
export function routeLoads(): RouteLoad[] {
  const named = new Set(ROUTES.flatMap((route) => route.modules));
  const missing = routerImports().filter((specifier) => {
    const base = specifier.replace(/^\.\//, 'src/app/').replace(/^@\//, 'src/');
    return ![`${base}.tsx`, `${base}.ts`].some((module) => named.has(module));
  });
  if (missing.length > 0)
    throw new Error(`bundle.ts ROUTES lacks routes of router.tsx: ${missing.join(', ')}`);
  const { manifest, entryKeys } = load();
  return ROUTES.map(({ path, modules }) => {
    const { files, css } = closureOf(manifest, [
      ...entryKeys,
      ...modules.filter((module) => manifest[module]),
    ]);
    const js = [...files].map(measure);
    const styles = [...css].map(measure);
    return {
      path,
      jsRaw: js.reduce((total, item) => total + item.raw, 0),
      jsGzip: js.reduce((total, item) => total + item.gzip, 0),
      cssGzip: styles.reduce((total, item) => total + item.gzip, 0),
    };
  });
}

/** Every screen but the canvas ones: is React Flow or its CSS in what it loads? */
export function canvasLeaks(): string[] {
  const { manifest, chunks, entryKeys } = load();
  const leaks: string[] = [];
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith('src/app/routes/') || CANVAS_ROUTES.some((pattern) => pattern.test(key)))
      continue;
    const { files, css } = closureOf(manifest, [...entryKeys, key]);
    const modules = [...files]
      .flatMap((file) => chunks[file] ?? [])
      .filter((id) => /node_modules\/@xyflow\//.test(id));
    const sheets = [...css].filter((file) => /react-flow|xyflow/.test(read(file).toString()));
    if (modules.length > 0 || sheets.length > 0)
      leaks.push(`${key}: ${[...modules.slice(0, 3), ...sheets].join(', ')}`);
  }
  return leaks;
}

/** Every screen but the overview: is the chart library in what it loads? */
export function chartLeaks(): string[] {
  const { manifest, chunks, entryKeys } = load();
  const leaks: string[] = [];
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith('src/app/routes/') || CHART_ROUTES.some((pattern) => pattern.test(key)))
      continue;
    const { files } = closureOf(manifest, [...entryKeys, key]);
    const modules = [...files]
      .flatMap((file) => chunks[file] ?? [])
      .filter((id) => CHART_CODE.test(id));
    if (modules.length > 0) leaks.push(`${key}: ${modules.slice(0, 3).join(', ')}`);
  }
  return leaks;
}

export function budgetProblems(result = firstLoad()): string[] {
  const problems: string[] = [];
  const { jsGzip, cssGzip } = result.totals;
  if (jsGzip > BUDGET.initialJsGzip)
    problems.push(`initial JS ${kib(jsGzip)} gzip is over the ${kib(BUDGET.initialJsGzip)} budget`);
  if (cssGzip > BUDGET.initialCssGzip)
    problems.push(
      `initial CSS ${kib(cssGzip)} gzip is over the ${kib(BUDGET.initialCssGzip)} budget`,
    );
  for (const rule of FORBIDDEN) {
    const found = result.modules.filter((id) => rule.pattern.test(id));
    if (found.length > 0)
      problems.push(`${rule.name} is in the first load: ${found.slice(0, 5).join(', ')}`);
  }
  for (const leak of canvasLeaks())
    problems.push(`React Flow loads on a screen without a canvas: ${leak}`);
  for (const leak of chartLeaks())
    problems.push(`The chart library loads on a screen without a chart: ${leak}`);
  return problems;
}

function main() {
  const result = firstLoad();
  console.log('First load of /workflows (production build):');
  for (const item of [...result.js, ...result.css]) {
    console.log(
      `  ${item.file.padEnd(48)} ${kib(item.raw).padStart(10)} raw ${kib(item.gzip).padStart(10)} gzip`,
    );
  }
  const { jsRaw, jsGzip, cssRaw, cssGzip } = result.totals;
  console.log(
    `  JS total   ${kib(jsRaw)} raw, ${kib(jsGzip)} gzip (budget ${kib(BUDGET.initialJsGzip)})`,
  );
  console.log(
    `  CSS total  ${kib(cssRaw)} raw, ${kib(cssGzip)} gzip (budget ${kib(BUDGET.initialCssGzip)})`,
  );
  printEmbedFigures();
  if (!process.argv.includes('--check')) return;
  const problems = [...budgetProblems(result), ...embedBudgetProblems()];
  if (problems.length > 0) {
    console.error(`\nBundle budget failed:\n  - ${problems.join('\n  - ')}`);
    process.exit(1);
  }
  console.log('Bundle budget: OK');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
