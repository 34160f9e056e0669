/**
 * The demo API against the interface: all 16 operations through the generated client, the behaviour
 * the interface and the service notes describe, and the decisions recorded in the OpenAPI document.
 * Every response is also validated against the OpenAPI document (withDemoServer fails the test on a
 * contract violation).
 */
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { db, withDemoServer } from '../support/demo-server';

withDemoServer();

const BASE = 'http://demo.test';
const admin = createApiClient({ baseUrl: BASE });
const publishable = createApiClient({ baseUrl: BASE, apiKey: 'pk_test_embedded' });

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

function mainWorkflowIds(): string[] {
  return db.workflows
    .all()
    .filter((w) => w.owner_user_key === 'main')
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
    .map((w) => w.id);
}

async function listAll(client: ApiClient, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let after: string | undefined;
  for (;;) {
    const { data } = await client.GET('/workflows', {
      params: { query: { limit, starting_after: after } },
    });
    if (!data) throw new Error('no data');
    ids.push(...data.collection.map((w) => w.id));
    expect(data.meta.page_limit).toBe(limit);
    expect(data.meta.has_previous_page).toBe(after !== undefined);
    if (!data.meta.has_next_page) return ids;
    after = data.collection.at(-1)?.id;
  }
}

describe('lists and pagination', () => {
  it('lists newest first, defaults to 25 for user main, and pages exactly', async () => {
    const { data } = await admin.GET('/workflows');
    expect(data?.meta).toEqual({ page_limit: 25, has_next_page: true, has_previous_page: false });
    expect(data?.collection.map((w) => w.id)).toEqual(mainWorkflowIds().slice(0, 25));
    expect(await listAll(admin, 7)).toEqual(mainWorkflowIds());
  });

  it('pages back with ending_before', async () => {
    const ids = mainWorkflowIds();
    const { data } = await admin.GET('/workflows', {
      params: { query: { limit: 5, ending_before: ids[7] } },
    });
    expect(data?.collection.map((w) => w.id)).toEqual(ids.slice(2, 7));
    expect(data?.meta).toMatchObject({ has_previous_page: true, has_next_page: true });
  });

  it('refuses a limit above 100, a bad cursor and two cursors with a clear 400', async () => {
    const tooMany = await failure(admin.GET('/workflows', { params: { query: { limit: 101 } } }));
    expect(tooMany).toMatchObject({ status: 400, code: 'invalid_limit' });
    expect(tooMany.message).toMatch(/limit must be a whole number from 1 to 100/);
    const badCursor = await failure(
      admin.GET('/users', { params: { query: { starting_after: 'nope' } } }),
    );
    expect(badCursor).toMatchObject({ status: 400, code: 'invalid_cursor' });
    const both = await failure(
      admin.GET('/events', { params: { query: { starting_after: 'a', ending_before: 'b' } } }),
    );
    expect(both.message).toMatch(/only one of starting_after and ending_before/);
  });

  it('filters workflows by on, is_template and user key, and orders them', async () => {
    const { data: off } = await admin.GET('/workflows', {
      params: { query: { on: false, limit: 100 } },
    });
    expect(off?.collection.length).toBeGreaterThan(0);
    expect(off?.collection.every((w) => !w.on && w.status === 'off')).toBe(true);
    const { data: templates } = await admin.GET('/workflows', {
      params: { query: { is_template: true, limit: 100 } },
    });
    const templateIds = db.workflows
      .all()
      .filter((w) => w.is_template && w.owner_user_key === 'main')
      .map((w) => w.id);
    expect(templates?.collection.map((w) => w.id).sort()).toEqual(templateIds.sort());
    const { data: acme } = await admin.GET('/workflows', {
      params: { query: { user_key: 'acme', limit: 100 } },
    });
    expect(acme?.collection.length).toBe(
      db.workflows.all().filter((w) => w.owner_user_key === 'acme').length,
    );
    const { data: byName } = await admin.GET('/workflows', {
      params: { query: { order_by: 'name', order_direction: 'asc', limit: 100 } },
    });
    const names = byName?.collection.map((w) => w.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(
      await failure(
        admin.GET('/workflows', { params: { query: { order_by: 'color' as 'name' } } }),
      ),
    ).toMatchObject({
      status: 400,
    });
  });

  it('puts every timestamp in three forms and an object tag on every record', async () => {
    const { data } = await admin.GET('/workflows', { params: { query: { limit: 3 } } });
    const workflow = data?.collection[0];
    expect(workflow?.object).toBe('workflow');
    expect(workflow?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(workflow?.created_at_string).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d\d:\d\d (am|pm) E[SD]T$/,
    );
    expect(workflow?.created_at_utc).toMatch(/Z$/);
    expect(new Date(workflow?.created_at ?? '').getTime()).toBe(
      new Date(workflow?.created_at_utc ?? '').getTime(),
    );
    const never = db.workflows.all().find((w) => w.last_published_at === null);
    const { data: detail } = await admin.GET('/workflows/{id}', {
      params: { path: { id: never?.id ?? '' } },
    });
    expect([
      detail?.last_published_at,
      detail?.last_published_at_string,
      detail?.last_published_at_utc,
    ]).toEqual([null, null, null]);
  });
});

describe('workflows', () => {
  it('gets a workflow by id or by key, with 404 otherwise', async () => {
    const record = db.workflows.all().find((w) => w.owner_user_key === 'acme');
    const byId = await admin.GET('/workflows/{id}', { params: { path: { id: record?.id ?? '' } } });
    expect(byId.data?.template.object).toBe('workflow_layout_template');
    const byKey = await admin.GET('/workflows/{id}', {
      params: { path: { id: record?.key ?? '' }, query: { id_type: 'key', user_key: 'acme' } },
    });
    expect(byKey.data?.id).toBe(record?.id);
    const missing = await failure(
      admin.GET('/workflows/{id}', { params: { path: { id: 'no-such-id' } } }),
    );
    expect(missing).toMatchObject({ status: 404, code: 'not_found' });
    expect(missing.message).toMatch(/No workflow found/);
    expect(missing.requestId).toMatch(/^req_/);
  });

  it('shows admin-only fields to admin callers only, and refuses admin-only filters otherwise', async () => {
    const id = mainWorkflowIds()[0] ?? '';
    const { data: asAdmin } = await admin.GET('/workflows/{id}', { params: { path: { id } } });
    expect(asAdmin).toHaveProperty('groups');
    expect(asAdmin).toHaveProperty('managed_by');
    const { data: asUser } = await publishable.GET('/workflows/{id}', { params: { path: { id } } });
    expect(asUser).not.toHaveProperty('groups');
    expect(asUser).not.toHaveProperty('is_template');
    const refused = await failure(
      publishable.GET('/workflows', { params: { query: { is_template: true } } }),
    );
    expect(refused.status).toBe(403);
  });

  it('saves settings merged by field id or name, per user, and records an event', async () => {
    const record = db.workflows
      .all()
      .find((w) => w.form.some((f) => f.type === 'TextField') && w.form.length > 1);
    const field = record?.form.find((f) => f.type === 'TextField');
    if (!record || !field) throw new Error('seed has no form with a TextField');
    const required = Object.fromEntries(
      record.form.filter((f) => f.required).map((f) => [f.id, f.type === 'JSON' ? '{}' : 'x']),
    );
    const { data } = await admin.PUT('/workflows/{id}/settings', {
      params: { path: { id: record.id } },
      body: { user_key: 'globex', form_data: { ...required, [field.name]: 'Hello' } },
    });
    expect(data?.form_data[field.id]).toBe('Hello');
    const { data: forMain } = await admin.GET('/workflows/{id}', {
      params: { path: { id: record.id }, query: { user_key: 'main' } },
    });
    expect(forMain?.form_data[field.id]).not.toBe('Hello');
    const { data: events } = await admin.GET('/events', { params: { query: { limit: 1 } } });
    expect(events?.collection[0]).toMatchObject({
      type: 'workflow.settings_updated',
      user_key: 'globex',
    });
  });

  it('answers 422 with per-field errors for missing required answers and JSON that does not parse', async () => {
    const record = db.workflows
      .all()
      .find((w) => w.form.some((f) => f.required) && w.form.some((f) => f.type === 'JSON'));
    if (!record) throw new Error('seed has no form with a required field and a JSON field');
    const required = record.form.find((f) => f.required);
    const json = record.form.find((f) => f.type === 'JSON');
    const error = await failure(
      admin.PUT('/workflows/{id}/settings', {
        params: { path: { id: record.id } },
        body: {
          user_key: 'main',
          form_data: { [required?.id ?? '']: '', [json?.id ?? '']: '{"broken": ' },
        },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors[required?.id ?? '']?.[0]).toMatch(/is required/);
    expect(error.fieldErrors[json?.id ?? '']?.[0]).toMatch(/not valid JSON/);
  });

  it('discards a draft: drafts equal published, has_draft false, no form in the answer', async () => {
    const record = db.workflows
      .all()
      .find((w) => w.has_draft && JSON.stringify(w.template) !== JSON.stringify(w.template_draft));
    if (!record) throw new Error('seed has no workflow with a draft');
    const { data } = await admin.POST('/workflows/{id}/discard_draft', {
      params: { path: { id: record.id } },
      body: { user_key: 'main' },
    });
    expect(data?.has_draft).toBe(false);
    expect(data?.template_draft).toEqual(data?.template);
    expect(data?.event_trigger_draft).toEqual(data?.event_trigger);
    expect(data?.match_conditions_draft).toEqual(data?.match_conditions);
    expect(data?.trigger_conditions_draft).toEqual(data?.trigger_conditions);
    expect(data).not.toHaveProperty('form');
    expect(data).not.toHaveProperty('form_data');
    const { data: again } = await admin.GET('/workflows/{id}', {
      params: { path: { id: record.id } },
    });
    expect(again?.has_draft).toBe(false);
    const missing = await failure(
      admin.POST('/workflows/{id}/discard_draft', { params: { path: { id: 'nope' } }, body: {} }),
    );
    expect(missing.status).toBe(404);
  });

  it('lists data fields at a node with meta.page_limit null, filtered by several types', async () => {
    const record = db.workflows
      .all()
      .find((w) => w.template.nodes.length > 4 && w.event_trigger !== null);
    if (!record) throw new Error('seed has no workflow with a trigger and several nodes');
    const node = record.template.nodes.at(-1);
    const { data } = await admin.GET('/workflows/{id}/data_fields', {
      params: { path: { id: record.id }, query: { node_id: node?.id } },
    });
    expect(data?.meta.page_limit).toBeNull();
    // Checked at run time: the demo API's answer, not its type, is under test.
    expect(data?.collection.every((f) => (f.object as string) === 'data_type')).toBe(true);
    const { data: typed } = await admin.GET('/workflows/{id}/data_fields', {
      params: { path: { id: record.id }, query: { type: 'String,Boolean' } },
    });
    expect(typed?.collection.every((f) => f.type === 'String' || f.type === 'Boolean')).toBe(true);
    const missingNode = await failure(
      admin.GET('/workflows/{id}/data_fields', {
        params: { path: { id: record.id }, query: { node_id: 'nope' } },
      }),
    );
    expect(missingNode.status).toBe(404);
  });

  it('lists a workflow’s actions with cursor pagination by uuid', async () => {
    const action = db.actions.all()[0];
    const { data } = await admin.GET('/workflows/{workflow_id}/actions', {
      params: { path: { workflow_id: action?.workflow_id ?? '' }, query: { limit: 2 } },
    });
    expect(data?.collection.length).toBeGreaterThan(0);
    const next = await admin.GET('/workflows/{workflow_id}/actions', {
      params: {
        path: { workflow_id: action?.workflow_id ?? '' },
        query: { limit: 2, starting_after: data?.collection[1]?.uuid },
      },
    });
    expect(next.data?.meta.has_previous_page).toBe(true);
  });
});

describe('the other resources', () => {
  it('lists finished actions, by execution and workflow, and narrows by status', async () => {
    const { data } = await admin.GET('/actions/completed', { params: { query: { limit: 100 } } });
    expect(
      data?.collection.every((a) => ['completed', 'failed', 'stopped'].includes(a.status)),
    ).toBe(true);
    const failed = await admin.GET('/actions/completed', {
      params: { query: { status: 'failed' } },
    });
    expect(failed.data?.collection.every((a) => a.status === 'failed')).toBe(true);
    const execution = data?.collection[0]?.execution_id;
    const byExecution = await admin.GET('/actions/completed', {
      params: { query: { execution_id: execution } },
    });
    expect(byExecution.data?.collection.every((a) => a.execution_id === execution)).toBe(true);
  });

  it('stops a user’s running executions that match the filters, and their actions show stopped', async () => {
    const running = db.executions
      .all()
      .find((e) => e.status === 'running' && Object.keys(e.data).length > 0);
    if (!running) throw new Error('seed has no running execution with data');
    const [key, value] = Object.entries(running.data)[0] ?? [];
    const { data } = await admin.POST('/executions/stop', {
      body: { user_key: running.user_key, filters: { [key ?? '']: value as string } },
    });
    expect(data).toEqual({});
    expect(db.executions.get(running.id)?.status).toBe('stopped');
    const actions = db.actions.all().filter((a) => a.execution_id === running.id);
    expect(actions.some((a) => a.status === 'stopped' && a.stopped_at !== null)).toBe(true);
    expect(actions.every((a) => a.status !== 'running' && a.status !== 'idle')).toBe(true);
    const bad = await failure(
      admin.POST('/executions/stop', { body: { user_key: 'main', filters: '{nope' } }),
    );
    expect(bad).toMatchObject({ status: 422 });
    expect(bad.fieldErrors.filters).toBeDefined();
  });

  it('gets an action type and discards its draft', async () => {
    const record = db.actionTypes.all().find((t) => t.has_draft);
    if (!record) throw new Error('seed has no action type with a draft');
    const { data } = await admin.GET('/action_types/{id}', { params: { path: { id: record.id } } });
    expect(data?.has_draft).toBe(true);
    const { data: discarded } = await admin.POST('/action_types/{id}/discard_draft', {
      params: { path: { id: record.id } },
    });
    expect(discarded?.has_draft).toBe(false);
    for (const field of [
      'url',
      'http_method',
      'headers',
      'params',
      'code',
      'form',
      'icon',
      'response_data_schema',
    ] as const) {
      expect(discarded?.[`${field}_draft`]).toEqual(discarded?.[field]);
    }
    expect(
      (await failure(admin.GET('/action_types/{id}', { params: { path: { id: 'nope' } } }))).status,
    ).toBe(404);
  });

  it('searches users by key', async () => {
    const { data } = await admin.GET('/users', { params: { query: { search: 'ACM' } } });
    expect(data?.collection.map((u) => u.key)).toContain('acme');
    expect(data?.collection.every((u) => u.key.toLowerCase().includes('acm'))).toBe(true);
  });

  it('lists installed apps, installs once per idempotency key, refuses unknown or installed apps', async () => {
    const { data: list } = await admin.GET('/installed_apps');
    expect(list?.collection.length).toBeGreaterThanOrEqual(2);
    expect(list?.collection.some((app) => app.upgrade_available)).toBe(true);
    expect(list?.collection[0]).not.toHaveProperty('installed_schema');
    const candidate = db.catalog.find((app) => !db.installedApps.get(app.app_identifier));
    const body = { app_identifier: candidate?.app_identifier ?? '', groups: ['ops'] };
    const headers = { 'Idempotency-Key': 'install-once' };
    const first = await admin.POST('/installed_apps', { body, headers });
    expect(first.response.status).toBe(201);
    expect(first.data?.installed_schema.identifier).toBe(candidate?.app_identifier);
    const replay = await admin.POST('/installed_apps', { body, headers });
    expect(replay.response.status).toBe(201);
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    const reused = await failure(
      admin.POST('/installed_apps', { body: { app_identifier: 'other' }, headers }),
    );
    expect(reused.status).toBe(409);
    const again = await failure(admin.POST('/installed_apps', { body }));
    expect(again).toMatchObject({ status: 422 });
    expect(again.fieldErrors.app_identifier?.[0]).toMatch(/already installed/);
    const unknown = await failure(
      admin.POST('/installed_apps', { body: { app_identifier: 'no-such-app' } }),
    );
    expect(unknown.status).toBe(422);
    const groupsByUser = await failure(
      publishable.POST('/installed_apps', { body: { app_identifier: 'x', groups: ['a'] } }),
    );
    expect(groupsByUser.status).toBe(403);
  });

  it('updates an installed app’s groups (admin only) and 404s for an app that is not installed', async () => {
    const installed = db.installedApps.all()[0];
    const { data } = await admin.PUT('/installed_apps/{app_identifier}', {
      params: { path: { app_identifier: installed?.app_identifier ?? '' } },
      body: { groups: ['ops', 'sales'] },
    });
    expect(data?.groups).toEqual(['ops', 'sales']);
    expect(data?.installed_schema).toBeDefined();
    const forbidden = await failure(
      publishable.PUT('/installed_apps/{app_identifier}', {
        params: { path: { app_identifier: installed?.app_identifier ?? '' } },
        body: { groups: [] },
      }),
    );
    expect(forbidden.status).toBe(403);
    const missing = await failure(
      admin.PUT('/installed_apps/{app_identifier}', {
        params: { path: { app_identifier: 'nope' } },
        body: {},
      }),
    );
    expect(missing.status).toBe(404);
  });

  it('lists events newest first, with the change just made on top', async () => {
    const id = mainWorkflowIds()[0] ?? '';
    await admin.POST('/workflows/{id}/discard_draft', { params: { path: { id } }, body: {} });
    await admin
      .PUT('/workflows/{id}/settings', { params: { path: { id } }, body: { form_data: {} } })
      .catch(() => undefined);
    const { data } = await admin.GET('/events', { params: { query: { limit: 100 } } });
    const times = data?.collection.map((e) => e.created_at_utc ?? '') ?? [];
    expect(times).toEqual([...times].sort().reverse());
    expect(data?.meta.has_next_page).toBe(true);
  });

  it('lists account data fields for a user', async () => {
    const { data } = await admin.GET('/data_fields', { params: { query: { user_key: 'main' } } });
    expect(data?.meta.page_limit).toBeNull();
    expect(data?.collection.length).toBeGreaterThan(0);
  });
});

describe('keys', () => {
  it('refuses a malformed key with 401', async () => {
    const client = createApiClient({ baseUrl: BASE, apiKey: 'letmein' });
    const error = await failure(client.GET('/workflows'));
    expect(error).toMatchObject({ status: 401, code: 'invalid_api_key', isAuth: true });
  });
});
