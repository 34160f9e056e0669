// `npm run bench`: builds the bare reference page beside the console's production build (already built
// by the npm script) and prints the first screen's figures with the reference measured in the same run.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { BUDGET, firstLoad, kib } from './bundle-size.mjs';

const root = fileURLToPath(new URL('./reference/', import.meta.url));
const outDir = fileURLToPath(new URL('../../.bench/reference/', import.meta.url));

async function referenceFirstLoad() {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(`${outDir}.vite/manifest.json`, 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    const item = manifest[key];
    if (!item || seen.has(item.file)) return;
    seen.add(item.file);
    (item.imports ?? []).forEach(visit);
  };
  visit(Object.keys(manifest).find((key) => manifest[key].isEntry));
  return [...seen].reduce(
    (total, file) => total + gzipSync(readFileSync(`${outDir}${file}`), { level: 6 }).length,
    0,
  );
}

const console_ = firstLoad();
const reference = await referenceFirstLoad();
const { jsRaw, jsGzip, cssRaw, cssGzip } = console_.totals;
const rows = [
  ['figure', 'measured', 'target', 'reference (same run)', 'ratio'],
  [
    '/workflows initial JS (gzip)',
    kib(jsGzip),
    `<= ${kib(BUDGET.initialJsGzip)}`,
    kib(reference),
    `${(jsGzip / reference).toFixed(2)}x (target <= 1.50x)`,
  ],
  ['/workflows initial JS (raw)', kib(jsRaw), '', '', ''],
  ['/workflows initial CSS (gzip)', kib(cssGzip), `<= ${kib(BUDGET.initialCssGzip)}`, '', ''],
  ['/workflows initial CSS (raw)', kib(cssRaw), '', '', ''],
  ['/workflows first load total (gzip)', kib(jsGzip + cssGzip), '', '', ''],
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows)
  console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
