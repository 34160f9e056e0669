/**
 * The router's order (caller, body limits, permissions, idempotency, errors) through the real
 * handlers, called the way the in-browser demo's worker calls them (no network).
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDemoHandlers } from '../handlers';
import { seededDb } from '../store/built-seed';
import type { InternalFailure } from './route';

const SK = 'Bearer sk_test_admin_key';
const PK = 'Bearer pk_test_public_key';

function demo(options: { requireKey?: boolean; controlsBase?: string } = {}) {
  const db = seededDb();
  const failures: InternalFailure[] = [];
  const handlers = createDemoHandlers({
    db,
    requireKey: options.requireKey ?? false,
    controlsBase: options.controlsBase ?? '/demo-api',
    onInternalError: (failure) => failures.push(failure),
  });
  const call = async (
    method: string,
    path: string,
    init: { key?: string; body?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.key) headers.authorization = init.key;
    const response = await getResponse(
      handlers,
      new Request(`http://demo.test${path}`, { method, headers, body: init.body }),
    );
    if (!response) return { status: 0, body: undefined, headers: new Headers() };
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> | undefined,
      headers: response.headers,
    };
  };
  const workflow = db.workflows.all().find((w) => w.has_draft && w.owner_user_key === 'main');
  if (!workflow) throw new Error('the seed has no workflow with a draft');
  return { db, call, failures, workflow };
}

const nested = (depth: number): unknown =>
  JSON.parse(`${'['.repeat(depth - 1)}{}${']'.repeat(depth - 1)}`);

describe('body limits, in the browser demo as in the sandbox', () => {
  it('answers 400 naming the limit for a body nested too deep, and later reads still work', async () => {
    const { call, workflow } = demo();
    const path = `/api/v1/workflows/${workflow.id}/settings`;
    const deep = await call('PUT', path, {
      body: JSON.stringify({ form_data: { note: nested(2000) } }),
    });
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ error: { code: 'body_too_deep' } });
    expect(JSON.stringify(deep.body)).toMatch(/at most 64 levels/);
    // The deepest value allowed is stored and read back.
    const deepest = await call('PUT', path, {
      body: JSON.stringify({ form_data: { note: nested(62) } }),
    });
    expect(deepest.status).toBe(200);
    expect((await call('GET', `/api/v1/workflows/${workflow.id}`)).status).toBe(200);
  });

  it('answers 413 over 1 MiB and 422 for too many keys', async () => {
    const { call, workflow } = demo();
    const path = `/api/v1/workflows/${workflow.id}/settings`;
    const big = await call('PUT', path, {
      body: JSON.stringify({ form_data: { note: 'x'.repeat(1024 * 1024) } }),
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: { code: 'body_too_large' } });
    const wide = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, i]));
    const tooWide = await call('POST', '/api/v1/executions/stop', {
      body: JSON.stringify({ filters: wide }),
    });
    expect(tooWide.status).toBe(422);
    expect(tooWide.body).toMatchObject({ error: { code: 'body_too_wide' } });
  });

  it('keeps at most 200 answers per user and workflow, across saves', async () => {
    const { call, workflow } = demo();
    const path = `/api/v1/workflows/${workflow.id}/settings`;
    const answers = (from: number) =>
      Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`extra_${from + i}`, 'x']));
    expect(
      (await call('PUT', path, { body: JSON.stringify({ form_data: answers(0) }) })).status,
    ).toBe(200);
    const second = await call('PUT', path, { body: JSON.stringify({ form_data: answers(120) }) });
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({ errors: { form_data: [expect.stringMatching(/200/)] } });
  });

  it('stores __proto__ and constructor as plain answers and user keys', async () => {
    const { call, db } = demo();
    // A new user has no answers yet: a form without required fields saves.
    const workflow = db.workflows
      .all()
      .find((w) => w.form.length > 0 && w.form.every((f) => !f.required));
    if (!workflow) throw new Error('the seed has no form without required fields');
    const path = `/api/v1/workflows/${workflow.id}/settings`;
    const body = '{"user_key": "constructor", "form_data": {"__proto__": {"x": 1}, "toString": 2}}';
    const saved = await call('PUT', path, { body });
    expect(saved.status).toBe(200);
    expect(saved.body?.form_data).toEqual(JSON.parse('{"__proto__": {"x": 1}, "toString": 2}'));
    const read = await call('GET', `/api/v1/workflows/${workflow.id}?user_key=__proto__`);
    expect(read.status).toBe(200);
    expect(read.body?.form_data).toEqual({});
  });
});

describe('idempotency', () => {
  it('never replays a secret key’s answer to a publishable key', async () => {
    const { call, workflow } = demo({ requireKey: true });
    const path = `/api/v1/workflows/${workflow.id}/discard_draft`;
    const headers = { 'idempotency-key': 'shared-key' };
    const admin = await call('POST', path, { key: SK, headers, body: '{}' });
    expect(admin.body).toHaveProperty('groups');
    const again = await call('POST', path, { key: SK, headers, body: '{}' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const publishable = await call('POST', path, { key: PK, headers, body: '{}' });
    expect(publishable.status).toBe(200);
    expect(publishable.headers.get('idempotent-replayed')).toBeNull();
    for (const adminOnly of ['groups', 'is_template', 'managed_by', 'auto_clone_for_new_users'])
      expect(publishable.body).not.toHaveProperty(adminOnly);
  });

  it('checks permissions before looking for a replay', async () => {
    const { call } = demo({ requireKey: true });
    const headers = { 'idempotency-key': 'install-1' };
    const body = JSON.stringify({ app_identifier: 'slotly', groups: ['ops'] });
    const first = await call('POST', '/api/v1/installed_apps', { key: SK, headers, body });
    expect([201, 422]).toContain(first.status);
    const publishable = await call('POST', '/api/v1/installed_apps', { key: PK, headers, body });
    expect(publishable.status).toBe(403);
  });

  it('compares bodies as JSON values: whitespace and key order replay, another value is 409', async () => {
    const { call, db } = demo();
    const installable = db.catalog.find((app) => !db.installedApps.get(app.app_identifier));
    if (!installable) throw new Error('every catalog app is installed');
    const headers = { 'idempotency-key': 'install-2' };
    const first = await call('POST', '/api/v1/installed_apps', {
      headers,
      body: JSON.stringify({ app_identifier: installable.app_identifier, groups: ['a'] }),
    });
    expect(first.status).toBe(201);
    const spaced = await call('POST', '/api/v1/installed_apps', {
      headers,
      body: `{\n  "groups" : [ "a" ],\n  "app_identifier" : "${installable.app_identifier}"\n}`,
    });
    expect(spaced.status).toBe(201);
    expect(spaced.headers.get('idempotent-replayed')).toBe('true');
    const other = await call('POST', '/api/v1/installed_apps', {
      headers,
      body: JSON.stringify({ app_identifier: installable.app_identifier, groups: ['b'] }),
    });
    expect(other.status).toBe(409);
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic message and the request id; the detail goes to onInternalError', async () => {
    const { call, db, failures, workflow } = demo();
    db.workflows.put({ ...workflow, template: null as unknown as typeof workflow.template });
    const broken = await call('GET', `/api/v1/workflows/${workflow.id}`);
    expect(broken.status).toBe(500);
    const id = broken.headers.get('x-request-id') ?? '';
    expect(broken.body).toEqual({
      error: {
        code: 'internal_error',
        message: `The demo API failed unexpectedly. Quote request id ${id} when reporting it.`,
      },
    });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ requestId: id, method: 'GET' });
    expect(failures[0]?.error).toBeInstanceOf(TypeError);
  });
});

describe('demo controls', () => {
  const json = { 'content-type': 'application/json' };

  it('answer at <controlsBase>/__demo/ only', async () => {
    const { call } = demo();
    expect((await call('GET', '/demo-api/__demo/state')).status).toBe(200);
    for (const path of ['/__demo/state', '/api/v1/__demo/state', '/demo-api/x/__demo/state'])
      expect((await call('GET', path)).status, path).toBe(0);
    const sandbox = demo({ controlsBase: '' });
    expect((await sandbox.call('GET', '/__demo/state')).status).toBe(200);
    expect((await sandbox.call('GET', '/api/v1/__demo/state')).status).toBe(0);
  });

  it('need a JSON content type for writes, and 405 for another method', async () => {
    const { call, db } = demo();
    const faults = JSON.stringify({ latency_ms: 5, failure_rate: 0 });
    expect((await call('PUT', '/demo-api/__demo/faults', { body: faults })).status).toBe(415);
    expect(db.faults.latency_ms).toBe(0);
    const form = { 'content-type': 'text/plain' };
    expect((await call('POST', '/demo-api/__demo/reset', { headers: form })).status).toBe(415);
    expect(
      (await call('PUT', '/demo-api/__demo/faults', { headers: json, body: faults })).status,
    ).toBe(200);
    expect(db.faults.latency_ms).toBe(5);
    const wrong = await call('GET', '/demo-api/__demo/reset');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it('need a secret key where keys are required; unknown controls are 404 before 401', async () => {
    const { call } = demo({ requireKey: true, controlsBase: '' });
    expect((await call('GET', '/__demo/state')).status).toBe(401);
    expect((await call('GET', '/__demo/state', { key: PK })).status).toBe(403);
    expect((await call('GET', '/__demo/state', { key: SK })).status).toBe(200);
    expect((await call('POST', '/__demo/reset', { key: SK, headers: json })).status).toBe(200);
    expect((await call('GET', '/__demo/unknown')).status).toBe(0);
  });
});
