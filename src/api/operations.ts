/**
 * The interface's operations as an allow-list: method, path pattern (as written in openapi.yaml, under
 * `/api/v1`), the least role that may call it, and its admin-only inputs. The gateway forwards these
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
];

/** Whether `role` is at least `least`. */
export function roleAtLeast(role: Role, least: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(least);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** RFC 3986's pchar: unreserved, sub-delims, `:` and `@`, or a percent-escape. */
const PCHAR_ONLY = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/;

const plainValue = (value: string) =>
  // eslint-disable-next-line no-control-regex
  value !== '.' && value !== '..' && !/[/\\%\u0000-\u001f\u007f]/.test(value);

/**
 * One raw path segment, decoded: the one value every server behind reads from it, or undefined when
 * it could be read as anything else. Refused: an empty segment, characters outside RFC 3986's pchar,
 * a broken escape, and, once decoded, a dot segment (`.`, `..`, `%2e`, `.%2E`, ...), a slash or
 * backslash (`%2F`, `%5c`), a `%` (a double encoding such as `%252e`, which a server that decodes
 * twice reads as `.`) and control characters, as they are and in Unicode's compatibility form.
 */
export function decodeSegment(raw: string): string | undefined {
  if (!PCHAR_ONLY.test(raw)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  // Also as a server that folds Unicode compatibility forms reads it (`．．` is `..` in NFKC).
  return [decoded, decoded.normalize('NFKC')].every(plainValue) ? decoded : undefined;
}

/** A request matched to an operation, and the path to forward: rebuilt from the checked segments. */
export interface OperationMatch {
  operation: Operation;
  /** The path parameters, decoded (`{id}` -> `id`). */
  params: Readonly<Record<string, string>>;
  /** The path under `/api/v1`, each segment percent-encoded again from its decoded value. */
  path: string;
}

/**
 * The operation a method and a raw path under `/api/v1` (without the query) name, if any. Every
 * segment is decoded first (decodeSegment), so what is matched is what the service reads; forward
 * `path` of the answer, never the raw path.
 */
export function matchOperation(method: string, rawPath: string): OperationMatch | undefined {
  if (!rawPath.startsWith('/')) return undefined;
  const decoded = rawPath.slice(1).split('/').map(decodeSegment);
  if (decoded.some((segment) => segment === undefined)) return undefined;
  const segments = decoded as string[];
  for (const operation of OPERATIONS) {
    if (operation.method !== method) continue;
    const pattern = operation.path.slice(1).split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith('{')) return part === segment;
      params[part.slice(1, -1)] = segment;
      return true;
    });
    if (fits)
      return {
        operation,
        params,
        path: `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`,
      };
  }
  return undefined;
}
