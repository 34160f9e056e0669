/**
 * The Audit screen's endpoint, `GET /auth/audit`: the audit rows newest first, filtered by `user`,
 * `action`, `resource`, `status` (`success` = 200 to 399, `4xx`, `5xx`, or one code), `from` and `to`
 * (ISO 8601 times; from included, to excluded), paged as the service's lists are: `limit` (1 to 500,
 * default 50), `starting_after` / `ending_before` a row's id, and the answer
 * `{collection, meta: {page_limit, has_next_page, has_previous_page}, scope}`. Admins see everyone's
 * rows; operators only their own (the `user` filter is theirs whatever was asked, and `scope` is
 * `own`); viewers are refused.
 */
import type { FastifyInstance } from 'fastify';
import type { Sessions } from '../auth/session';
import type { GatewayConfig } from '../config';
import type { Refusal } from '../proxy/guard';
import type { AuditRows, AuditSearch } from '../store/audit';
import { admit, invalid, isRefusal, queryText, queryTime, refuse } from './guard';

export interface AuditRouteDeps {
  config: GatewayConfig;
  sessions: Sessions;
  rows: AuditRows;
}

const MAX_LIMIT = 500;

function statusRange(value: string): AuditSearch['status'] | Refusal {
  if (value === 'success') return { min: 200, max: 399 };
  const klass = /^([1-5])xx$/i.exec(value);
  if (klass) return { min: Number(klass[1]) * 100, max: Number(klass[1]) * 100 + 99 };
  if (/^[1-5]\d\d$/.test(value)) return { min: Number(value), max: Number(value) };
  return invalid(`status must be success, 4xx, 5xx or a status code such as 403 (got "${value}").`);
}

/** The search a query string asks for, or why it cannot be done. */
export function readAuditSearch(query: Record<string, unknown>): AuditSearch | Refusal {
  const value = (name: string) => queryText(query, name);
  const search: AuditSearch = { limit: 50 };
  const limit = value('limit');
  if (limit !== undefined) {
    if (!/^\d+$/.test(limit) || Number(limit) < 1 || Number(limit) > MAX_LIMIT)
      return invalid(`limit must be a whole number from 1 to ${MAX_LIMIT}.`);
    search.limit = Number(limit);
  }
  for (const [name, key] of [
    ['starting_after', 'startingAfter'],
    ['ending_before', 'endingBefore'],
  ] as const) {
    const cursor = value(name);
    if (cursor === undefined) continue;
    if (!/^\d{1,15}$/.test(cursor)) return invalid(`${name} must be the id of an audit row.`);
    search[key] = Number(cursor);
  }
  for (const name of ['user', 'action', 'resource'] as const) {
    const given = value(name);
    if (given !== undefined) search[name] = given;
  }
  const status = value('status');
  if (status !== undefined) {
    const range = statusRange(status);
    if (isRefusal(range)) return range;
    search.status = range;
  }
  for (const name of ['from', 'to'] as const) {
    const at = queryTime(query, name);
    if (isRefusal(at)) return at;
    if (at !== undefined) search[name] = at;
  }
  return search;
}

export function registerAuditRoutes(app: FastifyInstance, deps: AuditRouteDeps): void {
  app.get('/auth/audit', async (request, reply) => {
    const session = await admit(request, reply, deps);
    if (!session) return reply;
    if (session.role === 'viewer')
      return refuse(reply, {
        status: 403,
        code: 'forbidden_for_role',
        message:
          'Your role (viewer) may not read the audit trail: operators see their own actions, admins everyone’s.',
      });
    const search = readAuditSearch(request.query as Record<string, unknown>);
    if ('code' in search) return refuse(reply, search);
    const own = session.role !== 'admin';
    const page = await deps.rows.search(own ? { ...search, user: session.user } : search);
    return reply.header('cache-control', 'no-store').send({
      collection: page.events,
      meta: {
        page_limit: search.limit,
        has_next_page: page.hasNext,
        has_previous_page: page.hasPrevious,
      },
      scope: own ? 'own' : 'all',
    });
  });
}
