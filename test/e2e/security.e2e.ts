import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectToSandbox,
  consoleUrl,
  launchChromium,
  newPage,
  SANDBOX_KEY,
  sandboxUrl,
  type TestBrowser,
  visit,
} from './browser';
import { seededWorkflow } from './support';

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Collects the page's Content-Security-Policy violations (reported before any app code runs). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** Screens that between them render every kind of content: tables, canvas, forms, Markdown, reached inside the app. */
async function visitScreens(page: Page) {
  const withDraft = seededWorkflow('share-big-wins-in-wins');
  const withForm = seededWorkflow('post-new-tickets-to-support');
  await visit(page, '/workflows');
  await page.getByRole('table', { name: 'Workflows' }).locator('tbody tr a').first().waitFor();
  await visit(page, `/workflows/${withDraft.id}/compare`);
  await page.locator('.react-flow__node').first().waitFor();
  await visit(page, `/workflows/${withForm.id}/settings`);
  const select = page.getByRole('combobox', { name: 'Contact' });
  await select.click();
  await page
    .getByRole('listbox', { name: 'Contact options' })
    .getByRole('option')
    .first()
    .waitFor();
  await page.keyboard.press('Escape');
  await visit(page, '/installed-apps/chatter');
  await page.getByRole('heading', { level: 1, name: 'Chatter' }).waitFor();
  await visit(page, '/events');
  await page.getByRole('heading', { name: 'Events' }).first().waitFor();
}

describe('security in a real browser', () => {
  it('serves the built app with a Content-Security-Policy that forbids inline script and eval', async () => {
    const response = await fetch(consoleUrl('/workflows'));
    const policy = response.headers.get('content-security-policy') ?? '';
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scripts.trim()).toBe("'self'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toMatch(/object-src 'none'/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    // The built page carries the same policy itself, for servers that send none (frame-ancestors
    // aside: only a header can say it).
    const html = await response.text();
    const meta =
      /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(/script-src ([^;]+)/.exec(meta)?.[1]?.trim()).toBe("'self'");
    expect(meta).not.toMatch(/unsafe-eval/);
    // The build's metadata (it lists source paths) is not among the served files.
    expect(
      (await fetch(consoleUrl('/.vite/manifest.json'))).headers.get('content-type'),
    ).not.toMatch(/json/);
  });

  it('breaks no rule of the policy on the demo API', async () => {
    const { page, context, errors } = await newPage(browser);
    const violations = await watchCsp(page);
    await visitScreens(page);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the API key only to the configured API, never in a URL, storage or the console', async () => {
    const { page, context, errors } = await newPage(browser);
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    const keyed: string[] = [];
    const unkeyed: string[] = [];
    const otherAuth: string[] = [];
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      (auth ? keyed : unkeyed).push(request.url());
      if (auth && auth !== `Bearer ${SANDBOX_KEY}`) otherAuth.push(auth);
    });
    const violations = await watchCsp(page);
    await connectToSandbox(page);
    await visitScreens(page);
    // An error report, too.
    await page.goto(consoleUrl('/workflows/no-such-workflow'));
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();

    const api = `${sandboxUrl()}/api/v1/`;
    expect([...keyed, ...unkeyed].filter((url) => url.includes(SANDBOX_KEY))).toEqual([]);
    expect(otherAuth).toEqual([]);
    expect(keyed.length).toBeGreaterThan(5);
    // The key goes to the API, and to the sandbox's own controls at the same base URL (the
    // Connection page's card; they need a secret key), nowhere else.
    const controls = `${sandboxUrl()}/__demo/`;
    expect(keyed.filter((url) => !url.startsWith(api) && !url.startsWith(controls))).toEqual([]);
    // The AsyncSelect options came from the provider endpoint, without the key.
    expect(unkeyed.some((url) => url.includes('/provider/crm/contacts'))).toBe(true);
    const stored = await page.evaluate(() => ({
      local: JSON.stringify(Object.entries(window.localStorage)),
      session: JSON.stringify(Object.entries(window.sessionStorage)),
    }));
    expect(stored.local).not.toContain(SANDBOX_KEY);
    expect(stored.session).toContain(SANDBOX_KEY); // kept for this tab only, as chosen
    expect(console.filter((line) => line.includes(SANDBOX_KEY))).toEqual([]);
    expect(await page.locator('body').innerText()).not.toContain(SANDBOX_KEY);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
