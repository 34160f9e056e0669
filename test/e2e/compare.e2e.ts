/**
 * The compare view in a real Chromium, on the demo API and live against the sandbox: readable at
 * first sight (small and 300+ node layouts), one viewport for both sides, full screen, a clone
 * against its template, the Discard dialog's snapshot loaded back, and the draft discarded.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectToSandbox,
  launchChromium,
  newPage,
  visit,
  type TestBrowser,
  type TestContext,
} from './browser';
import { seededWorkflow } from './support';

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const DESKTOP = { width: 1440, height: 900 };

/**
 * What the seed's drafts change, written down from the seed: how many changes (and how many are
 * more than a move or a size), the first change about a node (and the canvas its node is on), the
 * second change.
 */
const SEEDED_DRAFTS = {
  'escalate-vip-tickets': {
    changes: 5,
    effective: 4,
    first: {
      title: 'Added “Remove Mailbird subscriber”',
      nodeId: 'action_030cf5',
      canvas: 'Draft layout',
    },
    second: 'Renamed “Fetch Ledgerly balance” to “Fetch Ledgerly balance (v2)”',
  },
  'enterprise-onboarding-orchestration': {
    changes: 78,
    effective: 58,
    /** Nodes of the draft. */
    nodes: 336,
    first: {
      title: 'Added “Call internal webhook”',
      nodeId: 'action_550db4',
      canvas: 'Draft layout',
    },
  },
} as const;

async function pageAt(
  size: { width: number; height: number },
  live: boolean,
): Promise<{ context: TestContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (live) await connectToSandbox(page);
  return { context, page, errors };
}

interface Transform {
  x: number;
  y: number;
  zoom: number;
}

/** The React Flow viewport of a canvas, as drawn (its CSS transform). */
async function transformOf(page: Page, canvasName: string): Promise<Transform> {
  const style = await page
    .getByRole('region', { name: canvasName })
    .locator('.react-flow__viewport')
    .evaluate((element) => (element as HTMLElement).style.transform);
  const match = /translate\((-?[\d.e-]+)px,\s*(-?[\d.e-]+)px\)\s*scale\(([\d.e-]+)\)/.exec(style);
  if (!match) throw new Error(`unreadable transform: ${style}`);
  return { x: Number(match[1]), y: Number(match[2]), zoom: Number(match[3]) };
}

/** Is the node's whole box inside the canvas's box? */
async function nodeIsInView(page: Page, canvasName: string, nodeId: string): Promise<boolean> {
  const canvas = page.getByRole('region', { name: canvasName });
  const node = canvas.locator(`.react-flow__node[data-id="${nodeId}"]`);
  await node.waitFor();
  const [outer, inner] = await Promise.all([canvas.boundingBox(), node.boundingBox()]);
  if (!outer || !inner) return false;
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

async function sameViewport(page: Page): Promise<boolean> {
  const [left, right] = await Promise.all([
    transformOf(page, 'Published layout'),
    transformOf(page, 'Draft layout'),
  ]);
  return left.x === right.x && left.y === right.y && left.zoom === right.zoom;
}

/** Opens the split view and reads the first change without zooming. */
async function readFirstChange(page: Page, key: keyof typeof SEEDED_DRAFTS, search = '') {
  const workflow = seededWorkflow(key);
  const { nodeId, canvas } = SEEDED_DRAFTS[key].first;
  await visit(page, `/workflows/${workflow.id}/compare${search}`);
  await page
    .getByRole('region', { name: 'Draft layout' })
    .locator('.react-flow__edge-path')
    .first()
    .waitFor({ state: 'attached' });
  for (const name of ['Published layout', 'Draft layout'])
    expect((await transformOf(page, name)).zoom).toBeGreaterThanOrEqual(0.75);
  expect(await sameViewport(page)).toBe(true);
  expect(await nodeIsInView(page, canvas, nodeId)).toBe(true);
  // Its controls are on screen without scrolling, and the canvas has the room.
  const controls = await page.getByRole('toolbar', { name: 'Canvas controls' }).boundingBox();
  expect((controls?.y ?? Infinity) + (controls?.height ?? 0)).toBeLessThanOrEqual(
    page.viewportSize()?.height ?? 0,
  );
  const box = await page.getByRole('region', { name: 'Draft layout' }).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(560);
}

async function opensReadable(live: boolean) {
  const { context, page, errors } = await pageAt(DESKTOP, live);
  // A small layout opens on its first change, both sides at the same readable zoom.
  await readFirstChange(page, 'escalate-vip-tickets');

  // A 336-node layout opens on its changes only: the first hunk is readable as it is.
  const big = SEEDED_DRAFTS['enterprise-onboarding-orchestration'];
  await visit(
    page,
    `/workflows/${seededWorkflow('enterprise-onboarding-orchestration').id}/compare`,
  );
  const hunk = page
    .getByRole('region', { name: /^Changes only:/ })
    .getByRole('article')
    .first();
  await hunk.getByText(big.first.title, { exact: true }).waitFor();
  const node = hunk.locator('.wfc-hunk-node').first();
  const [nodeBox, listBox] = await Promise.all([
    node.boundingBox(),
    page.getByRole('region', { name: /^Changes only:/ }).boundingBox(),
  ]);
  expect(nodeBox && listBox && nodeBox.y + nodeBox.height <= listBox.y + listBox.height).toBe(true);
  // The same layout side by side opens at 100% on the first change.
  await readFirstChange(page, 'enterprise-onboarding-orchestration', '?view=split');
  expect(errors).toEqual([]);
  await context.close();
}

async function sharedViewportAndFullScreen(live: boolean) {
  const { context, page, errors } = await pageAt(DESKTOP, live);
  const workflow = seededWorkflow('support-triage-across-regions');
  // The last change about a node in the seeded draft: a node that moved.
  const target = { key: 'node-moved:action_2a2ae9', nodeId: 'action_2a2ae9' };
  await visit(page, `/workflows/${workflow.id}/compare?view=split`);
  await page
    .getByRole('list', { name: 'Changes', exact: true })
    .locator(`[data-key="${target.key}"]`)
    .click();
  await page.waitForURL(new RegExp(`node=${target.nodeId}`));
  const side = 'Draft layout';
  await expect.poll(() => nodeIsInView(page, side, target.nodeId)).toBe(true);
  expect(await sameViewport(page)).toBe(true);
  expect((await transformOf(page, side)).zoom).toBeGreaterThanOrEqual(1);

  // Panning the left side moves the right one; so does zooming with the wheel, and Fit.
  const before = await transformOf(page, 'Draft layout');
  const left = await page.getByRole('region', { name: 'Published layout' }).boundingBox();
  if (!left) throw new Error('no canvas');
  await page.mouse.move(left.x + left.width / 2, left.y + left.height - 40);
  await page.mouse.down();
  await page.mouse.move(left.x + left.width / 2 - 120, left.y + left.height - 140, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await transformOf(page, 'Draft layout')).x).not.toBe(before.x);
  expect(await sameViewport(page)).toBe(true);
  await page.mouse.wheel(0, 300);
  await expect
    .poll(async () => (await transformOf(page, 'Draft layout')).zoom)
    .toBeLessThan(before.zoom);
  expect(await sameViewport(page)).toBe(true);
  await page.getByRole('button', { name: 'Fit view' }).click();
  await expect.poll(() => sameViewport(page)).toBe(true);

  // The zoom buttons zoom both sides, and the zoom they show is the canvases' own.
  const fitted = await transformOf(page, 'Draft layout');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect
    .poll(async () => (await transformOf(page, 'Draft layout')).zoom)
    .toBeCloseTo(fitted.zoom * 1.25, 5);
  expect(await sameViewport(page)).toBe(true);
  const zoomed = (await transformOf(page, 'Draft layout')).zoom;
  const shown = zoomed >= 0.1 ? Math.round(zoomed * 100) : Math.round(zoomed * 1000) / 10;
  await expect
    .poll(() =>
      page
        .getByRole('toolbar', { name: 'Canvas controls' })
        .getByTitle('Zoom', { exact: true })
        .textContent(),
    )
    .toBe(`${shown}%`);

  // A click on the minimap moves both sides there.
  const mapButton = page.getByRole('button', { name: /minimap$/ });
  if ((await mapButton.getAttribute('aria-pressed')) !== 'true') await mapButton.click();
  const map = await page.getByRole('img', { name: /^Minimap of the whole layout/ }).boundingBox();
  if (!map) throw new Error('no minimap');
  const beforeMap = await transformOf(page, 'Draft layout');
  await page.mouse.click(map.x + 6, map.y + 6);
  await expect.poll(async () => (await transformOf(page, 'Draft layout')).x).not.toBe(beforeMap.x);
  expect(await sameViewport(page)).toBe(true);

  // Full screen with f, back with Escape; with the button, back with the button.
  await page.keyboard.press('f');
  const full = page.getByRole('dialog', { name: 'Full screen' });
  await full.waitFor();
  const fullBox = await full.getByRole('region', { name: 'Draft layout' }).boundingBox();
  expect(fullBox?.height ?? 0).toBeGreaterThan(DESKTOP.height - 40);
  expect(await sameViewport(page)).toBe(true);
  await page.keyboard.press('Escape');
  await full.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Full screen' }).click();
  await full.waitFor();
  await page.getByRole('button', { name: 'Leave full screen' }).click();
  await full.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await context.close();
}

async function cloneAgainstTemplate(live: boolean) {
  const { context, page, errors } = await pageAt(DESKTOP, live);
  // From the template: its clones, found on request, each linked to a comparison.
  const template = seededWorkflow('welcome-new-customers');
  await visit(page, `/workflows/${template.id}`);
  const card = page.getByRole('region', { name: 'Clones of this template' });
  await card.getByRole('button', { name: 'Find the clones' }).click();
  await card
    .getByText(/^\d+ clones found\. Searched \d+ users of \d+; every user was searched\.$/)
    .waitFor({ timeout: 60_000 });
  await card.getByRole('link', { name: /of acme\)$/ }).click();
  await page.waitForURL(/head=workflow%3A/);
  await page
    .getByText(
      /^The published version and “Welcome new customers” of acme, published are the same\.$/,
    )
    .waitFor();

  // From a clone: its draft against the account template it was cloned from.
  const clone = seededWorkflow('escalate-failed-payments', 'globex');
  await visit(page, `/workflows/${clone.id}/compare`);
  await page.getByRole('button', { name: 'Compare with…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare with…' });
  await dialog
    .getByRole('group', { name: 'Left side (before)' })
    .getByRole('radio', { name: 'The account template it was cloned from (published)' })
    .check();
  await dialog.getByRole('button', { name: 'Compare' }).click();
  await page.waitForURL(/base=template%3Apublished/);
  await page
    .getByRole('region', { name: 'Template, published layout' })
    .locator('.react-flow__node')
    .first()
    .waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /^The draft differs from the account template/ })
    .waitFor();
  expect(errors).toEqual([]);
  await context.close();
}

/** Downloads the draft, discards it, then loads the snapshot back to see what it held. */
async function discardAndLoadBack(live: boolean, key: keyof typeof SEEDED_DRAFTS) {
  const { context, page, errors } = await pageAt(DESKTOP, live);
  const workflow = seededWorkflow(key);
  const lost = SEEDED_DRAFTS[key].effective;
  await visit(page, `/workflows/${workflow.id}/compare?view=draft`);
  await page
    .getByRole('region', { name: 'Draft layout' })
    .locator('.react-flow__node')
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Discard draft…' }).click();
  const dialog = page.getByRole('dialog');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the draft as JSON' }).click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toMatch(/^workflow-.+-draft-.+\.json$/);
  await dialog.getByRole('button', { name: 'Discard draft' }).click();
  await page
    .getByText('The draft was discarded: the workflow is its published version again.')
    .waitFor();
  await page.reload();
  await page
    .getByText('This workflow has no draft: what you see is the published version.')
    .waitFor();
  expect(
    await page.getByRole('button', { name: 'Discard draft…' }).getAttribute('aria-disabled'),
  ).toBe('true');

  // The snapshot against the current draft: everything the discarded draft changed is back in view.
  await page.getByRole('button', { name: 'Compare with…' }).click();
  const picker = page.getByRole('dialog', { name: 'Compare with…' });
  await picker.getByLabel('JSON file to compare with').setInputFiles(file);
  await picker.getByText(/^Loaded: the draft snapshot of /).waitFor();
  await picker
    .getByRole('group', { name: 'Left side (before)' })
    .getByRole('radio', { name: 'This workflow, draft' })
    .check();
  await picker
    .getByRole('group', { name: 'Right side (after)' })
    .getByRole('radio', { name: /^The loaded file/ })
    .check();
  await picker.getByRole('button', { name: 'Compare' }).click();
  await page.waitForURL(/base=draft&head=file/);
  const list = page.getByRole('list', { name: 'Changes', exact: true });
  await list.waitFor();
  const titles = await list.getByRole('button').allTextContents();
  expect(titles.filter((title) => !/^Moved|size of the layout/.test(title))).toHaveLength(
    Math.min(lost, 60),
  );
  expect(errors).toEqual([]);
  await context.close();
}

describe('compare in a real browser', () => {
  it('on the demo API: opens a small and a 336-node layout readable, on their first change', async () => {
    await opensReadable(false);
  });

  it('live against the sandbox: the same', async () => {
    await opensReadable(true);
  });

  it('on the demo API: both sides share one viewport after a change is chosen, on pan, zoom and fit; full screen and back', async () => {
    await sharedViewportAndFullScreen(false);
  });

  it('live against the sandbox: the same', async () => {
    await sharedViewportAndFullScreen(true);
  });

  it('on the demo API: finds a template’s clones and compares a clone with its template', async () => {
    await cloneAgainstTemplate(false);
  });

  it('live against the sandbox: the same', async () => {
    await cloneAgainstTemplate(true);
  });

  it('on the demo API: steps through the changes by keyboard and switches views', async () => {
    const { page, context, errors } = await newPage(browser);
    const workflow = seededWorkflow('escalate-vip-tickets');
    const { changes, first, second } = SEEDED_DRAFTS['escalate-vip-tickets'];
    await visit(page, `/workflows/${workflow.id}/compare`);
    await page.getByRole('list', { name: 'Changes', exact: true }).waitFor();
    await page.keyboard.press('n');
    await page.getByText(`Change 1 of ${changes}: ${first.title}`).waitFor();
    await page.keyboard.press('n');
    await page.getByText(`Change 2 of ${changes}: ${second}`).waitFor();
    await page.keyboard.press('p');
    await page.getByText(`Change 1 of ${changes}: ${first.title}`).waitFor();
    for (const [button, canvas] of [
      ['Overlay', 'Overlay of the published and draft layouts'],
      ['Published', 'Published layout'],
      ['Draft', 'Draft layout'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page
        .getByRole('region', { name: canvas })
        .locator('.react-flow__node')
        .first()
        .waitFor();
    }
    await page.getByRole('button', { name: 'Changes only', exact: true }).click();
    await page
      .getByRole('region', { name: /^Changes only:/ })
      .getByRole('article')
      .first()
      .waitFor();
    expect(page.url()).toContain('view=changes');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on the demo API: loads the snapshot the Discard dialog downloaded and compares it with the current draft', async () => {
    await discardAndLoadBack(false, 'escalate-vip-tickets');
  });

  it('live against the sandbox: the same, on the 336-node workflow', async () => {
    await discardAndLoadBack(true, 'enterprise-onboarding-orchestration');
  });

  it('renders only what is on screen for a big layout, and shows it whole from the controls', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.addInitScript(() => {
      const state = window as unknown as { __mostNodes: number };
      state.__mostNodes = 0;
      new MutationObserver(() => {
        const count = document.querySelectorAll('.react-flow__node').length;
        state.__mostNodes = Math.max(state.__mostNodes, count);
      }).observe(document, { childList: true, subtree: true });
    });
    const big = seededWorkflow('enterprise-onboarding-orchestration');
    const nodeCount = SEEDED_DRAFTS['enterprise-onboarding-orchestration'].nodes;
    await visit(page, `/workflows/${big.id}/compare?view=draft&node=start_of_workflow`);
    const canvas = page.getByRole('region', { name: 'Draft layout' });
    await canvas.locator('.react-flow__edge-path').first().waitFor({ state: 'attached' });
    // At 100% on the Start node: only the nodes around it are ever in the page.
    expect(await canvas.locator('.react-flow__node').count()).toBeLessThan(60);
    expect(
      await page.evaluate(() => (window as unknown as { __mostNodes: number }).__mostNodes),
    ).toBeLessThan(60);
    // The layout does not fit: the minimap is shown; Fit view shows every node.
    await page.getByRole('img', { name: /^Minimap of the whole layout/ }).waitFor();
    await page.getByRole('button', { name: 'Fit view' }).click();
    await expect.poll(() => canvas.locator('.react-flow__node').count()).toBe(nodeCount);

    // A layout that fits readably opens whole, without a minimap.
    await visit(page, `/workflows/${seededWorkflow('quarterly-renewal-outreach').id}/compare`);
    await page
      .getByRole('region', { name: 'Published layout' })
      .locator('.react-flow__node')
      .waitFor();
    expect(await page.getByRole('img', { name: /^Minimap/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
