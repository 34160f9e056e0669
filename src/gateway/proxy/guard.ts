/**
 * What the gateway checks before forwarding, as pure functions: a write comes from the console's own
 * origin and echoes the session's CSRF token; the role may call the operation; a non-admin sends no
 * admin-only input. Each check answers a Refusal (status, code, message a person can read) or nothing.
 */
import { timingSafeEqual } from 'node:crypto';
import { roleAtLeast, type Operation, type Role } from '../../api/operations.ts';
import { isPlainObject } from '../../utils/guards.ts';

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

type Headers = Readonly<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * A write must say where it comes from: `Origin` equal to one of the gateway's public origins, or
 * (from a browser that sends no Origin) `Sec-Fetch-Site: same-origin`. A request that says neither is
 * refused too: scripts send `Origin: <WFC_PUBLIC_URL>` themselves.
 */
export function checkSameOrigin(
  headers: Headers,
  allowedOrigins: readonly string[],
): Refusal | undefined {
  const origin = single(headers.origin);
  const site = single(headers['sec-fetch-site']);
  const refuse = (why: string): Refusal => ({
    status: 403,
    code: 'cross_site_request',
    message: `Refused: ${why}. Changes are accepted only from the console's own pages.`,
  });
  if (site !== undefined && site !== 'same-origin')
    return refuse(
      `the browser says this request comes from another site (Sec-Fetch-Site: ${site})`,
    );
  if (origin !== undefined) {
    return allowedOrigins.includes(origin)
      ? undefined
      : refuse(
          `it comes from ${origin === 'null' ? 'an opaque origin' : origin}, not from ${allowedOrigins[0] ?? 'this console'}`,
        );
  }
  if (site === 'same-origin') return undefined;
  return refuse('it does not say where it comes from (no Origin or Sec-Fetch-Site header)');
}

export function checkCsrfToken(
  sent: string | string[] | undefined,
  expected: string,
): Refusal | undefined {
  const token = single(sent) ?? '';
  const a = Buffer.from(token);
  const b = Buffer.from(expected);
  if (a.length === b.length && timingSafeEqual(a, b)) return undefined;
  return {
    status: 403,
    code: 'csrf_token_missing',
    message:
      token === ''
        ? 'Refused: the X-CSRF-Token header is missing. The console reads it from GET /auth/me.'
        : 'Refused: the X-CSRF-Token header does not match this session. Reload the console.',
  };
}

const ACTIONS: Record<string, string> = {
  updateWorkflowSettings: 'save settings',
  discardWorkflowDraft: 'discard drafts',
  discardActionTypeDraft: 'discard drafts',
  stopExecutions: 'stop executions',
  installApp: 'install apps',
  updateInstalledApp: 'update installed apps',
  publishWorkflow: 'publish workflows',
  updateWorkflow: 'update workflows (switch them on or off)',
  executeWorkflow: 'run workflows',
};

export function checkRole(operation: Operation, role: Role): Refusal | undefined {
  if (roleAtLeast(role, operation.role)) return undefined;
  const action = ACTIONS[operation.operationId] ?? `call ${operation.operationId}`;
  return {
    status: 403,
    code: 'forbidden_for_role',
    message: `Your role (${role}) may not ${action}; the ${operation.role} role may. Ask an admin of this console.`,
  };
}

/**
 * Admin-only inputs a non-admin sent: query parameters named in the allow-list (decoded, so
 * `%69s_template` counts; `is_template[]`, `IS_TEMPLATE` and similar spellings too) and top-level
 * body fields.
 */
export function checkAdminInputs(
  operation: Operation,
  role: Role,
  query: URLSearchParams,
  body: unknown,
): Refusal | undefined {
  if (role === 'admin' || !operation.adminOnly) return undefined;
  // In any case: a service that reads names case-insensitively must not see `IS_TEMPLATE` pass.
  const names = new Set([...query.keys()].map((key) => key.toLowerCase()));
  const used = [
    ...(operation.adminOnly.query ?? []).filter((name) =>
      [...names].some((key) => key === name || key.startsWith(`${name}[`)),
    ),
    ...(operation.adminOnly.body ?? []).filter(
      (name) => isPlainObject(body) && Object.hasOwn(body, name),
    ),
  ];
  if (used.length === 0) return undefined;
  return {
    status: 403,
    code: 'admin_only_input',
    message: `Only an admin may send ${used.map((name) => `"${name}"`).join(' and ')}; your role is ${role}.`,
  };
}

/** `application/json` or `application/<something>+json`, with or without parameters. */
export function isJsonType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}
