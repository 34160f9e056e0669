/**
 * Finishing what compare starts, in a real Chromium, on the demo API and live against the sandbox
 * (behind the gateway: gateway.e2e.ts): review a draft and publish it, switch a workflow off and on
 * from the list, run a workflow and watch it fail at its known step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToSandbox, launchChromium, newPage, visit, type TestBrowser } from './browser';
import { reviewAndPublish, runAndWatch, switchOffAndOnFromList } from './extension-walks';

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('publish, switch and run in a real browser', () => {
  it('on the demo API', async () => {
    const { page, context, errors } = await newPage(browser);
    await reviewAndPublish(page, visit);
    await switchOffAndOnFromList(page, visit);
    await runAndWatch(page, visit);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('live against the sandbox', async () => {
    const { page, context, errors } = await newPage(browser);
    await connectToSandbox(page);
    await reviewAndPublish(page, visit);
    await switchOffAndOnFromList(page, visit);
    await runAndWatch(page, visit);
    expect(errors).toEqual([]);
    await context.close();
  });
});
