/**
 * Accessibility: axe-core on every screen, in the light and the dark theme, with no serious or
 * critical violations. The first screen is loaded, the others are opened inside the app (as a user
 * moves between them), with the body's background checked in every frame painted since the load.
 * Axe is evaluated in the page (`page.evaluate` runs through the DevTools
 * protocol, so the app's Content-Security-Policy stays as it is served).
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeed } from '@/demo-api/seed';
import { PREFERENCES_KEY } from '@/config/preferences';
import { consoleUrl, launchChromium, newPage, openInApp, type TestBrowser } from './browser';
import { seededWorkflow } from './support';

/** A workflow with a draft (its compare view lists changes) and a settings form with text fields. */
const workflow = seededWorkflow('friday-wins-roundup');
const actionType = buildSeed().actionTypes.find((type) => type.has_draft);
if (!actionType) throw new Error('the seed has no action type with a draft');
/** A template: its overview has the Clones panel. */
const template = seededWorkflow('welcome-new-customers');
/** A finished run with a failed step: the run view shows every status it has. */
const seed = buildSeed();
const failedRun = seed.executions.find((execution) => execution.status === 'failed');
if (!failedRun) throw new Error('the seed has no failed run');

const SCREENS = [
  '/',
  '/?period=7d&chart=table',
  '/workflows',
  `/workflows/${workflow.id}`,
  `/workflows/${workflow.id}/compare`,
  `/workflows/${workflow.id}/compare?view=changes`,
  `/workflows/${template.id}`,
  `/workflows/${workflow.id}/actions`,
  `/workflows/${workflow.id}/data-fields`,
  `/workflows/${workflow.id}/settings`,
  `/fill/workflows/${workflow.id}`,
  '/action-types',
  `/action-types/${actionType.id}`,
  // The lists searched past their page.
  '/workflows?q=weekly&draft=true',
  '/users?search=example.net',
  '/events?type=discard&subject=workflow',
  '/installed-apps',
  '/installed-apps/chatter',
  '/users',
  '/events',
  '/data-fields',
  `/workflows/${failedRun.workflow_id}/runs/${failedRun.id}`,
  '/runs',
  '/actions/completed',
  '/executions/stop',
  '/connection',
];

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Waits until the screen has its heading and nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[role="progressbar"], .MuiSkeleton-root, [aria-busy="true"]') ===
      null,
    undefined,
    { timeout: 30_000 },
  );
  // Transitions (fades, collapses) finish before colours are measured: two frames so that any the
  // last render started are running, then until none is (endless ones, such as a pulse, excepted).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Runs in the page before its scripts: the body's background in every frame, from the first. */
function recordBackgrounds(): void {
  const seen = new Set<string>();
  Object.assign(window, { wfcPaintedBackgrounds: seen });
  const record = () => {
    // Before the body is parsed there is none, whatever the DOM types say.
    const body = document.body as HTMLElement | null;
    if (body) seen.add(getComputedStyle(body).backgroundColor);
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

/** The opaque body backgrounds painted so far (a transparent body shows the browser's canvas). */
async function paintedBackgrounds(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => [
    ...(window as unknown as { wfcPaintedBackgrounds: Set<string> }).wfcPaintedBackgrounds,
  ]);
  return seen
    .map((colour) => colour.replace(/\s/g, ''))
    .filter((colour) => colour !== 'rgba(0,0,0,0)');
}

async function audit(page: Page): Promise<Finding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: String(violation.impact),
        help: violation.help,
        targets: violation.nodes.map(
          (node) =>
            `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ')})` : ''}`,
        ),
      }));
  });
}

function report(findings: Record<string, Finding[]>): string {
  return Object.entries(findings)
    .filter(([, list]) => list.length > 0)
    .map(
      ([screen, list]) =>
        `${screen}\n${list
          .map(
            (finding) =>
              `  [${finding.impact}] ${finding.id}: ${finding.help}\n${finding.targets
                .slice(0, 8)
                .map((target) => `    - ${target}`)
                .join('\n')}`,
          )
          .join('\n')}`,
    )
    .join('\n');
}

describe('accessibility (axe-core) on every screen', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical violations in the ${theme} theme`, async () => {
      const { page, context, errors } = await newPage(browser);
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        PREFERENCES_KEY,
        JSON.stringify({ theme }),
      ] as const);
      await page.addInitScript(recordBackgrounds);
      const findings: Record<string, Finding[]> = {};
      const background = theme === 'light' ? 'rgb(246,247,251)' : 'rgb(18,20,24)';
      await page.goto(consoleUrl(SCREENS[0]));
      for (const screen of SCREENS) {
        // The first screen is a full load; the others are reached inside the app, as a user moves
        // between screens (a full load of each cost about a CPU-second more: the app, its demo API
        // and axe started again).
        if (screen !== SCREENS[0]) await openInApp(page, screen);
        await settle(page);
        // Every frame painted since the page started had the chosen theme's background (or none
        // yet): no flash of the other theme while the app starts.
        expect(await paintedBackgrounds(page)).toEqual([background]);
        findings[screen] = await audit(page);
      }
      const text = report(findings);
      if (text !== '') console.log(`axe (${theme} theme):\n${text}`);
      expect(text).toBe('');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
