/**
 * The History tab's endpoints (everyone signed in may read; watching needs an operator):
 * - `GET /auth/workflows/:id/versions?limit=&starting_after=`: a workflow's versions, newest first,
 *   paged like `/auth/audit` (`limit`, `starting_after`, `ending_before`; `{collection, meta: {page_limit, has_next_page, has_previous_page},
 *   watch}`), without their content;
 * - `GET /auth/versions/:versionId`: one version with its content;
 * - `POST` / `DELETE /auth/workflows/:id/watch`: the scan reads the workflow (or stops, unless it is a
 *   template or was opened lately); body `{user_key}` names whose workflow it is (default the
 *   console's default user key);
 * - `GET /auth/history/changes?from=&to=`: published versions first seen in the range, oldest first
 *   (`{collection: [{version_id, previous_version_id, workflow_id, workflow_name, at}]}`, the ids
 *   as strings);
 * - `GET /auth/history/status`: the scan's scope and last run, the history's size (Connection page).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleAtLeast } from '../../api/operations';
import type { AuditTrail } from '../audit';
import type { Sessions, SignedIn } from '../auth/session';
import type { GatewayConfig } from '../config';
import type { HistoryService } from '../history/service';
import type { Refusal } from '../proxy/guard';
import { admit, invalid, isRefusal, queryText as text, queryTime, refuse } from './guard';

export interface HistoryRouteDeps {
  config: GatewayConfig;
  sessions: Sessions;
  audit: AuditTrail;
  history: HistoryService;
}

const MAX_LIMIT = 100;
const MAX_CHANGES = 1000;

interface PageAsked {
  limit: number;
  startingAfter?: number;
  endingBefore?: number;
}

function readPage(query: unknown): PageAsked | Refusal {
  const limit = text(query, 'limit');
  if (limit !== undefined && (!/^\d+$/.test(limit) || +limit < 1 || +limit > MAX_LIMIT))
    return invalid(`limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  const page: PageAsked = { limit: limit === undefined ? 20 : Number(limit) };
  for (const [name, key] of [
    ['starting_after', 'startingAfter'],
    ['ending_before', 'endingBefore'],
  ] as const) {
    const cursor = text(query, name);
    if (cursor === undefined) continue;
    if (!/^\d{1,15}$/.test(cursor)) return invalid(`${name} must be the id of a version.`);
    page[key] = Number(cursor);
  }
  return page;
}

function readRange(query: unknown, now: number): { from: number; to: number } | Refusal {
  const times: Record<'from' | 'to', number> = { from: now - 30 * 86_400_000, to: now + 1 };
  for (const name of ['from', 'to'] as const) {
    const at = queryTime(query, name);
    if (isRefusal(at)) return at;
    if (at !== undefined) times[name] = at;
  }
  return times;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function registerHistoryRoutes(app: FastifyInstance, deps: HistoryRouteDeps): void {
  const { history } = deps;

  app.get('/auth/workflows/:id/versions', async (request, reply) => {
    if (!(await admit(request, reply, deps))) return reply;
    const page = readPage(request.query);
    if ('code' in page) return refuse(reply, page);
    const { id } = request.params as { id: string };
    const [found, watch] = await Promise.all([
      history.versions.list(id, page),
      history.watched.state(id),
    ]);
    return noStore(reply).send({
      collection: found.versions,
      meta: {
        page_limit: page.limit,
        has_next_page: found.hasNext,
        has_previous_page: found.hasPrevious,
      },
      watch: watch ?? null,
    });
  });

  app.get('/auth/versions/:versionId', async (request, reply) => {
    if (!(await admit(request, reply, deps))) return reply;
    const { versionId } = request.params as { versionId: string };
    const version = /^\d{1,15}$/.test(versionId)
      ? await history.versions.get(Number(versionId))
      : undefined;
    if (!version)
      return refuse(reply, {
        status: 404,
        code: 'not_found',
        message: `There is no version ${versionId} in the history (it may have been pruned).`,
      });
    return noStore(reply).send(version);
  });

  const watchRoute =
    (watching: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await admit(request, reply, deps);
      if (!session) return reply;
      if (!roleAtLeast(session.role, 'operator'))
        return refuse(reply, {
          status: 403,
          code: 'forbidden_for_role',
          message: `Your role (${session.role}) may not change what the scan watches; the operator role may.`,
        });
      const { id } = request.params as { id: string };
      const userKey = text(request.body ?? {}, 'user_key') ?? deps.config.defaultUserKey;
      if (watching) await history.watched.watch(id, userKey, session.user, Date.now());
      else await history.watched.unwatch(id);
      await recordWatch(request, session, id, watching);
      return noStore(reply).send({ watch: (await history.watched.state(id)) ?? null });
    };

  const recordWatch = (request: FastifyRequest, session: SignedIn, id: string, watching: boolean) =>
    deps.audit.record({
      event: 'history_write',
      action: watching ? 'watchWorkflow' : 'unwatchWorkflow',
      user: session.user,
      role: session.role,
      method: request.method,
      path: `/auth/workflows/${id}/watch`,
      resource: `workflow:${id}`,
      status: 200,
      request_id: request.id,
      client: request.ip,
    });

  app.post('/auth/workflows/:id/watch', watchRoute(true));
  app.delete('/auth/workflows/:id/watch', watchRoute(false));

  app.get('/auth/history/changes', async (request, reply) => {
    if (!(await admit(request, reply, deps))) return reply;
    const range = readRange(request.query, Date.now());
    if ('code' in range) return refuse(reply, range);
    const rows = await history.versions.changes(range.from, range.to, MAX_CHANGES);
    return noStore(reply).send({
      collection: rows.map((row) => ({
        // Strings, as the overview's chart marks read them.
        version_id: String(row.id),
        previous_version_id:
          row.previous_version_id === null ? null : String(row.previous_version_id),
        workflow_id: row.workflow_id,
        workflow_name: row.workflow_name,
        at: row.first_seen_at,
      })),
    });
  });

  app.get('/auth/history/status', async (request, reply) => {
    if (!(await admit(request, reply, deps))) return reply;
    return noStore(reply).send(await history.status());
  });
}
