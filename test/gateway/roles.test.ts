/**
 * Roles, enforced by the gateway: viewer reads only; operator also discards drafts, saves settings,
 * stops executions, installs/updates apps, publishes, switches and runs workflows; admin also sends the admin-only inputs (`groups`, the
 * `is_template` filter). A refusal is a 403 with a readable message, audited, and never forwarded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  signedIn,
  startStack,
  type Browser,
  type Stack,
  type TestRole,
} from './support';

let stack: Stack;
const browsers = {} as Record<TestRole, Browser>;
let workflowId = '';
let actionTypeId = '';
let appIdentifier = '';

beforeAll(async () => {
  stack = await startStack();
  for (const role of ['viewer', 'operator', 'admin'] as const)
    browsers[role] = await signedIn(stack, role);
  const list = (await browsers.viewer.request('GET', '/api/v1/workflows?limit=100')).json() as {
    collection: { id: string; action_type_ids: string[] }[];
  };
  workflowId = list.collection[0]?.id ?? '';
  actionTypeId =
    list.collection.find((workflow) => workflow.action_type_ids.length > 0)?.action_type_ids[0] ??
    '';
  const apps = (await browsers.viewer.request('GET', '/api/v1/installed_apps')).json() as {
    collection: { app_identifier: string }[];
  };
  appIdentifier = apps.collection[0]?.app_identifier ?? '';
});

afterAll(() => stack.close());

type Call = [name: string, method: string, path: () => string, body?: unknown];

const reads: Call[] = [
  ['list workflows', 'GET', () => '/api/v1/workflows?limit=2'],
  ['read a workflow', 'GET', () => `/api/v1/workflows/${workflowId}`],
  ['read an action type', 'GET', () => `/api/v1/action_types/${actionTypeId}`],
  ['list users', 'GET', () => '/api/v1/users?limit=2'],
  ['list events', 'GET', () => '/api/v1/events?limit=2'],
  ['list installed apps', 'GET', () => '/api/v1/installed_apps'],
  [
    'read the account usage',
    'GET',
    () => '/api/v1/account/usage?start_time=2026-01-01T00:00:00Z&end_time=2027-01-01T00:00:00Z',
  ],
];

const operatorWrites: Call[] = [
  ['discard a workflow draft', 'POST', () => `/api/v1/workflows/${workflowId}/discard_draft`, {}],
  [
    'discard an action type draft',
    'POST',
    () => `/api/v1/action_types/${actionTypeId}/discard_draft`,
    {},
  ],
  [
    'save settings',
    'PUT',
    () => `/api/v1/workflows/${workflowId}/settings`,
    { user_key: 'main', form_data: {} },
  ],
  [
    'stop executions',
    'POST',
    () => '/api/v1/executions/stop',
    { user_key: 'nobody-here', filters: {} },
  ],
  ['update an installed app', 'PUT', () => `/api/v1/installed_apps/${appIdentifier}`, {}],
  ['publish a draft', 'POST', () => `/api/v1/workflows/${workflowId}/publish`, {}],
  [
    'switch a workflow on',
    'PUT',
    () => `/api/v1/workflows/${workflowId}`,
    { name: 'Switched by a test', on: true },
  ],
  [
    'run a workflow',
    'POST',
    () => `/api/v1/workflows/${workflowId}/execute`,
    { execution_data: { test: true } },
  ],
];

const adminInputs: Call[] = [
  ['filter by is_template', 'GET', () => '/api/v1/workflows?is_template=true'],
  ['filter by an escaped is_template', 'GET', () => '/api/v1/workflows?%69s_template=false'],
  [
    'install with groups',
    'POST',
    () => '/api/v1/installed_apps',
    { app_identifier: 'no-such-app', groups: ['ops'] },
  ],
  [
    'regroup an installed app',
    'PUT',
    () => `/api/v1/installed_apps/${appIdentifier}`,
    { groups: ['ops'] },
  ],
  [
    'make a workflow a template',
    'PUT',
    () => `/api/v1/workflows/${workflowId}`,
    { name: 'Made a template', on: true, is_template: true },
  ],
];

const call = (role: TestRole, [, method, path, body]: Call) =>
  body === undefined
    ? browsers[role].request(method, path())
    : browsers[role].json(method, path(), body);

/** Allowed means the service answered (whatever it said); refused means the gateway's own 403. */
async function expectAllowed(role: TestRole, item: Call) {
  const before = stack.forwarded.length;
  const answer = await call(role, item);
  expect(answer.headers.get('x-request-id'), `${role} may ${item[0]}`).toMatch(/^req_/);
  expect(stack.forwarded.length).toBe(before + 1);
}

async function expectRefused(role: TestRole, item: Call, code: string) {
  const before = stack.forwarded.length;
  const audited = stack.audit.length;
  const answer = await call(role, item);
  expect(answer.status, `${role} may not ${item[0]}`).toBe(403);
  expect(errorCode(answer)).toBe(code);
  expect((answer.json() as { error: { message: string } }).error.message).toContain(`role`);
  expect(stack.forwarded.length).toBe(before);
  if (item[1] !== 'GET')
    expect(stack.audit.slice(audited)).toEqual([
      expect.objectContaining({
        event: 'api_write',
        user: role,
        role,
        status: 403,
        forwarded: false,
      }),
    ]);
}

describe('viewer', () => {
  it.each(reads)('may %s', (...item) => expectAllowed('viewer', item));
  it.each(operatorWrites)('may not %s', (...item) =>
    expectRefused('viewer', item, 'forbidden_for_role'),
  );
  it('may not install an app', () =>
    expectRefused(
      'viewer',
      ['install', 'POST', () => '/api/v1/installed_apps', { app_identifier: 'x' }],
      'forbidden_for_role',
    ));
  it.each(adminInputs.filter(([, method]) => method === 'GET'))('may not %s', (...item) =>
    expectRefused('viewer', item, 'admin_only_input'),
  );
  it('is told why in words', async () => {
    const answer = await browsers.viewer.json(
      'POST',
      `/api/v1/workflows/${workflowId}/discard_draft`,
      {},
    );
    expect((answer.json() as { error: { message: string } }).error.message).toBe(
      'Your role (viewer) may not discard drafts; the operator role may. Ask an admin of this console.',
    );
  });
});

describe('operator', () => {
  it.each(reads)('may %s', (...item) => expectAllowed('operator', item));
  it.each(operatorWrites)('may %s', (...item) => expectAllowed('operator', item));
  it('may install an app (without groups)', () =>
    expectAllowed('operator', [
      'install',
      'POST',
      () => '/api/v1/installed_apps',
      { app_identifier: 'no-such-app' },
    ]));
  it.each(adminInputs)('may not %s', (...item) =>
    expectRefused('operator', item, 'admin_only_input'),
  );
  it('is audited for each publish, switch and run the gateway forwards', async () => {
    const audited = stack.audit.length;
    for (const item of operatorWrites.slice(-3)) await call('operator', item);
    expect(
      stack.audit
        .slice(audited)
        .map(({ event, user, role, path, forwarded }) => ({ event, user, role, path, forwarded })),
    ).toEqual(
      ['/publish', '', '/execute'].map((tail) => ({
        event: 'api_write',
        user: 'operator',
        role: 'operator',
        path: `/api/v1/workflows/${workflowId}${tail}`,
        forwarded: true,
      })),
    );
  });
});

describe('admin', () => {
  it.each(reads)('may %s', (...item) => expectAllowed('admin', item));
  it.each(operatorWrites)('may %s', (...item) => expectAllowed('admin', item));
  it.each(adminInputs)('may %s', (...item) => expectAllowed('admin', item));
});
