/**
 * The embeddable settings form in a real Chromium. The gateway (serving the production build: the
 * embed page and /embed.js) listens on 127.0.0.1; a host product on a second origin (localhost, its
 * own port) serves a plain page that mounts the form with the loader, and a backend endpoint that
 * signs its user's token with jose, as docs/embed.md shows. A third origin, not in
 * WFC_EMBED_ORIGINS, plays a foreign site. The gateway's clock can be moved, to expire tokens.
 */
import { createServer, type Server } from 'node:http';
import axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Field } from '@/api/wire';
import { buildSeed } from '@/demo-api/seed';
import { startSandbox } from '@/demo-api/server/sandbox';
import { launchChromium, type TestBrowser } from './browser';
import { startEmbedGateway, type EmbedGateway } from './embed-gateway';

const isText = (field: Field) => field.type === 'TextField' || field.type === 'TextArea';

/** A form with a text area in view whose required fields are all text: it can be filled and saved. */
function pickWorkflow() {
  for (const candidate of buildSeed().workflows) {
    const area = candidate.form.find((field) => field.type === 'TextArea' && !field.advanced);
    const needed = candidate.form.filter((field) => field.required && field !== area);
    if (
      candidate.owner_user_key === 'main' &&
      area &&
      needed.every((f) => isText(f) && !f.advanced)
    )
      return { workflow: candidate, textArea: area, required: needed };
  }
  throw new Error('the seed has no workflow with a text area and text-only required fields');
}
const { workflow, textArea, required } = pickWorkflow();

/** A form with an AsyncSelect field in view: its options come from a provider, not the gateway. */
const withOptions = buildSeed().workflows.find(
  (w) =>
    w.owner_user_key === 'main' &&
    w.form.some((field) => field.type === 'AsyncSelect' && !field.advanced),
);
if (!withOptions) throw new Error('the seed has no workflow with an AsyncSelect field in view');
const withOptionsId = withOptions.id;

let browser: TestBrowser;
let gateway: EmbedGateway;
let sandbox: ReturnType<typeof startSandbox>;
let host: Server;
let foreign: Server;
let gatewayUrl = '';
let hostUrl = '';
let foreignUrl = '';
let sandboxUrl = '';
const corsOrigins: string[] = [];

/** The host product's page: the loader from the gateway, one mount, every event in a log. */
const hostPage = (gateway: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Host product</title>
    <script src="${gateway}/embed.js"></script>
  </head>
  <body style="margin:0">
    <main>
      <h1>Host product</h1>
      <div id="slot"></div>
      <h2 id="events">Embed events</h2>
      <ol id="log" role="log" aria-labelledby="events"></ol>
    </main>
    <script>
      const log = document.getElementById('log');
      const record = (text) => {
        const item = document.createElement('li');
        item.textContent = text;
        log.append(item);
      };
      const params = new URLSearchParams(location.search);
      window.mounted = WorkflowConsole.mountSettingsForm(document.getElementById('slot'), {
        workflowId: params.get('workflow'),
        getToken: async () => {
          const response = await fetch('/token?' + new URLSearchParams({ user: params.get('user'), workflow: params.get('workflow') }));
          const { token } = await response.json();
          record('token');
          return token;
        },
        theme: { mode: params.get('mode') || 'light', primaryColor: '#0f766e' },
        locale: params.get('locale') || undefined,
        onReady: () => record('ready'),
        onSaved: (answers) => record('saved ' + JSON.stringify(answers)),
        onError: (error) => record('error ' + error.code),
        onHeightChange: (height) => record('height ' + height),
      });
      window.addEventListener('message', (event) => {
        if (event.data === 'foreign-done') record('foreign-done');
      });
    </script>
  </body>
</html>`;

/** A foreign site's frame: it tries to talk to the form's frame and to the host's loader. */
const FOREIGN_FRAME = `<!doctype html><html lang="en"><head><title>Foreign</title></head><body><script>
  const forged = (message) => ({ protocol: 'workflow-console-embed', version: 1, ...message });
  const form = parent.frames[0];
  form.postMessage(forged({ type: 'theme', theme: { mode: 'dark' } }), '*');
  form.postMessage(forged({ type: 'token', token: 'forged' }), '*');
  parent.postMessage(forged({ type: 'saved', answers: { forged: true } }), '*');
  parent.postMessage(forged({ type: 'height', height: 4321 }), '*');
  parent.postMessage(forged({ type: 'error', error: { code: 'forged', message: 'forged' } }), '*');
  parent.postMessage('foreign-done', '*');
</script></body></html>`;

function startHost(): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const send = (type: string, body: string) =>
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (url.pathname === '/') send('text/html; charset=utf-8', hostPage(gatewayUrl));
    else if (url.pathname === '/foreign-frame') send('text/html; charset=utf-8', FOREIGN_FRAME);
    else if (url.pathname === '/token')
      void gateway
        .sign(url.searchParams.get('user') ?? 'nobody', url.searchParams.get('workflow') ?? '')
        .then((token) => send('application/json', JSON.stringify({ token })));
    else response.writeHead(404).end();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

beforeAll(async () => {
  browser = await launchChromium();
  // The form fetches option providers from the sandbox on the gateway's origin, known once it
  // listens (below): the sandbox reads this list on every request.
  sandbox = startSandbox({ port: 0, corsOrigins });
  sandboxUrl = await sandbox.ready;
  const hostServer = await startHost();
  const foreignServer = await startHost();
  host = hostServer.server;
  foreign = foreignServer.server;
  // Two origins on one machine: the host by name, the foreign site by address.
  hostUrl = `http://localhost:${hostServer.port}`;
  foreignUrl = `http://127.0.0.1:${foreignServer.port}`;
  gateway = await startEmbedGateway({ sandboxUrl, origins: [hostUrl] });
  gatewayUrl = gateway.url;
  corsOrigins.push(gatewayUrl);
});

afterAll(async () => {
  await browser.close();
  await gateway.close();
  await sandbox.close();
  // The worker's browser stays open (browser.ts), and with it its keep-alive connections.
  for (const server of [host, foreign]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

interface Opened {
  page: Page;
  /** Closes the page and removes what it stored. */
  close: () => Promise<void>;
  log: () => Promise<string[]>;
  frame: () => Promise<Frame>;
  errors: string[];
}

async function openHost(
  origin: string,
  user: string,
  options: { mode?: 'light' | 'dark'; width?: number; workflowId?: string; locale?: string } = {},
): Promise<Opened> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1000, height: 900 },
  });
  const page = await context.newPage();
  // In every frame, before its scripts: the Content-Security-Policy violations it reports.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { wfcCspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const query = new URLSearchParams({
    workflow: options.workflowId ?? workflow.id,
    user,
    mode: options.mode ?? 'light',
    ...(options.locale ? { locale: options.locale } : {}),
  });
  await page.goto(`${origin}/?${query.toString()}`);
  const logList = page.getByRole('log', { name: 'Embed events' });
  return {
    page,
    close: () => context.close(),
    errors,
    log: () => logList.locator('li').allTextContents(),
    frame: async () => {
      const handle = await page.locator('iframe[title="Settings form"]').elementHandle();
      const frame = await handle.contentFrame();
      if (!frame) throw new Error('no form frame');
      return frame;
    },
  };
}

/** The CSP violations the form's frame reported (none: its styles carry the answer's nonce). */
const cspViolations = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { wfcCspViolations: string[] }).wfcCspViolations);

const waitForEvent = (opened: Opened, text: RegExp) =>
  opened.page
    .getByRole('log', { name: 'Embed events' })
    .getByText(text)
    .first()
    .waitFor({ timeout: 30_000 });

const iframeHeight = (page: Page) =>
  page
    .locator('iframe[title="Settings form"]')
    .evaluate((element) => element.getBoundingClientRect().height);

async function fillRequired(frame: Frame): Promise<void> {
  for (const field of required)
    await frame.locator(`[data-field-name="${field.name}"]`).fill(`answer for ${field.name}`);
}

describe('the settings form embedded in a host product', () => {
  it('mounts from a second origin; the user fills it in and saves; the log shows ready and saved', async () => {
    const opened = await openHost(hostUrl, 'host-user-1');
    await waitForEvent(opened, /^ready$/);
    const frame = await opened.frame();
    await frame.getByRole('heading', { level: 1, name: workflow.name }).waitFor();
    await fillRequired(frame);
    await frame.locator(`[data-field-name="${textArea.name}"]`).fill('Typed in the host product');
    await frame.getByRole('button', { name: 'Save settings' }).click();
    await frame.getByText('Your settings were saved.').waitFor();
    await waitForEvent(opened, /^saved /);
    const saved = (await opened.log()).find((line) => line.startsWith('saved ')) ?? '';
    expect(JSON.parse(saved.slice('saved '.length))).toMatchObject({
      [textArea.id]: 'Typed in the host product',
    });
    // Saved for the token's user, and only there.
    const service = (id: string, user: string) =>
      fetch(`${sandboxUrl}/api/v1/workflows/${id}?user_key=${user}`, {
        headers: { authorization: `Bearer ${gateway.key}` },
      }).then((response) => response.json() as Promise<{ form_data: Record<string, unknown> }>);
    expect((await service(workflow.id, 'host-user-1')).form_data[textArea.id]).toBe(
      'Typed in the host product',
    );
    expect((await service(workflow.id, 'main')).form_data[textArea.id]).not.toBe(
      'Typed in the host product',
    );
    expect(opened.errors).toEqual([]);
    expect(await cspViolations(frame)).toEqual([]);
    await opened.close();
  });

  it('gets a new token when the old one expired, without losing what was typed', async () => {
    const opened = await openHost(hostUrl, 'host-user-2');
    await waitForEvent(opened, /^ready$/);
    const frame = await opened.frame();
    await fillRequired(frame);
    const area = frame.locator(`[data-field-name="${textArea.name}"]`);
    await area.fill('Typed before the token expired');
    expect((await opened.log()).filter((line) => line === 'token')).toHaveLength(1);

    gateway.moveClock(3600_000); // An hour later, the token is long expired.
    await frame.getByRole('button', { name: 'Save settings' }).click();
    await waitForEvent(opened, /^saved /);
    expect((await opened.log()).filter((line) => line === 'token')).toHaveLength(2);
    expect(await opened.log()).not.toContainEqual(expect.stringMatching(/^error/));
    expect(await area.inputValue()).toBe('Typed before the token expired');
    await opened.close();
  });

  it('cannot be framed by an origin that is not in WFC_EMBED_ORIGINS', async () => {
    const opened = await openHost(foreignUrl, 'host-user-3');
    await waitForEvent(opened, /^error frame_unavailable$/);
    const log = await opened.log();
    expect(log).not.toContain('ready');
    expect(log).not.toContain('token');
    // Not the browser's broken-frame icon: the loader puts a short message where the frame was.
    expect(await opened.page.locator('iframe[title="Settings form"]').count()).toBe(0);
    expect(await opened.page.getByRole('alert').textContent()).toBe(
      'The settings form could not be shown here. Try again later.',
    );
    await opened.close();
  });

  it('ignores messages from a foreign origin, both ways', async () => {
    const opened = await openHost(hostUrl, 'host-user-4');
    await waitForEvent(opened, /^ready$/);
    const heightBefore = await iframeHeight(opened.page);
    await opened.page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'Foreign';
      document.body.append(frame);
    }, `${foreignUrl}/foreign-frame`);
    await waitForEvent(opened, /^foreign-done$/);

    // A real theme change from the host after the forged one: it arrives, the forged dark mode did not.
    await opened.page.evaluate(() => {
      (window as unknown as { mounted: { setTheme: (theme: object) => void } }).mounted.setTheme({
        radius: 2,
      });
    });
    const frame = await opened.frame();
    await frame.waitForFunction(() => {
      const outline = document.querySelector('.MuiOutlinedInput-notchedOutline');
      return outline !== null && getComputedStyle(outline).borderTopLeftRadius === '2px';
    });
    expect(await frame.evaluate(() => document.documentElement.style.colorScheme)).toBe('light');
    const log = await opened.log();
    expect(log.filter((line) => /forged|4321/.test(line))).toEqual([]);
    expect(await iframeHeight(opened.page)).toBe(heightBefore);
    await opened.close();
  });

  it('loads AsyncSelect options from the provider (allowed by WFC_CONNECT_SRC), with no key', async () => {
    const opened = await openHost(hostUrl, 'host-user-7', { workflowId: withOptionsId });
    const optionRequests: { url: string; headers: Record<string, string> }[] = [];
    opened.page.on('request', (request) => {
      if (request.url().startsWith(sandboxUrl))
        optionRequests.push({ url: request.url(), headers: request.headers() });
    });
    await waitForEvent(opened, /^ready$/);
    const frame = await opened.frame();
    await frame.getByRole('combobox').first().click();
    await frame.getByRole('option').first().waitFor();
    expect(optionRequests.length).toBeGreaterThan(0);
    for (const request of optionRequests) {
      expect(request.headers).not.toHaveProperty('authorization');
      expect(request.headers).not.toHaveProperty('cookie');
    }
    expect(await cspViolations(frame)).toEqual([]);
    await opened.close();
  });

  it('grows the iframe with the form: nothing scrolls inside it', async () => {
    const opened = await openHost(hostUrl, 'host-user-5');
    await waitForEvent(opened, /^ready$/);
    const frame = await opened.frame();
    const before = await iframeHeight(opened.page);
    await frame
      .locator(`[data-field-name="${textArea.name}"]`)
      .fill(Array.from({ length: 10 }, (_, line) => `Line ${line + 1}`).join('\n'));
    await opened.page.waitForFunction(
      (height) =>
        (document.querySelector('iframe[title="Settings form"]')?.getBoundingClientRect().height ??
          0) >
        height + 100,
      before,
    );
    const { scroll, client } = await frame.evaluate(() => ({
      scroll: document.documentElement.scrollHeight,
      client: document.documentElement.clientHeight,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    expect((await opened.log()).some((line) => /^height \d+$/.test(line))).toBe(true);
    await opened.close();
  });
});

describe('the embedded form for everyone', () => {
  for (const [mode, locale, save] of [
    ['light', 'en', 'Save settings'],
    ['dark', 'en', 'Save settings'],
    ['dark', 'ar', 'حفظ الإعدادات'],
  ] as const)
    it(`is axe clean and fits a 320 px frame in the ${mode} theme, in ${locale}`, async () => {
      const opened = await openHost(hostUrl, 'host-user-6', { mode, width: 320, locale });
      await waitForEvent(opened, /^ready$/);
      const frame = await opened.frame();
      await frame.getByRole('button', { name: save }).waitFor();
      expect(await frame.evaluate(() => document.documentElement.style.colorScheme)).toBe(mode);
      await frame.evaluate(axe.source);
      const violations = await frame.evaluate(async () => {
        const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
          resultTypes: ['violations'],
        });
        return result.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
      });
      expect(violations).toEqual([]);
      expect(await cspViolations(frame)).toEqual([]);
      const { scrollWidth, clientWidth } = await frame.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(clientWidth).toBe(320);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      await opened.close();
    });
});
