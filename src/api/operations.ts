/**
 * The interface's operations as an allow-list: method, path pattern (as written in openapi.yaml, under
 * `/api/v1`), the least role that may call it, and its admin-only inputs; the five extensions from the
 * vendor's reference (not in the interface document) are marked. The gateway forwards these
 * and nothing else; `operations.test.ts` checks the list against the OpenAPI document, so a new
 * operation there fails the test until it is listed here with a role.
 *
 * Pure data and a matcher (no Node or DOM APIs): the gateway and the console both read it.
 */
export type Role = 'viewer' | 'operator' | 'admin';

export const ROLES: readonly Role[] = ['viewer', 'operator', 'admin'];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The path under `/api/v1`, with `{name}` for a path parameter. */
  path: string;
  /** The least role that may call it. */
  role: Role;
  /** Inputs only an admin may send: query parameter names and top-level JSON body fields. */
  adminOnly?: { query?: readonly string[]; body?: readonly string[] };
  /** From the vendor's reference, not the interface document: a service may lack it. */
  extension?: true;
}

export const OPERATIONS: readonly Operation[] = [
  {
    operationId: 'listWorkflows',
    method: 'GET',
    path: '/workflows',
    role: 'viewer',
    adminOnly: { query: ['is_template'] },
  },
  { operationId: 'getWorkflow', method: 'GET', path: '/workflows/{id}', role: 'viewer' },
  {
    operationId: 'updateWorkflowSettings',
    method: 'PUT',
    path: '/workflows/{id}/settings',
    role: 'operator',
  },
  {
    operationId: 'discardWorkflowDraft',
    method: 'POST',
    path: '/workflows/{id}/discard_draft',
    role: 'operator',
  },
  {
    operationId: 'listWorkflowDataFields',
    method: 'GET',
    path: '/workflows/{id}/data_fields',
    role: 'viewer',
  },
  {
    operationId: 'listWorkflowActions',
    method: 'GET',
    path: '/workflows/{workflow_id}/actions',
    role: 'viewer',
  },
  { operationId: 'listDataFields', method: 'GET', path: '/data_fields', role: 'viewer' },
  {
    operationId: 'listCompletedActions',
    method: 'GET',
    path: '/actions/completed',
    role: 'viewer',
  },
  { operationId: 'stopExecutions', method: 'POST', path: '/executions/stop', role: 'operator' },
  { operationId: 'getActionType', method: 'GET', path: '/action_types/{id}', role: 'viewer' },
  {
    operationId: 'discardActionTypeDraft',
    method: 'POST',
    path: '/action_types/{id}/discard_draft',
    role: 'operator',
  },
  { operationId: 'listUsers', method: 'GET', path: '/users', role: 'viewer' },
  { operationId: 'listInstalledApps', method: 'GET', path: '/installed_apps', role: 'viewer' },
  {
    operationId: 'installApp',
    method: 'POST',
    path: '/installed_apps',
    role: 'operator',
    adminOnly: { body: ['groups'] },
  },
  {
    operationId: 'updateInstalledApp',
    method: 'PUT',
    path: '/installed_apps/{app_identifier}',
    role: 'operator',
    adminOnly: { body: ['groups'] },
  },
  { operationId: 'listEvents', method: 'GET', path: '/events', role: 'viewer' },
  {
    operationId: 'publishWorkflow',
    method: 'POST',
    path: '/workflows/{id}/publish',
    role: 'operator',
    extension: true,
  },
  {
    operationId: 'updateWorkflow',
    method: 'PUT',
    path: '/workflows/{id}',
    role: 'operator',
    adminOnly: { body: ['groups', 'auto_clone_for_new_users', 'is_template'] },
    extension: true,
  },
  {
    operationId: 'executeWorkflow',
    method: 'POST',
    path: '/workflows/{id}/execute',
    role: 'operator',
    extension: true,
  },
  {
    operationId: 'getExecution',
    method: 'GET',
    path: '/executions/{id}',
    role: 'viewer',
    extension: true,
  },
  {
    operationId: 'getAccountUsage',
    method: 'GET',
    path: '/account/usage',
    role: 'viewer',
    extension: true,
  },
];

/** Whether `role` is at least `least`. */
export function roleAtLeast(role: Role, least: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(least);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * A path parameter: one non-empty segment of unreserved characters or percent-escapes, never `.` or
 * `..`, and no escaped `/`, `\` or `%` that a server behind could decode into another path.
 */
const SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/;
const ESCAPED_SEPARATOR = /%(?:2f|5c|25)/i;

function segmentMatches(pattern: string, segment: string): boolean {
  if (pattern.startsWith('{') && pattern.endsWith('}')) {
    return (
      segment !== '.' &&
      segment !== '..' &&
      SEGMENT.test(segment) &&
      !ESCAPED_SEPARATOR.test(segment)
    );
  }
  return pattern === segment;
}

/** The operation a method and a path under `/api/v1` (raw, without the query) name, if any. */
export function matchOperation(method: string, path: string): Operation | undefined {
  const segments = path.split('/');
  return OPERATIONS.find((operation) => {
    if (operation.method !== method) return false;
    const pattern = operation.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => segmentMatches(part, segments[index] ?? ''))
    );
  });
}
