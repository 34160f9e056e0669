/**
 * `npm run bench`: builds the console, then measures and prints every figure beside its target and
 * beside the same figure for a bare reference measured in the same run; writes .bench/results.json.
 * Run it alone on the machine: a build or a test run beside it skews the timings.
 *
 * Options: --only=bundle,routes,load,diff,markdown,canvas,readable,runview,select,gateway,history,embed   --runs=5   --sizes=100,300,1000,2000
 * BENCH_DIST=.dist-x measures a build of its own (`vite build --outDir .dist-x`) instead of dist/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUDGET, firstLoad, kib, routeLoads } from './bundle';
import { benchAsyncSelect } from './async-select';
import { benchCanvas } from './canvas';
import { benchDiff, benchHunks } from './diff';
import { EMBED_BUDGET, embedFirstLoad, loaderSize, reactPackageSizes } from './embed-bundle';
import { benchEmbedReady } from './embed-ready';
import { benchGateway, CONNECTIONS } from './gateway';
import { benchHistory } from './history';
import { benchLoad } from './load';
import { benchMarkdown } from './markdown';
import { benchReadable } from './readable';
import { benchRunView } from './run-view';
import { referenceFirstLoadGzip } from './reference-bundle';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const only = new Set(
  (
    option('only') ??
    'bundle,routes,load,diff,markdown,canvas,readable,runview,select,gateway,history,embed'
  ).split(','),
);
const runs = Number(option('runs') ?? 5);
const sizes = (option('sizes') ?? '100,300,1000,2000').split(',').map(Number);

type Row = [figure: string, measured: string, target: string, reference: string, ratio: string];
const rows: Row[] = [];
const results: Record<string, unknown> = { date: new Date().toISOString(), runs };
const log = (line: string) => console.log(line);
const ratio = (value: number, reference: number) => `${(value / reference).toFixed(2)}x`;
let shellGzip: number | undefined;
/** The bare React + MUI shell's first-load JS (gzip), built once per run. */
const shellReference = async () => (shellGzip ??= await referenceFirstLoadGzip());

if (only.has('bundle')) {
  log('Measuring the first load of /workflows…');
  const load = firstLoad();
  const reference = await shellReference();
  const { jsRaw, jsGzip, cssGzip } = load.totals;
  rows.push([
    '/workflows initial JS (gzip)',
    kib(jsGzip),
    `<= ${kib(BUDGET.initialJsGzip)}, <= 1.50x`,
    kib(reference),
    ratio(jsGzip, reference),
  ]);
  rows.push(['/workflows initial JS (raw)', kib(jsRaw), '', '', '']);
  rows.push([
    '/workflows initial CSS (gzip)',
    kib(cssGzip),
    `<= ${kib(BUDGET.initialCssGzip)}`,
    '',
    '',
  ]);
  results.bundle = {
    jsRawBytes: jsRaw,
    jsGzipBytes: jsGzip,
    cssGzipBytes: cssGzip,
    referenceJsGzipBytes: reference,
  };
}

if (only.has('routes')) {
  log('Measuring the initial JS and CSS of every route…');
  const routes = routeLoads();
  const reference = await shellReference();
  for (const route of routes) {
    rows.push([
      `${route.path} initial JS / CSS (gzip)`,
      `${kib(route.jsGzip)} / ${kib(route.cssGzip)}`,
      '',
      `${kib(reference)} JS (React + MUI shell)`,
      ratio(route.jsGzip, reference),
    ]);
  }
  results.routesReferenceJsGzipBytes = reference;
  results.routes = routes.map((route) => ({
    path: route.path,
    jsRawBytes: route.jsRaw,
    jsGzipBytes: route.jsGzip,
    cssGzipBytes: route.cssGzip,
  }));
}

if (only.has('load')) {
  const loadRuns = Math.max(runs, 5);
  log(`Measuring first visits in Chromium (${loadRuns} runs each, fresh context)…`);
  const load = await benchLoad(loadRuns, log);
  rows.push([
    `/workflows demo: navigation to first row (median of ${load.runs})`,
    `${load.listFirstRow.consoleMs.toFixed(0)} ms`,
    '<= 1.80x',
    `${load.listFirstRow.referenceMs.toFixed(0)} ms (React + MUI shell)`,
    ratio(load.listFirstRow.consoleMs, load.listFirstRow.referenceMs),
  ]);
  rows.push([
    `/workflows live (sandbox): navigation to first row (median of ${load.runs})`,
    `${load.liveListFirstRow.consoleMs.toFixed(0)} ms`,
    '<= 1.30x',
    `${load.liveListFirstRow.referenceMs.toFixed(0)} ms (minimal page, same fetch)`,
    ratio(load.liveListFirstRow.consoleMs, load.liveListFirstRow.referenceMs),
  ]);
  for (const [mode, overview] of [
    ['demo', load.overviewDemo],
    ['live (sandbox)', load.overviewLive],
  ] as const)
    rows.push([
      `overview ${mode}: deep link to first figure (median of ${load.runs})`,
      `${overview.consoleMs.toFixed(0)} ms`,
      '<= 1.50x',
      `${overview.referenceMs.toFixed(0)} ms (minimal page, same first fetch)`,
      ratio(overview.consoleMs, overview.referenceMs),
    ]);
  rows.push([
    `compare view ${load.compareCanvas.size} nodes: navigation to first edge (median of ${load.runs})`,
    `${load.compareCanvas.consoleMs.toFixed(0)} ms`,
    '',
    `${load.compareCanvas.referenceMs.toFixed(0)} ms (bare React Flow)`,
    ratio(load.compareCanvas.consoleMs, load.compareCanvas.referenceMs),
  ]);
  results.load = load;
}

if (only.has('diff')) {
  log('Measuring the diff engine…');
  const diff = benchDiff();
  rows.push([
    `diff engine, 2 x ${diff.size} nodes (median of ${diff.runs})`,
    `${diff.medianMs.toFixed(1)} ms`,
    '< 50 ms',
    '',
    '',
  ]);
  const hunks = benchHunks();
  rows.push([
    `compare view hunks, ${hunks.size} nodes with ${hunks.changed} changes (median of ${hunks.runs})`,
    `${hunks.medianMs.toFixed(1)} ms`,
    '< 200 ms',
    '',
    '',
  ]);
  results.diff = diff;
  results.hunks = hunks;
}

if (only.has('markdown')) {
  log('Measuring the Markdown renderer…');
  const markdown = benchMarkdown(Math.max(runs, 5));
  for (const figure of markdown) {
    rows.push([
      `Markdown, ${figure.input} (${figure.parsed ? 'parsed' : 'plain text'}; median of ${Math.max(runs, 5)})`,
      `${figure.medianMs.toFixed(1)} ms`,
      '< 200 ms',
      '',
      '',
    ]);
  }
  results.markdown = markdown;
}

if (only.has('canvas')) {
  log(`Measuring the compare canvas (${runs} runs per size; a few minutes)…`);
  const canvas = await benchCanvas(sizes, runs, log);
  // Each canvas figure beside both bare pages: React Flow's default nodes as they come (the page the
  // targets name), and the same nodes tuned as the console tunes its own, sizes declared and culled
  // from the console's threshold (the second ratio shows the console's own overhead; no target).
  const beside = (
    value: number,
    bare: number,
    tuned: number,
    unit: string,
    digits: number,
  ): [string, string] => [
    `${bare.toFixed(digits)} ${unit} / ${tuned.toFixed(digits)} ${unit}`,
    `${ratio(value, bare)} / ${ratio(value, tuned)}`,
  ];
  const VIEW_NAMES = {
    split: 'side by side',
    overlay: 'overlay',
    changes: 'changes only',
  } as const;
  for (const figure of canvas) {
    const { size, console: app, bare, bareTuned: tuned } = figure;
    for (const view of ['split', 'overlay', 'changes'] as const) {
      const run = app[view];
      const name = `compare ${size} nodes, ${VIEW_NAMES[view]}`;
      rows.push([
        view === 'changes'
          ? `${name} (${figure.changes} changes): route start to first hunk`
          : `${name}: route start to edges`,
        `${run.renderMs.toFixed(0)} ms`,
        '<= 1.30x bare',
        ...beside(run.renderMs, bare.renderMs, tuned.renderMs, 'ms', 0),
      ]);
      if (view === 'changes') {
        rows.push([
          `${name}: scrolling ${figure.hunks} hunks`,
          `${run.panFps.toFixed(1)} fps`,
          '>= 55 fps',
          `${figure.bareScrollFps.toFixed(1)} fps (plain HTML list)`,
          ratio(run.panFps, figure.bareScrollFps),
        ]);
        continue;
      }
      rows.push([
        `${name}: panning`,
        `${run.panFps.toFixed(1)} fps`,
        size <= 100 ? '>= 55 fps, >= 0.95x bare' : '>= 0.95x bare',
        ...beside(run.panFps, bare.panFps, tuned.panFps, 'fps', 1),
      ]);
      if (run.zoomFps !== null && bare.zoomFps !== null && tuned.zoomFps !== null) {
        rows.push([
          `${name}: wheel zoom`,
          `${run.zoomFps.toFixed(1)} fps`,
          '>= 55 fps',
          ...beside(run.zoomFps, bare.zoomFps, tuned.zoomFps, 'fps', 1),
        ]);
      }
    }
  }
  results.canvas = canvas;
}

if (only.has('readable')) {
  log('Measuring how the side-by-side view opens (5, 30, 300 and 2,000 nodes; two screens)…');
  const readable = await benchReadable([5, 30, 300, 2000], log);
  for (const figure of readable) {
    rows.push([
      `opened readable, ${figure.size} nodes, ${figure.screen}: scale; focused node in view`,
      `${figure.scale === null ? 'sides differ' : figure.scale.toFixed(2)}; ${figure.focusInView ? 'yes' : 'no'}`,
      '>= 0.75, same on both sides; yes',
      '',
      '',
    ]);
  }
  results.readable = readable;
}

if (only.has('runview')) {
  log(`Measuring the run view of a 300-node run beside the compare view (${runs} runs)…`);
  const figures = await benchRunView(300, runs, log);
  rows.push([
    `run view ${figures.size} nodes: click to edges`,
    `${figures.runMs.toFixed(0)} ms`,
    '<= 1.30x compare',
    `${figures.compareMs.toFixed(0)} ms (compare, the same layout)`,
    ratio(figures.runMs, figures.compareMs),
  ]);
  rows.push([
    'run view: polling a running run',
    `${figures.pollPerSecond.toFixed(2)} requests/s`,
    '<= 1 request/s',
    `${String(figures.windowS)} s open, live (sandbox)`,
    '',
  ]);
  results.runView = figures;
}

if (only.has('select')) {
  log('Measuring the 2,000-option AsyncSelect…');
  const select = await benchAsyncSelect(Math.max(runs, 5), log);
  rows.push([
    'AsyncSelect: first open to first options (1st page, fetched for the saved label)',
    `${select.coldOpenMs.toFixed(0)} ms`,
    '',
    '',
    '',
  ]);
  rows.push([
    `AsyncSelect ${select.options} options: open to first options (median of ${select.runs})`,
    `${select.openMs.toFixed(1)} ms`,
    '< 100 ms',
    '',
    '',
  ]);
  rows.push([
    `AsyncSelect ${select.options} options: keystroke to filtered list (median of ${select.runs})`,
    `${select.keystrokeMs.toFixed(1)} ms`,
    '< 100 ms',
    '',
    '',
  ]);
  results.asyncSelect = select;
}

if (only.has('gateway')) {
  log('Measuring the gateway (proxied vs direct to the sandbox, loopback), with each store…');
  const gateway = await benchGateway(log);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  for (const store of gateway.stores) {
    rows.push([
      `gateway (${store.store}): added latency p50 (${gateway.samples} sequential GETs)`,
      ms(store.addedP50Ms),
      '<= 2 ms',
      `direct ${ms(gateway.direct.p50)}, via gateway ${ms(store.gateway.p50)}`,
      '',
    ]);
    rows.push([
      `gateway (${store.store}): added latency p99`,
      ms(store.addedP99Ms),
      '<= 10 ms',
      `direct ${ms(gateway.direct.p99)}, via gateway ${ms(store.gateway.p99)}`,
      '',
    ]);
    for (const connections of CONNECTIONS) {
      const through = store.rps[connections] ?? Number.NaN;
      const bare = gateway.bareRps[connections] ?? Number.NaN;
      rows.push([
        `gateway (${store.store}): requests/s, ${connections} connections (${gateway.seconds} s)`,
        through.toFixed(0),
        '>= 0.8x',
        `${bare.toFixed(0)} through a bare Fastify proxy`,
        ratio(through, bare),
      ]);
    }
    rows.push([
      `gateway (${store.store}): session lookup p50 / p99 (one record read)`,
      `${ms(store.lookup.p50)} / ${ms(store.lookup.p99)}`,
      'p50 <= 1 ms',
      '',
      '',
    ]);
  }
  for (const reason of gateway.skipped) log(`  not measured: ${reason}`);
  results.gateway = gateway;
}

if (only.has('history')) {
  log('Measuring workflow history: the recorder on forwarded answers, and one scan…');
  const history = await benchHistory(log);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  rows.push([
    `history: GET /workflows/{id} p50 with the recorder (${history.samples} GETs)`,
    ms(history.withRecorderP50Ms),
    '<= 1.05x',
    `${ms(history.withoutRecorderP50Ms)} without it (WFC_HISTORY=false)`,
    ratio(history.withRecorderP50Ms, history.withoutRecorderP50Ms),
  ]);
  rows.push([
    `history: scan of the demo's ${history.scan.workflows} workflows at the default pace`,
    `${(history.scan.durationMs / 1000).toFixed(1)} s, ${history.scan.requestsPerSecond.toFixed(1)} requests/s`,
    'the pace: 5 requests/s',
    `${history.scan.requests} requests`,
    '',
  ]);
  results.history = history;
}

if (only.has('embed')) {
  log('Measuring the embed: its page, the loader, the React package, time to ready…');
  const english = embedFirstLoad('en');
  const arabic = embedFirstLoad('ar');
  const loader = loaderSize();
  const react = reactPackageSizes();
  rows.push([
    'embed page initial JS (gzip), English / Arabic',
    `${kib(english.jsGzip)} / ${kib(arabic.jsGzip)}`,
    `<= ${kib(EMBED_BUDGET.firstLoadJsGzip)}`,
    '',
    '',
  ]);
  rows.push([
    'embed loader /embed.js (gzip)',
    kib(loader.loaderGzip),
    `<= ${kib(EMBED_BUDGET.loaderGzip)}`,
    '',
    '',
  ]);
  rows.push([
    'React package, <SettingsForm> / headless hook (gzip, React excluded)',
    `${kib(react.componentGzip)} / ${kib(react.headlessGzip)}`,
    `<= ${kib(EMBED_BUDGET.reactComponentGzip)} / ${kib(EMBED_BUDGET.reactHeadlessGzip)}`,
    '',
    '',
  ]);
  rows.push([
    'headless hook with all it may load later (gzip, largest language and English)',
    kib(react.headlessAllGzip),
    `<= ${kib(EMBED_BUDGET.reactHeadlessAllGzip)}`,
    '',
    '',
  ]);
  const ready = await benchEmbedReady(Math.max(runs, 5), log);
  rows.push([
    `<SettingsForm>: mount to ready (median of ${ready.runs})`,
    `${ready.componentMs.toFixed(0)} ms`,
    '<= 1.10x',
    `${ready.loaderMs.toFixed(0)} ms (/embed.js, same page)`,
    ratio(ready.componentMs, ready.loaderMs),
  ]);
  rows.push([
    `<SettingsForm>: navigation to ready (median of ${ready.runs})`,
    `${ready.componentPageMs.toFixed(0)} ms`,
    '',
    `${ready.loaderPageMs.toFixed(0)} ms (/embed.js, same page)`,
    ratio(ready.componentPageMs, ready.loaderPageMs),
  ]);
  results.embed = {
    firstLoadJsGzipBytes: { en: english.jsGzip, ar: arabic.jsGzip },
    loaderGzipBytes: loader.loaderGzip,
    reactPackageGzipBytes: {
      component: react.componentGzip,
      headless: react.headlessGzip,
      headlessAll: react.headlessAllGzip,
    },
    ready,
  };
}

const header: Row = ['figure', 'measured', 'target', 'reference (same run)', 'ratio'];
if (only.has('canvas'))
  log(
    '\nCanvas references: bare React Flow page / the same tuned as the console (node sizes declared, culled from the same size).',
  );
const widths = header.map((_, column) =>
  Math.max(...[header, ...rows].map((row) => row[column]?.length ?? 0)),
);
log('');
for (const row of [header, ...rows])
  log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
const out = fileURLToPath(new URL('../../.bench/', import.meta.url));
mkdirSync(out, { recursive: true });
writeFileSync(`${out}results.json`, JSON.stringify(results, null, 2));
log(`\nWritten to .bench/results.json`);
