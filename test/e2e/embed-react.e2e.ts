/**
 * The React package as a host developer uses it: packed, installed into a throw-away React app built
 * with Vite (embed-react-app.ts), served by the host's own server under a strict
 * Content-Security-Policy made only of what docs/embed.md tells a host to allow (`frame-src` the
 * gateway, `script-src` its /embed.js, `connect-src` the gateway and the option providers), in front
 * of the gateway and a sandbox of the file's own (its option providers answer the frame and the host). The form is filled in and saved each way the package gives:
 * <SettingsForm>, the headless hook drawn with plain inputs, its mountSettingsForm, and /embed.js.
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Field } from '@/api/wire';
import { buildSeed } from '@/demo-api/seed';
import { startSandbox } from '@/demo-api/server/sandbox';
import { launchChromium, type TestBrowser, type TestContext } from './browser';
import { startEmbedGateway, type EmbedGateway } from './embed-gateway';
import {
  buildHostApp,
  serveHostApp,
  strictHostPolicy,
  type HostApp,
  type HostServer,
} from './embed-react-app';

const isText = (field: Field) => field.type === 'TextField' || field.type === 'TextArea';
const inView = (field: Field) => !field.advanced;
const seed = buildSeed().workflows.filter((workflow) => workflow.owner_user_key === 'main');

/** A form whose required fields are all text, with a text area in view. */
const textForm = seed.find(
  (workflow) =>
    workflow.form.some((field) => field.type === 'TextArea' && inView(field)) &&
    workflow.form.every((field) => !field.required || (isText(field) && inView(field))),
);
/** A form with a required AsyncSelect whose options depend on no other field, the rest text. */
const selectForm = seed.find(
  (workflow) =>
    workflow.form.some(
      (field) =>
        field.type === 'AsyncSelect' &&
        field.required &&
        inView(field) &&
        !field.data.url?.includes('{{'),
    ) &&
    workflow.form.every(
      (field) =>
        !field.required || (inView(field) && (isText(field) || field.type === 'AsyncSelect')),
    ),
);
/** A form with a JSON field. */
const jsonForm = seed.find((workflow) => workflow.form.some((field) => field.type === 'JSON'));
if (!textForm || !selectForm || !jsonForm)
  throw new Error('the seed lacks the forms this file fills in');
const required = (workflow: { form: Field[] }) => workflow.form.filter((field) => field.required);
const textArea = textForm.form.find((field) => field.type === 'TextArea' && inView(field));
if (!textArea) throw new Error('no text area');

let browser: TestBrowser;
let sandbox: ReturnType<typeof startSandbox>;
let sandboxOrigin = '';
/** The pages that may call the sandbox (its option providers) from a browser: the frame and the host. */
const corsOrigins: string[] = [];
let gateway: EmbedGateway;
let app: HostApp;
let host: HostServer;
let hostUrl = '';

beforeAll(async () => {
  app = await buildHostApp();
  browser = await launchChromium();
  sandbox = startSandbox({ port: 0, corsOrigins });
  sandboxOrigin = new URL(await sandbox.ready).origin;
  host = await serveHostApp(app, {
    policy: () => strictHostPolicy(gateway.url, [sandboxOrigin]),
    sign: (user, workflowId, lifetime) => gateway.sign(user, workflowId, lifetime),
  });
  hostUrl = host.url;
  gateway = await startEmbedGateway({ sandboxUrl: sandboxOrigin, origins: [hostUrl] });
  corsOrigins.push(gateway.url, hostUrl);
});

afterAll(async () => {
  await browser.close();
  await gateway.close();
  await sandbox.close();
  await host.close();
  app.remove();
});

interface Opened {
  page: Page;
  context: TestContext;
  log: () => Promise<string[]>;
  waitForLog: (pattern: RegExp) => Promise<void>;
  frame: () => Promise<Frame>;
  /** What the host page's Content-Security-Policy refused, and the page's errors. */
  refused: () => Promise<string[]>;
  errors: string[];
}

async function open(query: Record<string, string>): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { wfcCspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const search = new URLSearchParams({ gateway: gateway.url, ...query });
  await page.goto(`${hostUrl}/?${search.toString()}`);
  const logList = page.getByRole('log', { name: 'Embed events' });
  return {
    page,
    context,
    errors,
    log: () => logList.locator('li').allTextContents(),
    waitForLog: (pattern) => logList.getByText(pattern).first().waitFor({ timeout: 30_000 }),
    frame: async () => {
      const handle = await page.locator('iframe[title="Settings form"]').elementHandle();
      const frame = await handle.contentFrame();
      if (!frame) throw new Error('no form frame');
      return frame;
    },
    refused: () =>
      page.evaluate(() => (window as unknown as { wfcCspViolations: string[] }).wfcCspViolations),
  };
}

/** What the service now keeps for `user` (read with the service key, straight from the sandbox). */
async function savedFor(workflowId: string, user: string): Promise<Record<string, unknown>> {
  const answer = await fetch(`${sandboxOrigin}/api/v1/workflows/${workflowId}?user_key=${user}`, {
    headers: { authorization: `Bearer ${gateway.key}` },
  });
  return ((await answer.json()) as { form_data: Record<string, unknown> }).form_data;
}

async function fillFrame(frame: Frame, text: string): Promise<void> {
  for (const field of required(textForm ?? { form: [] }))
    await frame.locator(`[data-field-name="${field.name}"]`).fill(`answer for ${field.name}`);
  await frame.locator(`[data-field-name="${textArea?.name ?? ''}"]`).fill(text);
}

describe('<SettingsForm> in a React app', () => {
  it('mounts, is filled in and saves, under the strict policy', async () => {
    const opened = await open({ mode: 'component', workflow: textForm.id, user: 'react-user-1' });
    await opened.waitForLog(/^ready$/);
    const frame = await opened.frame();
    await fillFrame(frame, 'Typed in the React app');
    await opened.waitForLog(/^change true$/);
    await frame.getByRole('button', { name: 'Save settings' }).click();
    await opened.waitForLog(/^saved /);
    expect((await savedFor(textForm.id, 'react-user-1'))[textArea.id]).toBe(
      'Typed in the React app',
    );
    expect(await opened.refused()).toEqual([]);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it('renews the token before it expires, and what was typed stays', async () => {
    // Eight seconds of life: renewed about 1.6 s before the end.
    const opened = await open({
      mode: 'component',
      workflow: textForm.id,
      user: 'react-user-2',
      lifetime: '8',
    });
    await opened.waitForLog(/^ready$/);
    const frame = await opened.frame();
    await fillFrame(frame, 'Typed before the renewal');
    await opened.page.waitForFunction(
      () =>
        [...document.querySelectorAll('#log li')].filter((li) => li.textContent === 'token')
          .length >= 2,
      undefined,
      { timeout: 30_000 },
    );
    await frame.getByRole('button', { name: 'Save settings' }).click();
    await opened.waitForLog(/^saved /);
    expect(await frame.locator(`[data-field-name="${textArea.name}"]`).inputValue()).toBe(
      'Typed before the renewal',
    );
    expect(await opened.log()).not.toContainEqual(expect.stringMatching(/^error/));
    await opened.context.close();
  });

  it("speaks the host's language: Arabic right to left, the host's own words", async () => {
    const opened = await open({
      mode: 'component',
      workflow: textForm.id,
      user: 'react-user-3',
      locale: 'ar',
      'save-label': 'احفظ الآن',
    });
    await opened.waitForLog(/^ready$/);
    const frame = await opened.frame();
    await frame.getByRole('button', { name: 'احفظ الآن' }).waitFor();
    expect(
      await frame.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual(['ar', 'rtl']);
    // Flipped: the label of a field sits at its right edge.
    const label = frame.locator('label').first();
    const input = frame.locator(`[data-field-name="${required(textForm)[0]?.name ?? ''}"]`);
    const [labelBox, inputBox] = [await label.boundingBox(), await input.boundingBox()];
    expect((labelBox?.x ?? 0) + (labelBox?.width ?? 0)).toBeGreaterThan(
      (inputBox?.x ?? 0) + (inputBox?.width ?? 0) / 2,
    );
    await opened.context.close();
  });
});

describe("the form in the host's look", () => {
  it("follows the page's colour scheme, and takes its width and density", async () => {
    const theme = { mode: 'auto', maxWidth: 480, density: 'compact', errorColor: '#ff5252' };
    const opened = await open({
      mode: 'component',
      workflow: textForm.id,
      user: 'react-user-6',
      theme: JSON.stringify(theme),
    });
    await opened.page.emulateMedia({ colorScheme: 'dark' });
    await opened.waitForLog(/^ready$/);
    const frame = await opened.frame();
    const scheme = () => frame.evaluate(() => document.documentElement.style.colorScheme);
    await frame.waitForFunction(() => document.documentElement.style.colorScheme === 'dark');
    const main = frame.getByRole('main');
    expect(await main.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('480px');
    // Compact: MUI's small text field, 40 px high instead of 56.
    const input = frame.locator(`[data-field-name="${required(textForm)[0]?.name ?? ''}"]`);
    const outline = input.locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")]');
    expect((await outline.boundingBox())?.height).toBe(40);
    await opened.page.emulateMedia({ colorScheme: 'light' });
    await frame.waitForFunction(() => document.documentElement.style.colorScheme === 'light');
    expect(await scheme()).toBe('light');
    await opened.context.close();
  });
});

describe('the headless hook, drawn with plain inputs', () => {
  it("says what is missing in the user's language, then saves", async () => {
    const opened = await open({
      mode: 'headless',
      workflow: textForm.id,
      user: 'react-user-4',
      locale: 'de',
    });
    const form = opened.page.getByRole('form', { name: textForm.name });
    const first = required(textForm)[0];
    if (!first) throw new Error('no required field');
    const input = form.getByLabel(first.label || first.name, { exact: true });
    await input.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await form
      .getByRole('list', { name: 'To fix' })
      .getByText(`${first.label || first.name}: ${first.label || first.name} ist ein Pflichtfeld.`)
      .waitFor();
    for (const field of required(textForm))
      await form
        .getByLabel(field.label || field.name, { exact: true })
        .fill(`answer for ${field.name}`);
    await form
      .getByLabel(textArea.label || textArea.name, { exact: true })
      .fill('Drawn by the host');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('status').getByText('Saved').waitFor();
    await opened.waitForLog(/^saved /);
    expect((await savedFor(textForm.id, 'react-user-4'))[textArea.id]).toBe('Drawn by the host');
    expect(await opened.refused()).toEqual([]);
    await opened.context.close();
  });

  it('pages AsyncSelect options from the provider and saves the one chosen', async () => {
    const opened = await open({ mode: 'headless', workflow: selectForm.id, user: 'react-user-5' });
    const form = opened.page.getByRole('form', { name: selectForm.name });
    let chosen = '';
    for (const field of required(selectForm)) {
      const control = form.getByLabel(field.label || field.name, { exact: true });
      if (field.type !== 'AsyncSelect') {
        await control.fill(`answer for ${field.name}`);
        continue;
      }
      await control.focus();
      await form
        .getByText(/options? loaded\./)
        .first()
        .waitFor();
      const value = await control.locator('option').nth(1).getAttribute('value');
      await control.selectOption(value ?? '');
      chosen = value ?? '';
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await opened.waitForLog(/^saved /);
    const channel = required(selectForm).find((field) => field.type === 'AsyncSelect');
    expect(String((await savedFor(selectForm.id, 'react-user-5'))[channel?.id ?? ''])).toBe(chosen);
    expect(await opened.refused()).toEqual([]);
    await opened.context.close();
  });

  it("names where a JSON answer stops being JSON, in the user's language", async () => {
    const opened = await open({
      mode: 'headless',
      workflow: jsonForm.id,
      user: 'react-user-6',
      locale: 'de',
    });
    const form = opened.page.getByRole('form', { name: jsonForm.name });
    const json = jsonForm.form.find((field) => field.type === 'JSON');
    const input = form.getByLabel(json?.label || json?.name || '', { exact: true });
    await input.fill('{"retries": oops}');
    await input.blur();
    await form
      .getByText('Kein gültiges JSON in Zeile 1, Spalte 13: Expected a value, found "o"')
      .waitFor();
    expect(await opened.refused()).toEqual([]);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it('says what the gateway answered when the form cannot be loaded', async () => {
    const opened = await open({ mode: 'headless', workflow: 'wf_missing', user: 'react-user-7' });
    await opened.page
      .getByRole('alert')
      .getByText('No workflow found with id "wf_missing".')
      .waitFor();
    expect(await opened.refused()).toEqual([]);
    await opened.context.close();
  });
});

describe('without React', () => {
  for (const mode of ['mount', 'script'] as const)
    it(`mounts with ${mode === 'mount' ? "the package's mountSettingsForm" : "the gateway's /embed.js"} under the same policy`, async () => {
      const opened = await open({ mode, workflow: textForm.id, user: `react-user-${mode}` });
      await opened.waitForLog(/^ready$/);
      const frame = await opened.frame();
      await fillFrame(frame, `Typed with ${mode}`);
      await frame.getByRole('button', { name: 'Save settings' }).click();
      await opened.waitForLog(/^saved /);
      expect((await savedFor(textForm.id, `react-user-${mode}`))[textArea.id]).toBe(
        `Typed with ${mode}`,
      );
      expect(await opened.refused()).toEqual([]);
      await opened.context.close();
    });
});
