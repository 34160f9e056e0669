/**
 * Chromium measurements: time from a click to the first edge on a canvas, and frames actually
 * presented per second while panning or zooming with real input, read from a Chromium trace
 * (requestAnimationFrame counts stay at 60 while the screen drops frames).
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../e2e/chromium-flags';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** What a browser that visited an origin before holds for it: its local storage entries. */
export interface SavedStorage {
  origin: string;
  localStorage: Record<string, string>;
}

/**
 * A fresh context for measuring. tsx compiles this code with esbuild's keep-names, which wraps inner
 * functions in a `__name()` helper; functions handed to page.evaluate need it defined in the page.
 * `saved` is in the profile's storage before the first page opens, as a returning visitor's is: a
 * script writing it during the measured visit would add its work to that visit's main thread.
 */
export async function newBenchContext(
  browser: Browser,
  viewport = { width: 1400, height: 900 },
  saved?: SavedStorage,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    ...(saved && {
      storageState: {
        cookies: [],
        origins: [
          {
            origin: saved.origin,
            localStorage: Object.entries(saved.localStorage).map(([name, value]) => ({
              name,
              value,
            })),
          },
        ],
      },
    }),
  });
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  return context;
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}

/**
 * Clicks `clickSelector` and returns the milliseconds from the click to the frame in which an edge of
 * `canvasSelector` is in the DOM (measured in the page with performance.now and requestAnimationFrame).
 */
export function timeClickToEdges(
  page: Page,
  clickSelector: string,
  canvasSelector: string,
): Promise<number> {
  return timeClickTo(page, clickSelector, `${canvasSelector} .react-flow__edge-path`);
}

/**
 * Clicks `clickSelector` and returns the milliseconds from the click to the frame in which
 * `doneSelector` first matches.
 */
export async function timeClickTo(
  page: Page,
  clickSelector: string,
  doneSelector: string,
): Promise<number> {
  await page.evaluate(
    ({ click, done }) => {
      const state = window as unknown as { __benchStart?: number; __benchDone?: Promise<number> };
      const target = document.querySelector(click);
      if (!target) throw new Error(`nothing matches ${click}`);
      state.__benchDone = new Promise<number>((resolve) => {
        target.addEventListener(
          'click',
          () => {
            state.__benchStart = performance.now();
            const check = () => {
              if (document.querySelector(done))
                resolve(performance.now() - (state.__benchStart ?? 0));
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { capture: true, once: true },
        );
      });
    },
    { click: clickSelector, done: doneSelector },
  );
  await page.click(clickSelector);
  return page.evaluate(() => (window as unknown as { __benchDone: Promise<number> }).__benchDone);
}

/** A point on the canvas's empty pane (so a drag pans instead of hitting a node). */
export async function emptyPanePoint(
  page: Page,
  canvasSelector: string,
): Promise<{ x: number; y: number }> {
  const point = await page.evaluate((selector) => {
    const canvas = document.querySelector(selector);
    if (!canvas) return null;
    const box = canvas.getBoundingClientRect();
    for (let fy = 0.5; fy < 0.95; fy += 0.05) {
      for (let fx = 0.3; fx < 0.7; fx += 0.05) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        if (document.elementFromPoint(x, y)?.classList.contains('react-flow__pane'))
          return { x, y };
      }
    }
    return null;
  }, canvasSelector);
  if (!point) throw new Error('no empty spot on the canvas');
  return point;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid?: number;
  args?: { frame_reporter?: { state?: string; frame_sequence?: number } };
}

const PRESENTED = new Set(['STATE_PRESENTED_ALL', 'STATE_PRESENTED_PARTIAL']);

/** A stretch of a trace: from `start` to `end` (trace microseconds), in the page's process. */
export interface TraceWindow {
  start: number;
  end: number;
  pid: number | undefined;
}

/**
 * Frames the page's process presented in a window: Chromium's frame reporters that ended presented,
 * counted once per frame. When the main thread's work for a frame runs past the next vsync, Chromium
 * forks that frame's reporter (a second reporter with the same frame sequence), so counting
 * reporters counts such frames twice: a page whose main thread is late scored up to twice the
 * display's rate. One frame per frame sequence, and only the page's own (not the browser's).
 */
export function presentedFrames(events: TraceEvent[], { start, end, pid }: TraceWindow): number {
  const frames = new Set<number>();
  for (const event of events) {
    const reporter = event.args?.frame_reporter;
    if (
      event.name === 'PipelineReporter' &&
      event.ph === 'b' &&
      event.pid === pid &&
      event.ts >= start &&
      event.ts <= end &&
      reporter?.state !== undefined &&
      PRESENTED.has(reporter.state)
    )
      frames.add(reporter.frame_sequence ?? event.ts);
  }
  return frames.size;
}

async function tracedInput(page: Page, act: (cdp: CDPSession) => Promise<void>): Promise<number> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const cdp = await page.context().newCDPSession(page);
  await browser.startTracing(page, {
    categories: ['disabled-by-default-devtools.timeline.frame', 'cc', 'blink.user_timing'],
  });
  await page.evaluate(() => performance.mark('bench-input-start'));
  await act(cdp);
  await page.evaluate(() => performance.mark('bench-input-end'));
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await cdp.detach();
  const mark = (name: string) => trace.traceEvents.find((event) => event.name === name);
  const start = mark('bench-input-start');
  const end = mark('bench-input-end');
  if (!start || !end) throw new Error('the trace has no input marks');
  const span = { start: start.ts, end: end.ts, pid: start.pid };
  return presentedFrames(trace.traceEvents, span) / ((end.ts - start.ts) / 1e6);
}

/** Input events at a steady rate (like a real pointer), without waiting for each to be handled. */
async function steady(
  count: number,
  intervalMs: number,
  send: (index: number) => Promise<unknown>,
): Promise<void> {
  const pending: Promise<unknown>[] = [];
  await new Promise<void>((resolve) => {
    let index = 0;
    const timer = setInterval(() => {
      index += 1;
      pending.push(send(index));
      if (index >= count) {
        clearInterval(timer);
        resolve();
      }
    }, intervalMs);
  });
  await Promise.all(pending);
}

/** Presented frames per second during a 2-second mouse drag (pan) from `from`. */
export function panFps(page: Page, from: { x: number; y: number }): Promise<number> {
  return tracedInput(page, async (cdp) => {
    const mouse = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', x: number, y: number) =>
      cdp.send('Input.dispatchMouseEvent', {
        type,
        x,
        y,
        button: 'left',
        buttons: type === 'mouseReleased' ? 0 : 1,
        clickCount: 1,
      });
    await mouse('mousePressed', from.x, from.y);
    await steady(240, 8, (index) =>
      mouse('mouseMoved', from.x + Math.sin(index / 20) * 220, from.y + Math.cos(index / 25) * 140),
    );
    await mouse('mouseReleased', from.x, from.y);
  });
}

/** A wheel run: this many events, 8 ms apart (2 seconds), of this many pixels each. */
const WHEEL_EVENTS = 240;
const WHEEL_STEP = 40;

/** Presented frames per second during 2 seconds of wheel zooming in and out at `at`. */
export function zoomFps(page: Page, at: { x: number; y: number }): Promise<number> {
  return tracedInput(page, async (cdp) => {
    await steady(WHEEL_EVENTS, 8, (index) =>
      cdp.send('Input.dispatchMouseEvent', {
        type: 'mouseWheel',
        x: at.x,
        y: at.y,
        deltaX: 0,
        // In for 40 steps, out for 40, and so on.
        deltaY: Math.floor(index / 40) % 2 === 0 ? -WHEEL_STEP : WHEEL_STEP,
      }),
    );
  });
}

/**
 * How many wheel steps fit in the scroll range of what scrolls under `at` (the nearest scrollable
 * ancestor of the element there, or the page), at most the whole run, with room to spare.
 */
async function wheelStepsInRange(page: Page, at: { x: number; y: number }): Promise<number> {
  const range = await page.evaluate(({ x, y }) => {
    for (let element = document.elementFromPoint(x, y); element; element = element.parentElement) {
      const { overflowY } = getComputedStyle(element);
      if (
        (overflowY === 'auto' || overflowY === 'scroll') &&
        element.scrollHeight > element.clientHeight
      )
        return element.scrollHeight - element.clientHeight;
    }
    const root = document.scrollingElement;
    return root ? root.scrollHeight - root.clientHeight : 0;
  }, at);
  // Four fifths of it: a virtualised list's height is partly an estimate until its rows are drawn.
  return Math.max(1, Math.min(WHEEL_EVENTS, Math.floor((range * 0.8) / WHEEL_STEP)));
}

/**
 * Presented frames per second during 2 seconds of steady wheel scrolling at `at`: down, and when the
 * list is shorter than the run, back up and down again at its ends, so frames are counted while
 * something moves (a list that has reached its end presents no new frames).
 */
export async function scrollFps(page: Page, at: { x: number; y: number }): Promise<number> {
  const perDirection = await wheelStepsInRange(page, at);
  return tracedInput(page, async (cdp) => {
    await steady(WHEEL_EVENTS, 8, (index) =>
      cdp.send('Input.dispatchMouseEvent', {
        type: 'mouseWheel',
        x: at.x,
        y: at.y,
        deltaX: 0,
        deltaY: Math.floor((index - 1) / perDirection) % 2 === 0 ? WHEEL_STEP : -WHEEL_STEP,
      }),
    );
  });
}
