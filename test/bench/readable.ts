/**
 * "Opened readable": the side-by-side view opened without a node in the URL, for layouts of several
 * sizes on two screens. Read from the page as drawn: the React Flow viewport's scale on both sides
 * (the same, and 0.75 or more) and whether the node the view opens on (the first effective change)
 * is wholly inside its canvas.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { DEMO_STORAGE_KEY } from '@/demo-api/store/persistence';
import { compareLayouts } from '../support/decoded';
import { demoState } from './canvas';
import { launch, newBenchContext } from './lib/chrome';
import { benchDist } from './lib/dist';
import { serve, urlOf } from './lib/serve';

export interface ReadableFigure {
  size: number;
  screen: string;
  /** The scale both canvases were drawn at (null: the two differed). */
  scale: number | null;
  focusInView: boolean;
  /** The canvas's height, in CSS pixels. */
  canvasHeight: number;
}

const SCREENS = [
  { label: '1440x900', width: 1440, height: 900 },
  { label: '1280x800', width: 1280, height: 800 },
];

async function scaleOf(page: Page, canvas: string): Promise<number> {
  const transform = await page
    .locator(`[role="region"][aria-label="${canvas}"] .react-flow__viewport`)
    .evaluate((element) => (element as HTMLElement).style.transform);
  return Number(/scale\(([\d.e-]+)\)/.exec(transform)?.[1] ?? Number.NaN);
}

/** The node the view opens on: the first effective change about a node (its canvas too). */
function focusOf(state: ReturnType<typeof demoState>) {
  const comparison = compareLayouts(state.published, state.draft);
  const change = comparison.changes.find((item) => item.effective && item.nodeId !== null);
  const id = change?.nodeId ?? 'start_of_workflow';
  return { id, canvas: comparison.head.nodeById.has(id) ? 'Draft layout' : 'Published layout' };
}

export async function benchReadable(
  sizes: number[],
  log: (line: string) => void,
): Promise<ReadableFigure[]> {
  const server = await serve(fileURLToPath(new URL('../../', import.meta.url)), benchDist(), false);
  const browser = await launch();
  const figures: ReadableFigure[] = [];
  try {
    for (const size of sizes) {
      const state = demoState(size);
      const focus = focusOf(state);
      for (const screen of SCREENS) {
        const context = await newBenchContext(browser, {
          width: screen.width,
          height: screen.height,
        });
        await context.addInitScript(
          ({ key, value }) => {
            if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
          },
          { key: DEMO_STORAGE_KEY, value: state.storage },
        );
        const page = await context.newPage();
        await page.goto(`${urlOf(server)}/workflows/${state.id}/compare?view=split`);
        const canvas = page.locator(`[role="region"][aria-label="${focus.canvas}"]`);
        await canvas.locator('.react-flow__node').first().waitFor({ timeout: 60_000 });
        const [left, right] = await Promise.all([
          scaleOf(page, 'Published layout'),
          scaleOf(page, 'Draft layout'),
        ]);
        const node = canvas.locator(`.react-flow__node[data-id="${focus.id}"]`);
        const [outer, inner] = await Promise.all([
          canvas.boundingBox(),
          (await node.count()) > 0 ? node.boundingBox() : Promise.resolve(null),
        ]);
        const focusInView = Boolean(
          outer &&
          inner &&
          inner.x >= outer.x &&
          inner.y >= outer.y &&
          inner.x + inner.width <= outer.x + outer.width &&
          inner.y + inner.height <= outer.y + outer.height,
        );
        const figure: ReadableFigure = {
          size,
          screen: screen.label,
          scale: left === right ? left : null,
          focusInView,
          canvasHeight: Math.round(outer?.height ?? 0),
        };
        log(
          `  opened readable, ${size} nodes at ${screen.label}: scale ${figure.scale?.toFixed(2) ?? `${left} / ${right}`}, focused node ${focusInView ? 'in view' : 'NOT in view'}, canvas ${figure.canvasHeight} px tall`,
        );
        figures.push(figure);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.httpServer.close();
  }
  return figures;
}
