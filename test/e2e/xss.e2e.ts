/**
 * Hostile responses in a real browser (issue 8): live mode against the sandbox, with every string the
 * service sends (names, descriptions, labels, Markdown, icon URLs, option labels from the AsyncSelect
 * endpoints, log contents, groups...) replaced on the way by an XSS corpus. Ids, keys, cursors and the
 * few strings the console needs to find its way (option endpoint configuration, timestamps) are kept.
 * Visiting every screen must execute nothing: no dialog, no `window.__xss`, no Content-Security-Policy
 * violation (an injected inline script or handler would be one), and no dangerous markup in the DOM.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeed } from '@/demo-api/seed';
import {
  connectToSandbox,
  launchChromium,
  newPage,
  sandboxUrl,
  type TestBrowser,
  visit,
} from './browser';
import { XSS_CORPUS } from '../support/xss-corpus';
import { seededWorkflow } from './support';

/** Values under these keys are the console's way around, not text it shows: kept as they are. */
const KEEP =
  /^(id|object|type|key|url|target_url|value|field|fetch_mode|cursor_path|cursor_param|object_key|label_key|value_key|order_by|order_direction|status|state|mode|starting_after|ending_before|next|next_cursor|cursor|after|source|target|sourceHandle|targetHandle|version|time_zone)$|(_id|_ids|_key|_keys|_at|_type|identifier|_status)$/;
/** Nothing under these keys is rewritten (AsyncSelect request configuration). */
const KEEP_BELOW = new Set(['parameters', 'pagination', 'filters', 'response_metadata', 'paging']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

let next = 0;
const payload = () => XSS_CORPUS[next++ % XSS_CORPUS.length] ?? XSS_CORPUS[0] ?? '';

/** A field definition keeps its `name` (the form_data key). */
const isField = (value: { [key: string]: Json }) =>
  value.object === 'field' || (typeof value.label === 'string' && typeof value.type === 'string');

function hostile(value: Json, key: string, parent: { [key: string]: Json } | null): Json {
  if (typeof value === 'string') {
    const iconUrl =
      /icon/i.test(key) ||
      (key === 'url' && parent !== null && 'url' in parent && /icon|\.svg|\.png/i.test(value));
    if (iconUrl) return payload();
    if (KEEP.test(key)) return value;
    if (key === 'name' && parent !== null && isField(parent)) return value;
    if (/^\d{4}-\d\d-\d\dT/.test(value)) return value;
    return payload();
  }
  if (Array.isArray(value)) return value.map((item) => hostile(item, key, parent));
  if (value !== null && typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const [name, item] of Object.entries(value))
      out[name] = KEEP_BELOW.has(name) ? item : hostile(item, name, value);
    return out;
  }
  return value;
}

async function rewrite(route: Route): Promise<void> {
  const response = await route.fetch();
  if (!(response.headers()['content-type'] ?? '').includes('json')) {
    await route.fulfill({ response });
    return;
  }
  const body = (await response.json()) as Json;
  await route.fulfill({ response, json: hostile(body, '', null) });
}

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const seed = buildSeed();

/** Where the page stands now: dialogs, `window.__xss`, CSP violations and dangerous markup. */
async function damage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const xss = (window as unknown as { __xss?: unknown }).__xss;
    if (xss !== undefined) found.push(`window.__xss = ${JSON.stringify(xss)}`);
    const violations = (window as unknown as { __csp?: string[] }).__csp ?? [];
    // The page has two policies (the built page's <meta> and the server's header): each reports the
    // same violation, which counts once.
    for (const violation of new Set(violations)) found.push(`CSP violation: ${violation}`);
    const dangerousUrl = /^\s*(javascript|vbscript):/i;
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on'))
          found.push(`<${element.localName} ${name}="${attribute.value.slice(0, 60)}">`);
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(name) &&
          (dangerousUrl.test(attribute.value) ||
            (/^\s*data:/i.test(attribute.value) && element.localName !== 'img'))
        )
          found.push(`<${element.localName} ${name}="${attribute.value.slice(0, 60)}">`);
      }
    }
    for (const script of Array.from(document.querySelectorAll('script'))) {
      if (!script.src || script.textContent.trim() !== '')
        found.push(`inline <script>${script.textContent.slice(0, 60)}`);
    }
    for (const frame of Array.from(document.querySelectorAll('iframe, object, embed')))
      found.push(`<${frame.localName}>`);
    return found;
  });
}

/** The page has rendered its main area with its data (nothing loading) and the network is quiet. */
async function settle(page: Page): Promise<void> {
  await page.locator('main h1, main h2').first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector(
        'main [role="progressbar"], main .MuiSkeleton-root, main [aria-busy="true"]',
      ) === null,
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
}

describe('an XSS corpus in every string the service sends', () => {
  it('executes nothing and renders no dangerous markup on any screen', async () => {
    const { context, page, errors } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    await connectToSandbox(page);
    await page.route(`${sandboxUrl()}/**`, rewrite);

    const withDraft = seededWorkflow('share-big-wins-in-wins');
    const withForm = seededWorkflow('post-new-tickets-to-support');
    const actionType = seed.actionTypes[0];
    if (!actionType) throw new Error('the seed has no action type');
    const screens = [
      '/workflows',
      `/workflows/${withDraft.id}`,
      `/workflows/${withDraft.id}/compare`,
      `/workflows/${withDraft.id}/actions`,
      `/workflows/${withDraft.id}/data-fields`,
      `/workflows/${withForm.id}`,
      `/action-types/${actionType.id}`,
      '/installed-apps',
      '/installed-apps/acme-crm',
      '/installed-apps/chatter',
      '/users',
      '/events',
      '/data-fields',
      '/actions/completed',
    ];
    const found: Record<string, string[]> = {};
    /** Screens where no payload reached the text (the rewrite would have missed them). */
    const shownNowhere: string[] = [];
    // Screens are reached inside the app, as a user moves between them (`visit`), so a script the
    // corpus managed to run anywhere would still be found on the page at the end.
    for (const path of screens) {
      await visit(page, path);
      await settle(page);
      const seen = await damage(page);
      const text = (await page.locator('main').textContent()) ?? '';
      if (text.includes('This screen failed')) seen.push('the screen failed');
      if (!/__xss|alert\(/.test(text)) shownNowhere.push(path);
      if (seen.length > 0) found[path] = seen;
    }

    // Settings: the form's labels and descriptions, and the AsyncSelect's option labels.
    const settings = `/workflows/${withForm.id}/settings`;
    await visit(page, settings);
    await settle(page);
    const select = page.getByRole('form').getByRole('combobox').first();
    await select.click();
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await page.waitForLoadState('networkidle');
    const seen = await damage(page);
    if (seen.length > 0) found[settings] = seen;
    await page.keyboard.press('Escape');

    // The corpus reached the screen as text (so the test did place it).
    await visit(page, '/workflows');
    await settle(page);
    await expect
      .poll(() => page.getByRole('table', { name: 'Workflows' }).textContent())
      .toMatch(/window\.__xss|alert\(/);

    expect(shownNowhere, 'screens where no payload reached the text').toEqual([]);
    expect(found).toEqual({});
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBe(
      undefined,
    );
    expect(errors).toEqual([]);

    // The detector itself: injected markup of each kind is reported.
    await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.innerHTML =
        '<img src="x" onerror="void 0"><a href="javascript:void 0">a</a><iframe></iframe>';
      document.body.append(probe);
    });
    expect(await damage(page)).toHaveLength(4);
    await context.close();
  });
});
