/**
 * The sandbox over real HTTP on a free port: what a hostile client or a careless deployment sends
 * (hosts, targets, deep, large and wide bodies, other callers' idempotency keys) and its 500s.
 * Every /api/v1 answer is also checked against the OpenAPI document.
 */
import { describe, expect, it, vi } from 'vitest';
import { PUBLISHABLE_KEY, rawRequest, SECRET_KEY, startCheckedSandbox } from './harness';
import { auth, useCheckedSandbox } from './use-sandbox';

const { sandbox: current, call } = useCheckedSandbox();

function workflowWith(test: (form: { type: string; required: boolean }[]) => boolean) {
  const found = current()
    .db.workflows.all()
    .find((w) => w.owner_user_key === 'main' && test(w.form));
  if (!found) throw new Error('no such workflow in the seed');
  return found;
}
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('Host header and request target', () => {
  it('answers 400 to a malformed Host and to a name it does not answer for', async () => {
    const target = '/api/v1/workflows?limit=1';
    const malformed = await rawRequest(current().url, {
      target,
      headers: { ...auth(), host: 'a b' },
    });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text)).toMatchObject({ error: { code: 'invalid_host' } });
    const foreign = await rawRequest(current().url, {
      target,
      headers: { ...auth(), host: 'attacker.example' },
    });
    expect(foreign.status).toBe(400);
    expect(JSON.parse(foreign.text)).toMatchObject({ error: { code: 'host_not_allowed' } });
    const port = new URL(current().url).port;
    const local = await rawRequest(current().url, {
      target,
      headers: { ...auth(), host: `localhost:${port}` },
    });
    expect(local.status).toBe(200);
  });

  it('builds option URLs from its own address, whatever Host says', async () => {
    const workflow = workflowWith((form) => form.some((field) => field.type === 'AsyncSelect'));
    const answer = await rawRequest(current().url, {
      target: `/api/v1/workflows/${workflow.id}`,
      headers: { ...auth(), host: 'evil.localhost:9999' },
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`"${current().url}/provider/`);
    expect(answer.text).not.toContain('evil.localhost');
  });

  it('refuses a request target that is not a path', async () => {
    const absolute = await rawRequest(current().url, {
      target: 'http://attacker.example/api/v1/workflows',
      headers: auth(),
    });
    expect(absolute.status).toBe(400);
    expect(absolute.text).not.toContain('attacker');
  });

  it('builds URLs from SANDBOX_PUBLIC_URL behind a proxy, and answers its host', async () => {
    const proxied = await startCheckedSandbox({ publicUrl: 'https://sandbox.example.com/tools' });
    try {
      const workflow = workflowWith((form) => form.some((field) => field.type === 'AsyncSelect'));
      const answer = await rawRequest(proxied.url, {
        target: `/api/v1/workflows/${workflow.id}`,
        headers: { ...auth(), host: 'sandbox.example.com' },
      });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('"https://sandbox.example.com/tools/provider/');
      expect(proxied.takeViolations()).toEqual([]);
    } finally {
      await proxied.close();
    }
  });
});

describe('bodies', () => {
  it('answers 400 naming the limit for deep bodies, and the workflow still reads and saves', async () => {
    const workflow = workflowWith((form) => form.every((field) => !field.required));
    const settings = `/api/v1/workflows/${workflow.id}/settings`;
    for (const depth of [2000, 3000]) {
      const deep = await call(settings, {
        method: 'PUT',
        body: `{"form_data": {"note": ${nested(depth)}}}`,
      });
      expect(deep.status).toBe(400);
      expect(deep.body).toMatchObject({ error: { code: 'body_too_deep' } });
      expect(deep.text).toMatch(/at most 64 levels are allowed/);
    }
    expect((await call(`/api/v1/workflows/${workflow.id}`)).status).toBe(200);
    const later = await call(settings, { method: 'PUT', body: '{"form_data": {"note": "fine"}}' });
    expect(later.status).toBe(200);
  });

  it('answers 413 with a readable JSON body over 1 MiB, and keeps answering', async () => {
    const big = await call('/api/v1/installed_apps', {
      method: 'POST',
      body: JSON.stringify({ app_identifier: 'x'.repeat(20 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({
      error: {
        code: 'body_too_large',
        message:
          'The request body is larger than 1048576 bytes (1 MiB), the most this API accepts.',
      },
    });
    expect((await call('/api/v1/installed_apps')).status).toBe(200);
  });

  it('answers 422 for too many keys, and a workflow’s answers stay small', async () => {
    const workflow = workflowWith((form) => form.every((field) => !field.required));
    const settings = `/api/v1/workflows/${workflow.id}/settings`;
    const keys = (count: number) =>
      JSON.stringify({
        form_data: Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i])),
      });
    expect((await call(settings, { method: 'PUT', body: keys(300_000) })).status).toBe(413);
    const wide = await call(settings, { method: 'PUT', body: keys(1500) });
    expect(wide.status).toBe(422);
    expect(wide.body).toMatchObject({ error: { code: 'body_too_wide' } });
    const many = await call(settings, { method: 'PUT', body: keys(250) });
    expect(many.status).toBe(422);
    expect(many.body).toMatchObject({ errors: { form_data: [expect.stringMatching(/200/)] } });
    const read = await call(`/api/v1/workflows/${workflow.id}`);
    expect(read.text.length).toBeLessThan(300_000);
  });
});

describe('idempotency over HTTP', () => {
  it('a publishable key reusing a secret key’s idempotency key gets its own answer', async () => {
    const workflow = workflowWith(() => true);
    const path = `/api/v1/workflows/${workflow.id}/discard_draft`;
    const headers = { 'idempotency-key': 'same-key-for-both' };
    const admin = await call(path, { method: 'POST', body: '{}', headers });
    expect(admin.body).toHaveProperty('managed_by');
    const publishable = await call(path, {
      method: 'POST',
      body: '{ }',
      headers,
      key: PUBLISHABLE_KEY,
    });
    expect(publishable.status).toBe(200);
    expect(publishable.headers.get('idempotent-replayed')).toBeNull();
    expect(publishable.body).not.toHaveProperty('managed_by');
    const replay = await call(path, { method: 'POST', body: '{\n}', headers });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('500s', () => {
  it('carry a generic message and the request id; the detail goes to the log only with SANDBOX_LOG', async () => {
    const workflow = workflowWith(() => true);
    const broken = { ...workflow, template: null as unknown as typeof workflow.template };
    current().db.workflows.put(broken);
    const answer = await call(`/api/v1/workflows/${workflow.id}`);
    expect(answer.status).toBe(500);
    const id = answer.headers.get('x-request-id');
    expect(answer.body).toEqual({
      error: {
        code: 'internal_error',
        message: `The demo API failed unexpectedly. Quote request id ${id ?? ''} when reporting it.`,
      },
    });
    expect(answer.text).not.toMatch(/TypeError|null|nodes/);
    expect(
      current()
        .takeFailures()
        .map((failure) => failure.requestId),
    ).toEqual([id]);

    const logged = await startCheckedSandbox({ log: true });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      logged.db.workflows.put(broken);
      const again = await fetch(`${logged.url}/api/v1/workflows/${workflow.id}`, {
        headers: auth(),
      });
      expect(again.status).toBe(500);
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(
            `^\\[sandbox\\] 500 ${again.headers.get('x-request-id') ?? ''} GET /api/v1/workflows/`,
          ),
        ),
        expect.any(TypeError),
      );
      expect(JSON.stringify(errors.mock.calls)).not.toContain(SECRET_KEY);
      logged.takeFailures();
    } finally {
      await logged.close();
    }
  });
});
