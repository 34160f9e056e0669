/**
 * The proxy, against the real sandbox: what passes (every allow-listed operation, with the key and
 * without the browser's credentials), what does not (anything else: 404; no session: 401; a
 * cross-site or token-less write: 403, never forwarded), and how the service's answers come back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@/api/operations';
import { Browser, errorCode, signedIn, startStack, type Stack } from './support';

let stack: Stack;
let admin: Browser;
let workflowId = '';
let actionTypeId = '';
let appIdentifier = '';

beforeAll(async () => {
  stack = await startStack();
  admin = await signedIn(stack, 'admin');
  const list = (await admin.request('GET', '/api/v1/workflows?limit=100')).json() as {
    collection: { id: string; has_draft: boolean; action_type_ids: string[] }[];
  };
  const withTypes = list.collection.find((workflow) => workflow.action_type_ids.length > 0);
  workflowId = list.collection[0]?.id ?? '';
  actionTypeId = withTypes?.action_type_ids[0] ?? '';
  const apps = (await admin.request('GET', '/api/v1/installed_apps')).json() as {
    collection: { app_identifier: string }[];
  };
  appIdentifier = apps.collection[0]?.app_identifier ?? '';
});

afterAll(() => stack.close());

/** A concrete request for each operation of the allow-list. */
function exampleOf(operationId: string): { path: string; body?: unknown } {
  const path = OPERATIONS.find((operation) => operation.operationId === operationId)?.path ?? '';
  const concrete = path
    .replace('{id}', path.startsWith('/action_types') ? actionTypeId : workflowId)
    .replace('{workflow_id}', workflowId)
    .replace('{app_identifier}', encodeURIComponent(appIdentifier));
  const bodies: Record<string, unknown> = {
    updateWorkflowSettings: { user_key: 'main', form_data: {} },
    discardWorkflowDraft: { user_key: 'main' },
    discardActionTypeDraft: {},
    stopExecutions: { user_key: 'nobody-runs-anything', filters: {} },
    installApp: { app_identifier: 'no-such-app-in-catalog' },
    updateInstalledApp: {},
  };
  return {
    path: `/api/v1${concrete}`,
    ...(operationId in bodies ? { body: bodies[operationId] } : {}),
  };
}

describe('the allow-list', () => {
  it.each(OPERATIONS.map((operation) => [operation.operationId, operation.method] as const))(
    '%s (%s) is forwarded with the key and without the browser credentials',
    async (operationId, method) => {
      const { path, body } = exampleOf(operationId);
      const before = stack.forwarded.length;
      const answer =
        body === undefined
          ? await admin.request(method, path, {
              headers: {
                authorization: 'Bearer sk_live_stolen_from_browser',
                'x-request-id': 'req-from-console',
              },
            })
          : await admin.request(method, path, {
              headers: {
                'content-type': 'application/json',
                'idempotency-key': `idem-${operationId}`,
                authorization: 'Bearer sk_live_stolen_from_browser',
                'x-request-id': 'req-from-console',
              },
              body: JSON.stringify(body),
            });
      // The service answered (2xx, or its own 4xx such as 422 for an unknown app), not the gateway.
      expect(answer.headers.get('x-request-id')).toMatch(/^req_/);
      expect(
        errorCode(answer) === 'not_found' && answer.status === 404 ? 'gateway 404' : 'forwarded',
      ).toBe('forwarded');
      const seen = stack.forwarded.slice(before);
      expect(seen).toHaveLength(1);
      const [request] = seen;
      expect(request?.method).toBe(method);
      expect(request?.url.pathname).toBe(path.split('?')[0]);
      expect(request?.headers.get('authorization')).toBe(`Bearer ${stack.key}`);
      expect(request?.headers.get('cookie')).toBeNull();
      expect(request?.headers.get('x-csrf-token')).toBeNull();
      expect(request?.headers.get('origin')).toBeNull();
      expect(request?.headers.get('x-request-id')).toBe('req-from-console');
      if (body !== undefined)
        expect(request?.headers.get('idempotency-key')).toBe(`idem-${operationId}`);
    },
  );

  it.each([
    ['GET', '/api/v1/__demo/state'],
    ['POST', '/api/v1/__demo/reset'],
    ['DELETE', '/api/v1/workflows/WF'],
    ['PATCH', '/api/v1/workflows/WF/settings'],
    ['POST', '/api/v1/workflows'],
    ['GET', '/api/v1/workflows/'],
    ['GET', '/api/v1/workflows/WF/unknown'],
    ['GET', '/api/v1/workflows/..%2Fusers'],
    ['GET', '/api/v1/workflows/%2e%2e/actions'],
    ['GET', '/api/v1'],
    ['GET', '/api/v2/workflows'],
    ['OPTIONS', '/api/v1/workflows'],
    ['HEAD', '/api/v1/workflows'],
  ])('%s %s is 404 and never reaches the service', async (method, rawPath) => {
    const path = rawPath.replace('WF', workflowId);
    const before = stack.forwarded.length;
    const answer = await admin.request(
      method,
      path,
      method === 'POST' || method === 'PATCH'
        ? { headers: { 'content-type': 'application/json' }, body: '{}' }
        : {},
    );
    expect(answer.status).toBe(404);
    if (method !== 'HEAD') expect(errorCode(answer)).toBe('not_found');
    expect(stack.forwarded.length).toBe(before);
  });

  it.each([['%2e'], ['.%2e'], ['%2e.'], ['%2e%2e'], ['%2E%2e'], ['%252e'], ['%2e%2e%2fusers']])(
    'GET /api/v1/workflows/%s?is_template=true is 404 for a viewer and an operator, never forwarded',
    async (segment) => {
      for (const role of ['viewer', 'operator'] as const) {
        const browser = await signedIn(stack, role);
        const before = stack.forwarded.length;
        // Sent as written: fetch would resolve the dot segments itself.
        const status = await browser.raw('GET', `/api/v1/workflows/${segment}?is_template=true`);
        expect(status, role).toBe(404);
        expect(stack.forwarded.length).toBe(before);
      }
    },
  );

  it('forwards exactly the path and query it checked, rebuilt from what it decoded', async () => {
    const viewer = await signedIn(stack, 'viewer');
    const before = stack.forwarded.length;
    await viewer.raw('GET', `/api/v1/%77orkflows/${workflowId}%5Fnot?user_key=a%20b`);
    await viewer.raw('GET', '/api/v1/workflows?limit=1;is_template=true');
    const seen = stack.forwarded.slice(before).map((request) => request.url);
    expect(seen.map((url) => `${url.pathname}${url.search}`)).toEqual([
      `/api/v1/workflows/${workflowId}_not?user_key=a+b`,
      '/api/v1/workflows?limit=1%3Bis_template%3Dtrue',
    ]);
  });

  it("answers paths outside /api/v1 from the console, never from the service (the sandbox's /__demo)", async () => {
    const before = stack.forwarded.length;
    const answer = await admin.request('POST', '/__demo/reset', {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(404);
    const page = await admin.request('GET', '/__demo/state');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(stack.forwarded.length).toBe(before);
  });
});

describe('sessions and forged writes', () => {
  it('answers 401 without a session, for reads and writes, and forwards nothing', async () => {
    const stranger = new Browser(stack);
    const before = stack.forwarded.length;
    const read = await stranger.request('GET', '/api/v1/workflows');
    expect(read.status).toBe(401);
    expect(errorCode(read)).toBe('not_signed_in');
    const write = await stranger.json('POST', `/api/v1/workflows/${workflowId}/discard_draft`, {});
    expect(write.status).toBe(401);
    expect(stack.forwarded.length).toBe(before);
  });

  it('refuses a cross-site write (the attack of issue 17) and forwards nothing', async () => {
    const operator = await signedIn(stack, 'operator');
    const before = stack.forwarded.length;
    const textPlain = await operator.request(
      'POST',
      `/api/v1/workflows/${workflowId}/discard_draft`,
      {
        origin: 'https://evil.example',
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      },
    );
    expect(textPlain.status).toBe(403);
    expect(errorCode(textPlain)).toBe('cross_site_request');
    expect((textPlain.json() as { error: { message: string } }).error.message).toContain(
      'https://evil.example',
    );
    // Even with the right token (which a forger cannot read), another origin is refused.
    const withToken = await operator.json(
      'POST',
      '/api/v1/executions/stop',
      { user_key: 'main' },
      { origin: 'https://evil.example' },
    );
    expect(withToken.status).toBe(403);
    const fetchMetadata = await operator.json(
      'POST',
      '/api/v1/executions/stop',
      { user_key: 'main' },
      { origin: null, csrf: operator.csrf },
    );
    expect(fetchMetadata.status).toBe(403);
    const crossSiteMetadata = await operator.request('POST', '/api/v1/executions/stop', {
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '{"user_key":"main"}',
    });
    expect(crossSiteMetadata.status).toBe(403);
    expect(stack.forwarded.length).toBe(before);
  });

  it('refuses a same-origin write without the CSRF token, or with a wrong one, and forwards nothing', async () => {
    const operator = await signedIn(stack, 'operator');
    const before = stack.forwarded.length;
    const missing = await operator.json(
      'POST',
      `/api/v1/workflows/${workflowId}/discard_draft`,
      {},
      { csrf: null },
    );
    expect(missing.status).toBe(403);
    expect(errorCode(missing)).toBe('csrf_token_missing');
    const wrong = await operator.json(
      'POST',
      `/api/v1/workflows/${workflowId}/discard_draft`,
      {},
      { csrf: admin.csrf },
    );
    expect(wrong.status).toBe(403);
    expect(stack.forwarded.length).toBe(before);
  });

  it('accepts Sec-Fetch-Site: same-origin from a browser that sends no Origin', async () => {
    const answer = await admin.request('POST', `/api/v1/workflows/${workflowId}/discard_draft`, {
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a write body that is not JSON (415) or not valid JSON (400) without forwarding', async () => {
    const before = stack.forwarded.length;
    const text = await admin.request('POST', '/api/v1/executions/stop', {
      headers: { 'content-type': 'text/plain' },
      body: 'user_key=main',
    });
    expect(text.status).toBe(415);
    const broken = await admin.request('POST', '/api/v1/executions/stop', {
      headers: { 'content-type': 'application/json' },
      body: '{"user_key":',
    });
    expect(broken.status).toBe(400);
    expect(stack.forwarded.length).toBe(before);
  });

  it('limits the body size (413, readable, nothing forwarded)', async () => {
    const before = stack.forwarded.length;
    const huge = JSON.stringify({
      user_key: 'main',
      form_data: { big: 'x'.repeat(stack.config.bodyLimitBytes) },
    });
    const answer = await admin.request('PUT', `/api/v1/workflows/${workflowId}/settings`, {
      headers: { 'content-type': 'application/json' },
      body: huge,
    });
    expect(answer.status).toBe(413);
    expect((answer.json() as { error: { message: string } }).error.message).toMatch(/too large/i);
    expect(stack.forwarded.length).toBe(before);
  });
});

describe("the service's answers", () => {
  it('passes errors through as they came: status, body, x-request-id', async () => {
    const answer = await admin.request('GET', '/api/v1/workflows/no-such-workflow');
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual({
      error: { code: expect.any(String) as string, message: expect.any(String) as string },
    });
    expect(answer.headers.get('x-request-id')).toMatch(/^req_/);
    const invalid = await admin.request('GET', '/api/v1/workflows?limit=1000');
    expect(invalid.status).toBe(400);
  });

  it('passes a 503 the service gave through as it came', async () => {
    const faults = await fetch(`${stack.sandboxUrl}/__demo/faults`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer sk_test_faults_switch',
      },
      body: JSON.stringify({ latency_ms: 0, failure_rate: 1 }),
    });
    expect(faults.ok).toBe(true);
    try {
      const answer = await admin.request('GET', '/api/v1/events');
      expect(answer.status).toBe(503);
      expect(answer.json()).toEqual({
        error: {
          code: 'injected_failure',
          message: 'Injected failure: the demo API fault switch answered 503 on purpose.',
        },
      });
      expect(answer.headers.get('x-request-id')).toMatch(/^req_/);
    } finally {
      await fetch(`${stack.sandboxUrl}/__demo/faults`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer sk_test_faults_switch',
        },
        body: JSON.stringify({ latency_ms: 0, failure_rate: 0 }),
      });
    }
  });

  it('keeps the idempotency key, so the service replays a repeated write', async () => {
    const send = () =>
      admin.request('POST', '/api/v1/executions/stop', {
        headers: { 'content-type': 'application/json', 'idempotency-key': 'replay-me-1' },
        body: JSON.stringify({ user_key: 'main', filters: {} }),
      });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('never passes a Set-Cookie of the service on, and marks answers no-store', async () => {
    const answer = await admin.request('GET', '/api/v1/users?limit=1');
    expect(answer.headers.getSetCookie().filter((line) => !line.startsWith('wfc_session'))).toEqual(
      [],
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the audit line of a write', () => {
  it('records who changed what, with the status and request id, and never the body or the key', async () => {
    const before = stack.audit.length;
    const answer = await admin.json(
      'PUT',
      `/api/v1/workflows/${workflowId}/settings?user_key=main`,
      {
        user_key: 'main',
        form_data: { secret_answer: 'personal-data-123' },
      },
    );
    const lines = stack.audit.slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      event: 'api_write',
      user: 'admin',
      role: 'admin',
      method: 'PUT',
      path: `/api/v1/workflows/${workflowId}/settings`,
      status: answer.status,
      request_id: answer.headers.get('x-request-id'),
      client: '127.0.0.1',
      forwarded: true,
    });
    const text = stack.auditText.slice(before).join('');
    expect(JSON.parse(text)).toMatchObject({
      type: 'audit',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
    expect(text).not.toContain('personal-data-123');
    expect(text).not.toContain(stack.key);
  });

  it('writes no audit line for reads', async () => {
    const before = stack.audit.length;
    await admin.request('GET', '/api/v1/events?limit=1');
    expect(stack.audit.length).toBe(before);
  });
});
