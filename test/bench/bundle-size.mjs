// The first screen's bundle: what a browser must download before /workflows shows, measured from the
// production build (dist/). First-load files are the entry script, its modulepreloads and the closure
// of their static imports, plus the /workflows route chunk and its static imports (the router loads it
// before the screen can render). Dynamic imports are lazy and do not count.
//
//   node test/bench/bundle-size.mjs          print the figures
//   node test/bench/bundle-size.mjs --check  also fail when a budget is exceeded or forbidden code loads
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const BUDGET = {
  /** 1.5 x the bare React + MUI (AppBar, Drawer, Table) + TanStack Query page, 129 KiB gzip. */
  initialJsGzip: 193.5 * 1024,
  initialCssGzip: 5 * 1024,
};

/** Code that must never be in the first load of the list screen. */
const FORBIDDEN = [
  { name: 'React Flow', pattern: /node_modules\/@xyflow\// },
  { name: 'msw (the demo API)', pattern: /node_modules\/msw\/|src\/demo-api\// },
  {
    name: 'react-hook-form (the form renderer)',
    pattern: /node_modules\/react-hook-form\/|src\/dynamic-form\//,
  },
  {
    name: "other screens' code",
    pattern:
      /src\/app\/routes\/(?!workflows\/list\.tsx|route-error\.tsx|not-found\.tsx)|src\/features\/(?!workflows\/(api|list|components)\/)/,
  },
];

/** Screens that may load React Flow (and its CSS); every other screen must not. */
const CANVAS_ROUTES = [/src\/app\/routes\/workflows\/detail\/compare\.tsx$/];

const ROUTE_MODULE = 'src/app/routes/workflows/list.tsx';

function read(path) {
  return readFileSync(new URL(`../../dist/${path}`, import.meta.url));
}

function closureOf(manifest, keys) {
  const files = new Set();
  const css = new Set();
  const visit = (key) => {
    const item = manifest[key];
    if (!item || files.has(item.file)) return;
    files.add(item.file);
    for (const sheet of item.css ?? []) css.add(sheet);
    for (const imported of item.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { files, css };
}

/** Every lazy screen but the canvas ones: is React Flow or its CSS in what it loads? */
export function canvasLeaks() {
  const manifest = JSON.parse(read('.vite/manifest.json').toString());
  const chunks = JSON.parse(read('.vite/chunks.json').toString());
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const leaks = [];
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith('src/app/routes/') || CANVAS_ROUTES.some((pattern) => pattern.test(key)))
      continue;
    const { files, css } = closureOf(manifest, [entryKey, key]);
    const modules = [...files]
      .flatMap((file) => chunks[file] ?? [])
      .filter((id) => /node_modules\/@xyflow\//.test(id));
    const sheets = [...css].filter((file) =>
      /react-flow|xyflow/.test(read(file).toString().slice(0, 20000)),
    );
    if (modules.length > 0 || sheets.length > 0)
      leaks.push(`${key}: ${[...modules.slice(0, 3), ...sheets].join(', ')}`);
  }
  return leaks;
}

export function firstLoad(routeModule = ROUTE_MODULE) {
  const manifest = JSON.parse(read('.vite/manifest.json').toString());
  const chunks = JSON.parse(read('.vite/chunks.json').toString());
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry in dist/.vite/manifest.json');
  const files = new Set();
  const css = new Set();
  const visit = (key) => {
    const item = manifest[key];
    if (!item || files.has(item.file)) return;
    files.add(item.file);
    for (const sheet of item.css ?? []) css.add(sheet);
    for (const imported of item.imports ?? []) visit(imported);
  };
  visit(entryKey);
  // A route module bundled into the entry has no chunk of its own (its code is already counted).
  if (manifest[routeModule]) visit(routeModule);
  else if (!Object.values(chunks).some((modules) => modules.includes(routeModule))) {
    throw new Error(`${routeModule} is in no chunk of the build`);
  }
  const measure = (file) => {
    const bytes = read(file);
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
  };
  const js = [...files].map(measure);
  const styles = [...css].map(measure);
  const modules = [...files].flatMap((file) => chunks[file] ?? []);
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
  return {
    js,
    css: styles,
    modules,
    totals: {
      jsRaw: sum(js, 'raw'),
      jsGzip: sum(js, 'gzip'),
      cssRaw: sum(styles, 'raw'),
      cssGzip: sum(styles, 'gzip'),
    },
  };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function main() {
  const check = process.argv.includes('--check');
  const result = firstLoad();
  console.log('First load of /workflows (production build):');
  for (const item of [...result.js, ...result.css]) {
    console.log(
      `  ${item.file.padEnd(44)} ${kib(item.raw).padStart(10)} raw ${kib(item.gzip).padStart(10)} gzip`,
    );
  }
  const { jsRaw, jsGzip, cssRaw, cssGzip } = result.totals;
  console.log(
    `  JS total   ${kib(jsRaw)} raw, ${kib(jsGzip)} gzip (budget ${kib(BUDGET.initialJsGzip)})`,
  );
  console.log(
    `  CSS total  ${kib(cssRaw)} raw, ${kib(cssGzip)} gzip (budget ${kib(BUDGET.initialCssGzip)})`,
  );
  console.log(`  All        ${kib(jsRaw + cssRaw)} raw, ${kib(jsGzip + cssGzip)} gzip`);
  const problems = [];
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
  if (check && problems.length > 0) {
    console.error(`\nBundle budget failed:\n  - ${problems.join('\n  - ')}`);
    process.exit(1);
  }
  if (check) console.log('Bundle budget: OK');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) main();
