import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareWorkflow } from '@/features/workflows/compare/changes';
import { parseLayout } from '@/api/decode/layout';
import { connectToSandbox, consoleUrl, launchChromium, newPage } from './browser';
import { seededWorkflow } from './support';
import { decodedLayouts } from '../support/decoded';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Is the node's box inside the canvas's box (the canvas centred it)? */
async function nodeIsInView(page: Page, canvasName: string, nodeId: string): Promise<boolean> {
  const canvas = page.getByRole('region', { name: canvasName });
  const node = canvas.locator(`.react-flow__node[data-id="${nodeId}"]`);
  await node.waitFor();
  const [outer, inner] = await Promise.all([canvas.boundingBox(), node.boundingBox()]);
  if (!outer || !inner) return false;
  const cx = inner.x + inner.width / 2;
  const cy = inner.y + inner.height / 2;
  return cx > outer.x && cx < outer.x + outer.width && cy > outer.y && cy < outer.y + outer.height;
}

async function compareAndDiscard(page: Page, key: string) {
  const workflow = seededWorkflow(key);
  const changes = compareWorkflow(decodedLayouts(workflow)).changes;
  const nodeChanges = changes.filter((change) => change.nodeId !== null);
  await page.goto(consoleUrl(`/workflows/${workflow.id}/compare`));
  await page
    .getByRole('region', { name: 'Draft layout' })
    .locator('.react-flow__edge-path')
    .first()
    .waitFor({ state: 'attached' });
  await page.getByText(/The draft has \d+ effective change/).waitFor();

  // Choose a change: its node is focused and centred, and in the URL.
  const target = nodeChanges.at(-1);
  if (!target?.nodeId) throw new Error('no node change');
  const showAll = page.getByRole('button', { name: /^Show all \d+ changes$/ });
  if (changes.length > 60) await showAll.click();
  await page.getByRole('list', { name: 'Changes' }).locator(`[data-key="${target.key}"]`).click();
  await page.waitForURL(new RegExp(`node=${target.nodeId}`));
  const side = target.kind === 'node-removed' ? 'Published layout' : 'Draft layout';
  await expect
    .poll(() => page.getByRole('region', { name: side }).locator('.wfc-node--focused').count())
    .toBe(1);
  await expect.poll(() => nodeIsInView(page, side, target.nodeId ?? '')).toBe(true);

  // Step by keyboard.
  await page.keyboard.press('n');
  const index = changes.indexOf(target);
  const next = changes[(index + 1) % changes.length];
  await page
    .getByText(
      `Change ${((index + 1) % changes.length) + 1} of ${changes.length}: ${next?.title ?? ''}`,
    )
    .waitFor();
  await page.keyboard.press('p');
  await page.getByText(`Change ${index + 1} of ${changes.length}: ${target.title}`).waitFor();

  // Switch views.
  for (const [button, canvas] of [
    ['Overlay', 'Overlay of the published and draft layouts'],
    ['Published', 'Published layout'],
    ['Draft', 'Draft layout'],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.getByRole('region', { name: canvas }).locator('.react-flow__node').first().waitFor();
  }
  expect(page.url()).toContain('view=draft');

  // Discard, then reload: the draft is gone.
  await page.getByRole('button', { name: 'Discard draft…' }).click();
  const dialog = page.getByRole('dialog');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the draft as JSON' }).click();
  expect((await download).suggestedFilename()).toMatch(/^workflow-.+-draft-.+\.json$/);
  await dialog.getByRole('button', { name: 'Discard draft' }).click();
  await page
    .getByText('The draft was discarded: the workflow is its published version again.')
    .waitFor();
  await page.reload();
  await page.getByText('No draft: what you see is the published version.').waitFor();
  expect(await page.getByRole('button', { name: 'Discard draft…' }).isDisabled()).toBe(true);
}

describe('draft vs published in a real browser', () => {
  it('on the demo API: focus changes, step by keyboard, switch views, discard, reload', async () => {
    const { page, context, errors } = await newPage(browser);
    await compareAndDiscard(page, 'escalate-vip-tickets');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('live against the sandbox: the same, on another workflow', async () => {
    const { page, context, errors } = await newPage(browser);
    await connectToSandbox(page);
    await compareAndDiscard(page, 'enterprise-onboarding-orchestration');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a big layout into view, renders only what is on screen, and fits again from the controls', async () => {
    const { page, context, errors } = await newPage(browser);
    const workflow = seededWorkflow('enterprise-onboarding-orchestration');
    const nodeCount = parseLayout(workflow.template_draft).nodes.length;
    expect(nodeCount).toBeGreaterThan(300);
    const canvas = page.getByRole('region', { name: 'Draft layout' });
    const rendered = () => canvas.locator('.react-flow__node').count();

    // Focused on one node at 100%: only the nodes around it are ever in the page, from the first
    // render on (React Flow does not have to draw every node once to measure it).
    await page.addInitScript(() => {
      const state = window as unknown as { __mostNodes: number };
      state.__mostNodes = 0;
      new MutationObserver(() => {
        const count = document.querySelectorAll('.react-flow__node').length;
        state.__mostNodes = Math.max(state.__mostNodes, count);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(
      consoleUrl(`/workflows/${workflow.id}/compare?view=draft&node=start_of_workflow`),
    );
    await canvas.locator('.react-flow__edge-path').first().waitFor({ state: 'attached' });
    await expect.poll(() => nodeIsInView(page, 'Draft layout', 'start_of_workflow')).toBe(true);
    expect(await rendered()).toBeLessThan(60);
    expect(
      await page.evaluate(() => (window as unknown as { __mostNodes: number }).__mostNodes),
    ).toBeLessThan(60);

    // The controls' Fit View shows the whole layout: every node is in view, so every node is drawn.
    await canvas.getByRole('button', { name: /fit view/i }).click();
    await expect.poll(rendered).toBe(nodeCount);

    // Opened without a node, the layout starts fitted.
    await page.goto(consoleUrl(`/workflows/${workflow.id}/compare?view=draft`));
    await canvas.locator('.react-flow__edge-path').first().waitFor({ state: 'attached' });
    await expect.poll(rendered).toBe(nodeCount);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when has_draft is set but the draft equals the published version', async () => {
    const { page, context } = await newPage(browser);
    const workflow = seededWorkflow('weekly-digest-draft-equals-published');
    await page.goto(consoleUrl(`/workflows/${workflow.id}/compare`));
    await page.getByText(/has_draft is set, but the draft equals the published version/).waitFor();
    await context.close();
  });
});
