/**
 * The embeddable settings form on the real gateway in front of the real sandbox: an end user's token
 * reads and saves that user's answers and nobody else's, whatever the browser sends; the browser
 * never sees an admin-only field, a layout or the service key; every other path and every token
 * problem is refused with a readable body before the service; the embed page may be framed only by
 * WFC_EMBED_ORIGINS, and its styles carry the answer's nonce.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintDemoToken } from '@/gateway/embed/demo';
import { EMBED_WORKFLOW_FIELDS } from '@/gateway/embed/embed-api-rules';
import { startStack, writeFakeDist, type Answer, type Stack } from './support';

const SECRET = randomBytes(32).toString('base64');
const HOST = 'https://host.test';
const secretBytes = new TextEncoder().encode(SECRET);

let stack: Stack;
let distFolder: string;
let workflowId = '';
let fieldId = '';
let otherWorkflowId = '';
/** Answers for the workflow's other required fields, so a save is valid. */
let requiredAnswers: Record<string, string> = {};
const answers = (value: string) => ({ ...requiredAnswers, [fieldId]: value });

interface Workflow {
  id: string;
  form: { id: string; type: string; required?: boolean }[];
  form_data: Record<string, unknown>;
  [field: string]: unknown;
}

/** The service's own view (with the secret key, so with the admin-only fields), for comparison. */
async function fromService(id: string, userKey: string): Promise<Workflow> {
  const response = await fetch(
    `${stack.sandboxUrl}/api/v1/workflows/${id}?user_key=${encodeURIComponent(userKey)}`,
    { headers: { authorization: `Bearer ${stack.key}` } },
  );
  return (await response.json()) as Workflow;
}

async function embedCall(
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  expect(text).not.toContain(stack.key);
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: () => JSON.parse(text) as unknown,
  };
}

const tokenFor = (userKey: string, options: Parameters<typeof mintDemoToken>[2] = {}) =>
  mintDemoToken(secretBytes, userKey, options);

beforeAll(async () => {
  distFolder = mkdtempSync(join(tmpdir(), 'wfc-embed-dist-'));
  const dist = writeFakeDist(distFolder);
  writeFileSync(
    join(dist, 'embed.html'),
    '<!doctype html><html><head><style>body{margin:0}</style></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'embed.js'), 'window.WorkflowConsole = {};');
  stack = await startStack({
    env: { WFC_EMBED_SECRET: SECRET, WFC_EMBED_ORIGINS: HOST, WFC_DIST_DIR: dist },
  });
  const list = (await (
    await fetch(`${stack.sandboxUrl}/api/v1/workflows?limit=100`, {
      headers: { authorization: `Bearer ${stack.key}` },
    })
  ).json()) as { collection: { id: string }[] };
  const isText = (field: { type: string }) =>
    field.type === 'TextField' || field.type === 'TextArea';
  for (const { id } of list.collection) {
    const workflow = await fromService(id, 'main');
    const text = workflow.form.find(isText);
    const required = workflow.form.filter((field) => field.required === true);
    if (text && !workflowId && required.every(isText)) {
      workflowId = id;
      fieldId = text.id;
      requiredAnswers = Object.fromEntries(required.map((field) => [field.id, 'required answer']));
    } else if (!otherWorkflowId) otherWorkflowId = id;
    if (workflowId && otherWorkflowId) break;
  }
  if (!workflowId || !otherWorkflowId)
    throw new Error('the sandbox has no workflow with a text field');
});

afterAll(async () => {
  await stack.close();
  rmSync(distFolder, { recursive: true, force: true });
});

describe('reading: a token for user A', () => {
  it("gets the workflow's name, description, form and A's answers, nothing else", async () => {
    await embedCall(
      'PUT',
      `/embed-api/workflows/${workflowId}/settings`,
      await tokenFor('embed-a'),
      {
        form_data: answers('A reads this'),
      },
    );
    const answer = await embedCall(
      'GET',
      `/embed-api/workflows/${workflowId}`,
      await tokenFor('embed-a'),
    );
    expect(answer.status).toBe(200);
    const body = answer.json() as Workflow;
    expect(Object.keys(body).sort()).toEqual([...EMBED_WORKFLOW_FIELDS].sort());
    const service = await fromService(workflowId, 'embed-a');
    expect(body.form_data).toEqual(service.form_data);
    expect(body.form_data[fieldId]).toBe('A reads this');
    expect(body.form).toEqual(service.form);
  });

  it('never sees the admin-only fields, layouts or ids the service sends to the secret key', async () => {
    const service = await fromService(workflowId, 'embed-a');
    const hidden = ['groups', 'is_template', 'managed_by', 'auto_clone_for_new_users', 'template'];
    // The comparison means something: the service does send these to the gateway's key.
    expect(hidden.filter((field) => field in service).length).toBeGreaterThan(0);
    const answer = await embedCall(
      'GET',
      `/embed-api/workflows/${workflowId}`,
      await tokenFor('embed-a'),
    );
    for (const field of [...hidden, 'template_draft', 'id', 'owner_user_key'])
      expect(answer.json()).not.toHaveProperty(field);
  });
});

describe('saving: a token for user A', () => {
  it("saves A's answers, and a body naming user B changes nothing of B's", async () => {
    await embedCall(
      'PUT',
      `/embed-api/workflows/${workflowId}/settings`,
      await tokenFor('embed-b'),
      {
        form_data: answers("B's own answer"),
      },
    );
    const bBefore = await fromService(workflowId, 'embed-b');
    const answer = await embedCall(
      'PUT',
      `/embed-api/workflows/${workflowId}/settings?user_key=embed-b`,
      await tokenFor('embed-a'),
      { user_key: 'embed-b', form_data: answers('written by A') },
    );
    expect(answer.status).toBe(200);
    expect((answer.json() as Workflow).form_data[fieldId]).toBe('written by A');
    expect((await fromService(workflowId, 'embed-a')).form_data[fieldId]).toBe('written by A');
    // Everything of B's is as it was; only the workflow's own update time may move (A's save is a
    // change to the workflow, and a second may have passed between the two reads).
    const withoutUpdateTime = ({
      updated_at: _at,
      updated_at_string: _text,
      updated_at_utc: _utc,
      ...rest
    }: Workflow) => rest;
    expect(withoutUpdateTime(await fromService(workflowId, 'embed-b'))).toEqual(
      withoutUpdateTime(bBefore),
    );
    expect(bBefore.form_data[fieldId]).toBe("B's own answer");
  });

  it("scopes the idempotency key to the token's user: B's save with A's key is B's own", async () => {
    const key = `embed-${randomBytes(6).toString('hex')}`;
    const a = await embedCall(
      'PUT',
      `/embed-api/workflows/${workflowId}/settings`,
      await tokenFor('embed-a'),
      { form_data: answers('A, once') },
      { 'idempotency-key': key },
    );
    const b = await embedCall(
      'PUT',
      `/embed-api/workflows/${workflowId}/settings`,
      await tokenFor('embed-b'),
      { form_data: answers('B, with the same key') },
      { 'idempotency-key': key },
    );
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await fromService(workflowId, 'embed-b')).form_data[fieldId]).toBe(
      'B, with the same key',
    );
    expect((await fromService(workflowId, 'embed-a')).form_data[fieldId]).toBe('A, once');
  });

  it('audits the save under the token user, with no token in the line', async () => {
    const before = stack.audit.length;
    const saved = await embedCall(
      'PUT',
      `/embed-api/workflows/${workflowId}/settings`,
      await tokenFor('embed-a'),
      { form_data: answers('audited') },
    );
    expect(saved.status).toBe(200);
    const saves = () => stack.audit.slice(before).filter((event) => event.event === 'embed_write');
    await expect.poll(() => saves().length).toBe(1);
    expect(saves()[0]).toMatchObject({ user: 'embed-a', via: 'embed_token' });
    expect(stack.auditText.join('\n')).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });
});

describe('refusals: readable, and never forwarded', () => {
  const forwardedCount = () => stack.forwarded.length;

  it('refuses every other path and method, even with a valid token', async () => {
    const token = await tokenFor('embed-a');
    const others: [string, string][] = [
      ['GET', '/embed-api/workflows'],
      ['GET', '/embed-api/workflows?limit=5'],
      ['DELETE', `/embed-api/workflows/${workflowId}`],
      ['PUT', `/embed-api/workflows/${workflowId}`],
      ['GET', `/embed-api/workflows/${workflowId}/settings`],
      ['POST', `/embed-api/workflows/${workflowId}/discard_draft`],
      ['GET', `/embed-api/workflows/${workflowId}/data_fields`],
      ['GET', '/embed-api/users'],
      ['GET', '/embed-api/events'],
      ['GET', '/embed-api/installed_apps'],
      ['GET', `/embed-api/workflows/..%2Fusers`],
      ['GET', '/embed-api/workflows/%2e%2e'],
      ['PUT', '/embed-api/workflows/%2E%2E/settings'],
      ['GET', '/embed-api/'],
    ];
    const before = forwardedCount();
    for (const [method, path] of others) {
      const answer = await embedCall(method, path, token, method === 'GET' ? undefined : {});
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect((answer.json() as { error: { message: string } }).error.message).toMatch(
        /An embed token allows GET \/embed-api\/workflows\/\{id\} and PUT/,
      );
    }
    expect(forwardedCount()).toBe(before);
  });

  it("does not open the operators' API: a token is no session", async () => {
    const answer = await embedCall('GET', '/api/v1/workflows', await tokenFor('embed-a'));
    expect(answer.status).toBe(401);
  });

  it('says what is wrong with a token, with 401 and a Bearer challenge', async () => {
    const now = new Date();
    const wrongKey = await mintDemoToken(new TextEncoder().encode('x'.repeat(40)), 'embed-a');
    const expired = await tokenFor('embed-a', {
      now: new Date(now.getTime() - 2 * 3600 * 1000),
      lifetimeSeconds: 600,
    });
    const cases: [string | undefined, string, RegExp][] = [
      [undefined, 'token_missing', /Authorization: Bearer/],
      ['not-a-token', 'token_invalid', /refused/],
      [wrongKey, 'token_invalid', /signature/],
      [expired, 'token_expired', /expired/],
    ];
    const before = forwardedCount();
    for (const [token, code, message] of cases) {
      const answer = await embedCall('GET', `/embed-api/workflows/${workflowId}`, token);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer /);
      const { error } = answer.json() as { error: { code: string; message: string } };
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    }
    expect(forwardedCount()).toBe(before);
  });

  it('refuses a workflow the token does not list, with 403', async () => {
    const token = await tokenFor('embed-a', { workflowId: otherWorkflowId });
    for (const [method, path] of [
      ['GET', `/embed-api/workflows/${workflowId}`],
      ['PUT', `/embed-api/workflows/${workflowId}/settings`],
    ] as const) {
      const answer = await embedCall(
        method,
        path,
        token,
        method === 'PUT' ? { form_data: {} } : undefined,
      );
      expect(answer.status).toBe(403);
      expect(answer.json()).toMatchObject({ error: { code: 'workflow_not_allowed' } });
    }
    const allowed = await embedCall('GET', `/embed-api/workflows/${otherWorkflowId}`, token);
    expect(allowed.status).toBe(200);
  });
});

describe('the embed page and the loader', () => {
  it('may be framed by WFC_EMBED_ORIGINS only, with styles by a fresh nonce', async () => {
    const first = await fetch(`${stack.url}/embed/workflows/${workflowId}/settings`);
    const second = await fetch(`${stack.url}/embed/workflows/${workflowId}/settings`);
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(first.status).toBe(200);
    expect(csp).toContain(`frame-ancestors ${HOST}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(first.headers.get('x-frame-options')).toBeNull();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
    const html = await first.text();
    expect(html).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    await second.body?.cancel();
  });

  it("keeps frame-ancestors 'none' on every other page", async () => {
    for (const path of ['/', '/workflows', '/embed-example-typo']) {
      const answer = await fetch(`${stack.url}${path}`);
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      await answer.body?.cancel();
    }
  });

  it('serves the loader to other sites (no secret in it)', async () => {
    const answer = await fetch(`${stack.url}/embed.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    await answer.body?.cancel();
  });
});

describe('CORS, for host pages that draw the form themselves', () => {
  const preflightFrom = (
    origin: string,
    method = 'PUT',
    headers = 'authorization, content-type, idempotency-key',
  ) =>
    fetch(`${stack.url}/embed-api/workflows/${workflowId}/settings`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': headers,
      },
    });

  it('lets a page of WFC_EMBED_ORIGINS send GET and PUT with the token, key and JSON', async () => {
    const answer = await preflightFrom(HOST);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(HOST);
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, PUT');
    expect(answer.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type, idempotency-key, x-request-id, accept',
    );
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('access-control-max-age')).toBe('600');
  });

  it('refuses a preflight from any other origin, or for another method or header', async () => {
    for (const answer of [
      await preflightFrom('https://evil.test'),
      await preflightFrom(HOST, 'DELETE'),
      await preflightFrom(HOST, 'PUT', 'authorization, cookie'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.headers.get('access-control-allow-methods')).toBeNull();
      await answer.body?.cancel();
    }
    const foreign = await preflightFrom('https://evil.test');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe(
      'origin_not_allowed',
    );
  });

  it("lets that page read the answers, refusals too, and another origin's page none", async () => {
    const token = await tokenFor('embed-cors');
    const read = await embedCall('GET', `/embed-api/workflows/${workflowId}`, token, undefined, {
      origin: HOST,
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(HOST);
    expect(read.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
    expect(read.headers.get('vary')).toContain('Origin');
    const refused = await embedCall(
      'GET',
      `/embed-api/workflows/${workflowId}`,
      'forged',
      undefined,
      {
        origin: HOST,
      },
    );
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(HOST);
    const foreign = await embedCall('GET', `/embed-api/workflows/${workflowId}`, token, undefined, {
      origin: 'https://evil.test',
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
