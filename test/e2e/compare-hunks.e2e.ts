/**
 * The changes view of a big layout opens with a changed node on screen at 1440x900, even when its
 * first hunk merges eight changes: the hunk's header lists a few and keeps the rest behind "and N
 * more", so the drawing is not pushed below the fold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainedDraft } from '../support/chained-draft';
import { connectToSandbox, launchChromium, visit, type TestBrowser } from './browser';
import { fileSandboxDb } from './file-sandbox';
import { seededWorkflow } from './support';

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('the changes view of a big layout', () => {
  it('opens with a changed node of its first, merged hunk in the viewport at 1440x900', async () => {
    const seeded = seededWorkflow('enterprise-onboarding-orchestration');
    const db = fileSandboxDb();
    const record = db.workflows.all().find((workflow) => workflow.id === seeded.id);
    if (!record) throw new Error('the sandbox has no such workflow');
    // The seeded draft's layout replaced: four chained steps after the start, 4 steps + 4 edges,
    // all sharing nodes, so one hunk of 8 changes.
    db.workflows.put({
      ...record,
      template_draft: chainedDraft(record.template, 4),
      has_draft: true,
    });

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await connectToSandbox(page);
    await visit(page, `/workflows/${seeded.id}/compare`);
    const region = page.getByRole('region', { name: /^Changes only:/ });
    // The seeded draft's trigger and condition changes come after, in hunks of their own.
    const hunk = region.getByRole('article', { name: 'Changes 1–8 of 13' });
    await hunk.waitFor();
    // The header lists three, and says how many more there are.
    expect(await hunk.getByRole('listitem').allTextContents()).toEqual([
      'Added “Check chained step 1”Action',
      'Added “Check chained step 2”Action',
      'Added “Check chained step 3”Action',
    ]);
    const more = hunk.getByRole('button', { name: 'and 5 more' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');

    // A changed node of the drawing is on screen as the page opens.
    const node = hunk
      .getByRole('figure', { name: 'Draft' })
      .locator('.wfc-hunk-node:not(.wfc-node--context)')
      .first();
    const [box, list, header] = await Promise.all([
      node.boundingBox(),
      region.boundingBox(),
      hunk.locator('header').boundingBox(),
    ]);
    if (!box || !list || !header) throw new Error('not laid out');
    expect(box.y).toBeGreaterThanOrEqual(list.y);
    expect(box.y + box.height).toBeLessThanOrEqual(Math.min(list.y + list.height, 900));
    // A few lines of header: the drawing starts in the upper part of the list, not at its bottom.
    expect(header.height).toBeLessThanOrEqual(240);

    await more.click();
    expect(await hunk.getByRole('listitem').count()).toBe(8);
    const fewer = hunk.getByRole('button', { name: 'Show fewer' });
    expect(await fewer.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});
