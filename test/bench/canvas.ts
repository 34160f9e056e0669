/**
 * The compare view at several layout sizes, in Chromium, beside a bare React Flow page with the same
 * nodes measured in the same run: time from route start (a click on the Compare tab; on the bare page a
 * click that mounts the canvas) to the first edge, and presented frames per second while panning (and
 * zooming, for the typical size). Both start centred on the Start node at 100% zoom. The console is
 * measured in three views: side by side (two canvases under one viewport), overlay, and changes only
 * (time to the first hunk, and presented frames per second while scrolling the hunks).
 */
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { parseLayout } from '@/api/decode/layout';
import { placeNodes } from '@/features/workflows/compare/auto-layout';
import { CULL_FROM, FIXED_SIZE } from '@/features/workflows/compare/to-flow';
import { seededDb } from '@/demo-api/store/built-seed';
import { DEMO_STORAGE_KEY, seedFingerprint } from '@/demo-api/store/persistence';
import type { WorkflowRecord } from '@/demo-api/store/records';
import { buildHunks } from '@/features/workflows/compare/hunks/hunks';
import { compareLayouts } from '../support/decoded';
import { generateLayoutPair } from '../support/generated-layouts';
import {
  emptyPanePoint,
  launch,
  newBenchContext,
  panFps,
  scrollFps,
  timeClickTo,
  timeClickToEdges,
  zoomFps,
} from './lib/chrome';
import { benchDist } from './lib/dist';
import { serve, urlOf } from './lib/serve';
import { settle } from './lib/settle';
import { median } from './lib/stats';

export const START = 'start_of_workflow';
const BARE_CANVAS = '[role="region"][aria-label="Bare canvas"]';

export type ConsoleView = 'split' | 'overlay' | 'changes';
export const CONSOLE_VIEWS: readonly ConsoleView[] = ['split', 'overlay', 'changes'];

/** What each view draws first, and where to pan (or scroll) it. */
const VIEW_TARGETS: Record<ConsoleView, { done: string; area: string }> = {
  split: {
    done: '[role="region"][aria-label="Draft layout"] .react-flow__edge-path',
    area: '[role="region"][aria-label="Draft layout"]',
  },
  overlay: {
    done: '[role="region"][aria-label="Overlay of the published and draft layouts"] .react-flow__edge-path',
    area: '[role="region"][aria-label="Overlay of the published and draft layouts"]',
  },
  changes: {
    done: '.wfc-hunk',
    area: '[role="region"][aria-label^="Changes only"]',
  },
};

export interface CanvasRun {
  renderMs: number;
  /** Panning a canvas; for the changes view, scrolling its hunks. */
  panFps: number;
  zoomFps: number | null;
}

export interface CanvasFigures {
  size: number;
  /** Effective and layout-only changes of the generated draft. */
  changes: number;
  console: Record<ConsoleView, CanvasRun>;
  /** React Flow's default nodes, as they come (culled from 200 nodes). */
  bare: CanvasRun;
  /**
   * The same default nodes tuned as the console tunes its own: size and handles declared, culled
   * from the console's threshold. The console's figure beside this one is its own overhead.
   */
  bareTuned: CanvasRun;
  /** A plain HTML list of as many hunk-like cards, all laid out up front, scrolled the same way. */
  bareScrollFps: number;
  hunks: number;
}

/** Draft edits for a layout: 2,000 nodes get 133, which make about 200 changes. */
export const editsFor = (size: number) => Math.max(3, Math.round(size / 15));

/** A workflow of the demo with the generated layouts, saved where the demo API restores changes from. */
export function demoState(size: number, edits = editsFor(size)) {
  const db = seededDb();
  const base = db.workflows.all().find((workflow) => workflow.owner_user_key === 'main');
  if (!base) throw new Error('the seed has no workflow of main');
  const actionTypes = db.actionTypes
    .all()
    .slice(0, 8)
    .map((type) => ({ id: type.id, name: type.name, icon: type.icon }));
  const { published, draft } = generateLayoutPair(size, edits, 7, actionTypes);
  const id = `019f0000-0000-7000-8000-${String(size).padStart(12, '0')}`;
  const record: WorkflowRecord = {
    ...structuredClone(base),
    id,
    key: `benchmark-${size}`,
    name: `Benchmark layout (${size} nodes)`,
    template: published,
    template_draft: draft,
    has_draft: true,
  };
  return {
    id,
    published,
    draft,
    storage: JSON.stringify({ seed: seedFingerprint(db), rows: { workflows: { [id]: record } } }),
  };
}

/** Where the bare page culls nodes when not tuned like the console. */
const BARE_CULL_FROM = 200;

/**
 * The bare page's nodes and edges: the draft's nodes where the console places them, as React Flow's
 * default nodes; `tuned` declares their size and handles as the console does for its own nodes, and
 * culls from the console's threshold.
 */
export function bareGraph(draft: unknown, tuned = false) {
  const layout = parseLayout(draft);
  const placed = placeNodes(layout.nodes, layout.edges);
  return {
    nodes: layout.nodes.map((node) => ({
      id: node.id,
      position: placed.get(node.id)?.point ?? { x: 0, y: 0 },
      data: { label: node.name },
      ...(tuned ? FIXED_SIZE : {}),
    })),
    edges: layout.edges.map((edge) => ({ id: edge.id, source: edge.source, target: edge.target })),
    cullFrom: tuned ? CULL_FROM : BARE_CULL_FROM,
  };
}

async function consoleRun(
  browser: Browser,
  base: string,
  state: ReturnType<typeof demoState>,
  view: ConsoleView,
  withZoom: boolean,
): Promise<CanvasRun> {
  const context = await newBenchContext(browser);
  await context.addInitScript(
    ({ key, value }) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    { key: DEMO_STORAGE_KEY, value: state.storage },
  );
  const page = await context.newPage();
  const target = VIEW_TARGETS[view];
  const trace = (step: string) =>
    process.env.BENCH_DEBUG === '2' && console.log(`    console ${view} ${step}`);
  // Warm: the compare chunk and the workflow are loaded once, as after any first visit. The canvas
  // views open centred on the Start node at 100%, as the bare page does.
  const search = view === 'changes' ? 'view=changes' : `view=${view}&node=${START}`;
  await page.goto(`${base}/workflows/${state.id}/compare?${search}`);
  await page.locator(target.done).first().waitFor({ state: 'attached', timeout: 60_000 });
  trace('warm');
  await page
    .getByRole('navigation', { name: 'Workflow sections' })
    .getByRole('link', { name: 'Overview' })
    .click();
  await page.getByRole('region', { name: 'Identity' }).waitFor();
  trace('overview');
  await settle();
  const renderMs = await timeClickTo(
    page,
    'nav[aria-label="Workflow sections"] a[href*="/compare"]',
    target.done,
  );
  trace(`render ${renderMs}`);
  await settle();
  let pan: number;
  let zoom: number | null = null;
  if (view === 'changes') {
    const box = await page.locator(target.area).boundingBox();
    if (!box) throw new Error('no hunk list');
    pan = await scrollFps(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  } else {
    const point = await emptyPanePoint(page, target.area);
    trace('point');
    pan = await panFps(page, point);
    trace('pan');
    zoom = withZoom ? await zoomFps(page, point) : null;
  }
  await context.close();
  return { renderMs, panFps: pan, zoomFps: zoom };
}

async function bareRun(
  browser: Browser,
  base: string,
  graph: ReturnType<typeof bareGraph>,
  withZoom: boolean,
): Promise<CanvasRun> {
  const context = await newBenchContext(browser);
  await context.addInitScript((value) => {
    (window as unknown as { __BENCH_GRAPH__: unknown }).__BENCH_GRAPH__ = value;
  }, graph);
  const page = await context.newPage();
  const trace = (step: string) =>
    process.env.BENCH_DEBUG === '2' && console.log(`    bare ${step}`);
  await page.goto(`${base}/?focus=${START}`);
  trace('loaded');
  // Warm, as the console is: mount once, unmount, then time the second mount.
  await page.click('button');
  await page
    .locator(`${BARE_CANVAS} .react-flow__edge-path`)
    .first()
    .waitFor({ state: 'attached', timeout: 60_000 });
  await page.click('button');
  await page
    .locator(`${BARE_CANVAS} .react-flow__edge-path`)
    .first()
    .waitFor({ state: 'detached' });
  await settle();
  const renderMs = await timeClickToEdges(page, 'button', BARE_CANVAS);
  trace(`render ${renderMs}`);
  await settle();
  const point = await emptyPanePoint(page, BARE_CANVAS);
  const pan = await panFps(page, point);
  const zoom = withZoom ? await zoomFps(page, point) : null;
  await context.close();
  return { renderMs, panFps: pan, zoomFps: zoom };
}

async function bareScrollRun(browser: Browser, base: string, cards: number): Promise<number> {
  const context = await newBenchContext(browser);
  const page = await context.newPage();
  await page.goto(`${base}/?cards=${cards}`);
  await page.locator('.card').first().waitFor();
  await settle();
  const box = await page.locator('#list').boundingBox();
  if (!box) throw new Error('no list');
  const fps = await scrollFps(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  await context.close();
  return fps;
}

const medianRun = (runs: CanvasRun[]): CanvasRun => ({
  renderMs: median(runs.map((run) => run.renderMs)),
  panFps: median(runs.map((run) => run.panFps)),
  zoomFps: runs[0]?.zoomFps === null ? null : median(runs.map((run) => run.zoomFps ?? 0)),
});

const renders = (runs: CanvasRun[]) => runs.map((run) => run.renderMs.toFixed(0)).join(', ');

export async function benchCanvas(
  sizes: number[],
  runs: number,
  log: (line: string) => void,
): Promise<CanvasFigures[]> {
  const dist = benchDist();
  const consoleServer = await serve(fileURLToPath(new URL('../../', import.meta.url)), dist, false);
  const bareServer = await serve(
    fileURLToPath(new URL('./reference-flow/', import.meta.url)),
    fileURLToPath(new URL('../../.bench/reference-flow/', import.meta.url)),
    true,
  );
  const scrollServer = await serve(
    fileURLToPath(new URL('./reference-scroll/', import.meta.url)),
    fileURLToPath(new URL('../../.bench/reference-scroll/', import.meta.url)),
    true,
  );
  const browser = await launch();
  const figures: CanvasFigures[] = [];
  try {
    for (const size of sizes) {
      const state = demoState(size);
      const graph = bareGraph(state.draft);
      const tunedGraph = bareGraph(state.draft, true);
      const withZoom = size <= 100;
      const comparison = compareLayouts(state.published, state.draft);
      const hunks = buildHunks(comparison.changes, [comparison.base, comparison.head]).length;
      const consoleRuns: Record<ConsoleView, CanvasRun[]> = { split: [], overlay: [], changes: [] };
      const bareRuns: CanvasRun[] = [];
      const tunedRuns: CanvasRun[] = [];
      const scrollRuns: number[] = [];
      // Alternate the pages so drift in the machine's load affects them alike.
      for (let run = 0; run < runs; run += 1) {
        bareRuns.push(await bareRun(browser, urlOf(bareServer), graph, withZoom));
        for (const view of CONSOLE_VIEWS)
          consoleRuns[view].push(
            await consoleRun(browser, urlOf(consoleServer), state, view, withZoom),
          );
        scrollRuns.push(await bareScrollRun(browser, urlOf(scrollServer), hunks));
        tunedRuns.push(await bareRun(browser, urlOf(bareServer), tunedGraph, withZoom));
      }
      if (process.env.BENCH_DEBUG) {
        for (const view of CONSOLE_VIEWS)
          log(`    console ${view} runs: ${renders(consoleRuns[view])}`);
        log(`    bare runs:       ${renders(bareRuns)}`);
        log(`    bare tuned runs: ${renders(tunedRuns)}`);
      }
      const result: CanvasFigures = {
        size,
        changes: comparison.changes.length,
        console: {
          split: medianRun(consoleRuns.split),
          overlay: medianRun(consoleRuns.overlay),
          changes: medianRun(consoleRuns.changes),
        },
        bare: medianRun(bareRuns),
        bareTuned: medianRun(tunedRuns),
        bareScrollFps: median(scrollRuns),
        hunks,
      };
      const said = (run: CanvasRun) =>
        `${run.renderMs.toFixed(0)} ms, ${run.panFps.toFixed(1)} fps`;
      log(
        `  canvas ${size} nodes (${result.changes} changes, ${hunks} hunks): split ${said(result.console.split)}; overlay ${said(result.console.overlay)}; changes ${said(result.console.changes)}; bare ${said(result.bare)}; bare tuned ${said(result.bareTuned)}; bare list scrolling ${result.bareScrollFps.toFixed(1)} fps`,
      );
      figures.push(result);
    }
  } finally {
    await browser.close();
    consoleServer.httpServer.close();
    bareServer.httpServer.close();
    scrollServer.httpServer.close();
  }
  return figures;
}
