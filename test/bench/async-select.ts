/**
 * The 2,000-option AsyncSelect in Chromium, on the built console and the demo API: time from a click
 * that opens the list to the frame that shows its first options (cold: the first page comes from the
 * provider endpoint; warm: all 2,000 options loaded), and from a keystroke to the frame that shows the
 * filtered list. Measured in the page with performance.now and requestAnimationFrame.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { buildSeed } from '@/demo-api/seed';
import { launch, newBenchContext } from './lib/chrome';
import { benchDist } from './lib/dist';
import { serve, urlOf } from './lib/serve';
import { median } from './lib/stats';

/** A workflow of `main` with a Contact select whose saved contact is on the first page. */
const WORKFLOW_KEY = 'post-new-tickets-to-support';
const QUERIES = ['a', 'e', 'n', 'o', 'r', 'i', 'l', 's', 't', 'm'];

export interface AsyncSelectFigures {
  options: number;
  runs: number;
  coldOpenMs: number;
  openMs: number;
  keystrokeMs: number;
}

function workflowId(): string {
  const found = buildSeed().workflows.find(
    (workflow) => workflow.key === WORKFLOW_KEY && workflow.owner_user_key === 'main',
  );
  if (!found) throw new Error(`the seed has no workflow "${WORKFLOW_KEY}"`);
  return found.id;
}

/**
 * Runs `act` and returns the ms from the event `type` on the select's input to the first frame in
 * which `done` holds (options in the list, or a status text).
 */
async function timeUntil(
  page: Page,
  type: 'click' | 'keydown',
  listId: string,
  done: { options?: true; statusHas?: string },
  act: () => Promise<void>,
): Promise<number> {
  await page.evaluate(
    ({ type, listId, done }) => {
      const state = window as unknown as { __benchDone?: Promise<number> };
      const target = document.querySelector(`input[aria-controls="${CSS.escape(listId)}"]`);
      if (!target) throw new Error('no Contact combobox');
      const finished = () => {
        if (done.options && !document.querySelector(`#${CSS.escape(listId)} [role="option"]`))
          return false;
        if (done.statusHas) {
          const statuses = Array.from(document.querySelectorAll('[role="status"]'));
          if (!statuses.some((status) => status.textContent.includes(done.statusHas ?? '')))
            return false;
        }
        return true;
      };
      state.__benchDone = new Promise<number>((resolve) => {
        target.addEventListener(
          type,
          () => {
            const start = performance.now();
            const check = () => {
              if (finished()) resolve(performance.now() - start);
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { capture: true, once: true },
        );
      });
    },
    { type, listId, done },
  );
  await act();
  return page.evaluate(() => (window as unknown as { __benchDone: Promise<number> }).__benchDone);
}

/** Scrolls the open list to its end until every page has loaded. */
async function loadEveryPage(page: Page, listId: string): Promise<number> {
  const list = page.locator(`#${listId}`);
  for (let round = 0; round < 40; round += 1) {
    const count = await page.evaluate(
      () => document.querySelector('[role="option"]')?.getAttribute('aria-setsize') ?? '0',
    );
    if (Number(count) >= 2000) return Number(count);
    await list.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await page.waitForFunction(
      (before) =>
        Number(document.querySelector('[role="option"]')?.getAttribute('aria-setsize') ?? '0') >
        before,
      Number(count),
      { timeout: 30_000 },
    );
  }
  throw new Error('the list did not reach 2,000 options');
}

export async function benchAsyncSelect(
  runs: number,
  log: (line: string) => void,
): Promise<AsyncSelectFigures> {
  const dist = benchDist();
  const server = await serve(fileURLToPath(new URL('../../', import.meta.url)), dist, false);
  const browser = await launch();
  try {
    const context = await newBenchContext(browser);
    const page = await context.newPage();
    await page.goto(`${urlOf(server)}/workflows/${workflowId()}/settings`);
    const select = page.getByRole('combobox', { name: 'Contact' });
    await select.waitFor({ timeout: 60_000 });
    const listId = (await select.getAttribute('aria-controls')) ?? '';

    const coldOpenMs = await timeUntil(page, 'click', listId, { options: true }, () =>
      select.click(),
    );
    const options = await loadEveryPage(page, listId);
    log(`  AsyncSelect: ${options} options loaded`);
    await page.keyboard.press('Escape');

    const opens: number[] = [];
    const keystrokes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      opens.push(await timeUntil(page, 'click', listId, { options: true }, () => select.click()));
      const query = QUERIES[run % QUERIES.length] ?? 'a';
      keystrokes.push(
        await timeUntil(page, 'keydown', listId, { statusHas: `match “${query}”` }, () =>
          page.keyboard.type(query),
        ),
      );
      await page.keyboard.press('Escape');
    }
    await context.close();
    return { options, runs, coldOpenMs, openMs: median(opens), keystrokeMs: median(keystrokes) };
  } finally {
    await browser.close();
    server.httpServer.close();
  }
}
