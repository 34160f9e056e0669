/**
 * The demo API's five extensions from the vendor's reference (publish, update, execute, read an
 * execution, account usage) through the generated client, every answer checked against the OpenAPI
 * document (withDemoServer). Runs are watched by setting the clock (only `Date` is faked), never by
 * waiting.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { db, withDemoServer } from '../support/demo-server';
import { SEEDED, workflowByKey } from '../support/seed-lookup';

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

const START = Date.UTC(2026, 10, 2, 12, 0, 0);

afterEach(() => vi.useRealTimers());

describe('POST /workflows/{id}/publish', () => {
  it('makes every draft field the published one, switches the workflow on and clears has_draft', async () => {
    const record = workflowByKey(SEEDED.failingTestRunOff);
    expect([record.on, record.has_draft]).toEqual([false, true]);
    const { data: before } = await admin.GET('/workflows/{id}', {
      params: { path: { id: record.id } },
    });
    const draft = before?.template_draft;
    expect(draft).not.toEqual(before?.template);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const { data } = await admin.POST('/workflows/{id}/publish', {
      params: { path: { id: record.id } },
      body: { user_key: 'main' },
    });
    expect(data?.has_draft).toBe(false);
    expect(data?.on).toBe(true);
    expect(data?.status).toBe('on');
    expect(data?.last_published_at_utc).toBe('2026-11-02T12:00:00Z');
    expect(data?.last_published_at_string).toBe('Nov 2, 2026 07:00 am EST');
    expect(data?.template).toEqual(draft);
    expect(data?.template_draft).toEqual(draft);
    expect(data?.event_trigger).toEqual(record.event_trigger_draft);
    expect(data?.match_conditions).toEqual(record.match_conditions_draft);
    expect(data?.trigger_conditions).toEqual(record.trigger_conditions_draft);
    const { data: read } = await admin.GET('/workflows/{id}', {
      params: { path: { id: record.id } },
    });
    expect(read?.has_draft).toBe(false);
    const { data: events } = await admin.GET('/events', { params: { query: { limit: 1 } } });
    expect(events?.collection[0]?.type).toBe('workflow.published');
  });

  it('answers 404 for a workflow that does not exist', async () => {
    const missing = await failure(
      admin.POST('/workflows/{id}/publish', { params: { path: { id: 'nope' } }, body: {} }),
    );
    expect(missing).toMatchObject({ status: 404 });
    expect(missing.message).toMatch(/No workflow found with id "nope"/);
  });
});

describe('PUT /workflows/{id}', () => {
  it('switches a workflow off and on; leaving `on` out switches it on', async () => {
    const record = workflowByKey('welcome-new-customers');
    const off = await admin.PUT('/workflows/{id}', {
      params: { path: { id: record.id } },
      body: { name: record.name, on: false },
    });
    expect([off.data?.on, off.data?.status]).toEqual([false, 'off']);
    const defaulted = await admin.PUT('/workflows/{id}', {
      params: { path: { id: record.id } },
      body: { name: 'Welcome aboard', details: 'Greets every new customer.' },
    });
    expect(defaulted.data).toMatchObject({
      on: true,
      status: 'on',
      name: 'Welcome aboard',
      description: 'Greets every new customer.',
    });
    const { data: events } = await admin.GET('/events', { params: { query: { limit: 2 } } });
    expect(events?.collection.map((event) => event.type)).toEqual([
      'workflow.turned_on',
      'workflow.turned_off',
    ]);
  });

  it('sets the drafts (a trigger key and all/any read as objects) and marks the draft', async () => {
    const record = workflowByKey('daily-standup-reminder');
    expect(record.has_draft).toBe(false);
    const { data } = await admin.PUT('/workflows/{id}', {
      params: { path: { id: record.id } },
      body: {
        name: record.name,
        on: record.on,
        event_trigger_draft: 'deal.closed',
        match_conditions_draft: 'any',
        trigger_conditions_draft: { conditions: [] },
      },
    });
    expect(data?.has_draft).toBe(true);
    expect(data?.event_trigger_draft).toMatchObject({ key: 'deal.closed' });
    expect(data?.match_conditions_draft).toEqual({ match: 'any' });
    expect(data?.trigger_conditions_draft).toEqual({ conditions: [] });
    expect(data?.event_trigger).toEqual(record.event_trigger);
  });

  it('answers 422 naming each wrong field, and nothing changes', async () => {
    const record = workflowByKey('daily-standup-reminder');
    const error = await failure(
      admin.PUT('/workflows/{id}', {
        params: { path: { id: record.id } },
        body: { name: ' ', event_trigger_draft: 'no.such.trigger', match_conditions_draft: 'most' },
      }),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors).sort()).toEqual([
      'event_trigger_draft',
      'match_conditions_draft',
      'name',
    ]);
    expect(db.workflows.get(record.id)).toEqual(record);
  });

  it('refuses the admin-only fields from a key without the admin role, and 404s', async () => {
    const record = workflowByKey('daily-standup-reminder');
    const refused = await failure(
      publishable.PUT('/workflows/{id}', {
        params: { path: { id: record.id } },
        body: { name: record.name, on: true, is_template: true },
      }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/is_template is an admin-only input/);
    const { data } = await admin.PUT('/workflows/{id}', {
      params: { path: { id: record.id } },
      body: { name: record.name, on: true, groups: ['ops'], auto_clone_for_new_users: true },
    });
    expect(data).toMatchObject({ groups: ['ops'], auto_clone_for_new_users: true });
    const missing = await failure(
      admin.PUT('/workflows/{id}', { params: { path: { id: 'nope' } }, body: { name: 'x' } }),
    );
    expect(missing.status).toBe(404);
  });
});

describe('POST /workflows/{id}/execute and GET /executions/{id}', () => {
  it('runs the published layout step by step over the following seconds', async () => {
    const record = workflowByKey('welcome-new-customers');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const started = await admin.POST('/workflows/{id}/execute', {
      params: { path: { id: record.id } },
      body: { execution_data: { customer_id: 'cus_42' } },
    });
    expect(started.response.status).toBe(201);
    expect(started.data).toMatchObject({
      object: 'execution',
      status: 'running',
      key: 'welcome-new-customers',
      execution_data: { customer_id: 'cus_42' },
      actions_count: 1,
      idle_actions_count: 1,
    });
    const id = started.data?.id ?? '';
    const read = async () =>
      (await admin.GET('/executions/{id}', { params: { path: { id } } })).data;

    // 0.8 s in, the first step runs; the one after it is scheduled (idle).
    vi.setSystemTime(START + 900);
    const first = await read();
    const [step1, step2] = first?.template.nodes.filter((n) => n.type !== 'Start') ?? [];
    expect(first?.stats[step1?.id ?? '']).toMatchObject({ status: 'running' });
    expect(first?.stats[step2?.id ?? '']).toMatchObject({ status: 'idle' });
    expect(first?.stats[`start_of_workflow-${step1?.id ?? ''}`]).toEqual({ status: 'closed' });

    // 2.4 s in, the first step has completed and the second runs.
    vi.setSystemTime(START + 2400);
    const second = await read();
    expect(second?.stats[step1?.id ?? '']?.status).toBe('completed');
    expect(second?.stats[step2?.id ?? '']?.status).toBe('running');
    const actions = await admin.GET('/workflows/{workflow_id}/actions', {
      params: { path: { workflow_id: record.id }, query: { limit: 3 } },
    });
    const ran = actions.data?.collection.find((a) => a.node_id === step1?.id);
    expect(ran?.run_at_utc).toBe('2026-11-02T12:00:00Z');
    expect(ran?.completed_at_utc).toBe('2026-11-02T12:00:02Z');

    // Five request steps of 1.5 s after a 0.8 s lead: over by 8.3 s.
    vi.setSystemTime(START + 8300);
    const done = await read();
    expect(done).toMatchObject({
      status: 'completed',
      actions_count: 5,
      completed_actions_count: 5,
      failed_actions_count: 0,
    });
  });

  it('fails at the known step of a workflow whose demo action fails, with its failure note', async () => {
    const record = workflowByKey(SEEDED.failingTestRun);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const { data } = await admin.POST('/workflows/{id}/execute', {
      params: { path: { id: record.id } },
      body: {},
    });
    vi.setSystemTime(START + 60_000);
    const { data: ended } = await admin.GET('/executions/{id}', {
      params: { path: { id: data?.id ?? '' } },
    });
    expect(ended).toMatchObject({
      status: 'failed',
      actions_count: 4,
      completed_actions_count: 3,
      failed_actions_count: 1,
    });
    const { data: failed } = await admin.GET('/actions/completed', {
      params: { query: { execution_id: data?.id ?? '', status: 'failed' } },
    });
    expect(failed?.collection).toHaveLength(1);
    expect(failed?.collection[0]?.failure_note).toMatch(
      /^HTTP 503 from .*test runs of this workflow fail at/,
    );
    expect(failed?.collection[0]?.failed_at).not.toBeNull();
  });

  it('stops a started run where it is: nothing runs after', async () => {
    const record = workflowByKey('welcome-new-customers');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const { data } = await admin.POST('/workflows/{id}/execute', {
      params: { path: { id: record.id } },
      body: { execution_data: { run: 'to-stop' } },
    });
    vi.setSystemTime(START + 2400);
    await admin.POST('/executions/stop', { body: { filters: { run: 'to-stop' } } });
    vi.setSystemTime(START + 60_000);
    const { data: after } = await admin.GET('/executions/{id}', {
      params: { path: { id: data?.id ?? '' } },
    });
    expect(after).toMatchObject({
      status: 'stopped',
      completed_actions_count: 1,
      actions_count: 3,
    });
    expect(after?.stopped_actions_count).toBe(2);
  });

  it('answers 422 for execution_data that is not an object, and 404s', async () => {
    const record = workflowByKey('welcome-new-customers');
    const bad = await failure(
      admin.POST('/workflows/{id}/execute', {
        params: { path: { id: record.id } },
        body: { execution_data: [1, 2] as unknown as Record<string, unknown> },
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.fieldErrors.execution_data).toEqual(['must be a JSON object']);
    const missing = await failure(
      admin.GET('/executions/{id}', { params: { path: { id: 'nope' } } }),
    );
    expect(missing.status).toBe(404);
  });

  it('reads a seeded execution with the layout it ran and its steps by node id', async () => {
    const seeded = db.executions.all().find((e) => e.status === 'failed');
    if (!seeded) throw new Error('the seed has no failed execution');
    const { data } = await admin.GET('/executions/{id}', {
      params: { path: { id: seeded.id } },
    });
    const actions = db.actions.all().filter((a) => a.execution_id === seeded.id);
    const { data: workflow } = await admin.GET('/workflows/{id}', {
      params: { path: { id: seeded.workflow_id } },
    });
    expect(data?.status).toBe('failed');
    expect(data?.template).toEqual(workflow?.template);
    for (const action of actions) expect(data?.stats[action.node_id]?.status).toBe(action.status);
    expect(data?.execution_data).toEqual(seeded.data);
  });
});

describe('GET /account/usage', () => {
  it('counts executions and actions run in the period, and refuses a missing time', async () => {
    const { data } = await admin.GET('/account/usage', {
      params: { query: { start_time: '2020-01-01T00:00:00Z', end_time: '2030-01-01T00:00:00Z' } },
    });
    expect(data).toMatchObject({
      object: 'usage',
      executions_count: db.executions.size,
      users_count: db.users.size,
    });
    expect(data?.usage).toBe(db.actions.all().filter((a) => a.run_at !== null).length);
    const bad = await failure(
      admin.GET('/account/usage', {
        params: { query: { start_time: 'yesterday', end_time: '2030-01-01T00:00:00Z' } },
      }),
    );
    expect(bad.status).toBe(400);
  });
});
