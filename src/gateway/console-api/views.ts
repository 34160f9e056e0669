/**
 * Saved views, kept per user in the store:
 * - `GET /auth/views?list=<list>`: the caller's own views of that list and those shared with the
 *   team, by name; each says who saved it and whether the caller may change it (`editable`).
 * - `POST /auth/views` `{list, name, query, shared}`: saves one (a view of the same name by the same
 *   user is replaced); at most MAX_VIEWS per user and list.
 * - `DELETE /auth/views/<id>`: its owner, or an admin, deletes it.
 * Any signed-in role may keep views (they change nothing in the service); writes need the session's
 * CSRF token, as every write does.
 */
import type { FastifyInstance } from 'fastify';
import type { SignedIn, Sessions } from '../auth/session';
import type { GatewayConfig } from '../config';
import type { Refusal } from '../proxy/guard';
import type { SavedView, ViewRows } from '../store/views';
import { admit, invalid, refuse } from './guard';

export interface ViewRouteDeps {
  config: GatewayConfig;
  sessions: Sessions;
  views: ViewRows;
  now?: () => number;
}

export const VIEW_LISTS = ['workflows', 'runs', 'users', 'events', 'audit'] as const;
export const MAX_VIEWS = 100;
const NAME_MAX = 80;
const QUERY_MAX = 2000;

function listOf(value: unknown): string | Refusal {
  return typeof value === 'string' && (VIEW_LISTS as readonly string[]).includes(value)
    ? value
    : invalid(`list must be one of ${VIEW_LISTS.join(', ')}.`);
}

const editable = (view: SavedView, session: SignedIn) =>
  session.role === 'admin' || view.owner.toLowerCase() === session.user.toLowerCase();

const shown = (view: SavedView, session: SignedIn) => ({
  id: view.id,
  name: view.name,
  query: view.query,
  shared: view.shared,
  owner: view.owner,
  updated_at: view.updated_at,
  editable: editable(view, session),
});

interface ViewInput {
  list: string;
  name: string;
  query: string;
  shared: boolean;
}

/** The view a POST body asks to save, or why it cannot be saved. */
export function readViewInput(body: unknown): ViewInput | Refusal {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return invalid('Send the view as a JSON object: {list, name, query, shared}.');
  const fields = body as Record<string, unknown>;
  const list = listOf(fields.list);
  if (typeof list !== 'string') return list;
  const name = typeof fields.name === 'string' ? fields.name.trim() : '';
  if (name === '' || name.length > NAME_MAX)
    return invalid(`name must be 1 to ${String(NAME_MAX)} characters.`);
  const query = typeof fields.query === 'string' ? fields.query.replace(/^\?/, '') : undefined;
  if (query === undefined || query.length > QUERY_MAX)
    return invalid(`query must be a query string of at most ${String(QUERY_MAX)} characters.`);
  if (fields.shared !== undefined && typeof fields.shared !== 'boolean')
    return invalid('shared must be true or false.');
  return { list, name, query, shared: fields.shared === true };
}

export function registerViewRoutes(app: FastifyInstance, deps: ViewRouteDeps): void {
  const now = deps.now ?? Date.now;

  app.get('/auth/views', async (request, reply) => {
    const session = await admit(request, reply, deps);
    if (!session) return reply;
    const list = listOf((request.query as Record<string, unknown>).list);
    if (typeof list !== 'string') return refuse(reply, list);
    const views = await deps.views.list(list, session.user);
    return reply
      .header('cache-control', 'no-store')
      .send({ views: views.map((view) => shown(view, session)) });
  });

  app.post('/auth/views', async (request, reply) => {
    const session = await admit(request, reply, deps);
    if (!session) return reply;
    const input = readViewInput(request.body);
    if ('code' in input) return refuse(reply, input);
    const mine = await deps.views.list(input.list, session.user);
    const replacing = mine.some(
      (view) => view.owner.toLowerCase() === session.user.toLowerCase() && view.name === input.name,
    );
    if (!replacing && (await deps.views.count(input.list, session.user)) >= MAX_VIEWS)
      return refuse(reply, {
        status: 409,
        code: 'too_many_views',
        message: `You already keep ${String(MAX_VIEWS)} views of this list: delete one first.`,
      });
    const saved = await deps.views.save({ ...input, owner: session.user }, now());
    return reply
      .code(replacing ? 200 : 201)
      .header('cache-control', 'no-store')
      .send({ view: shown(saved, session) });
  });

  app.delete('/auth/views/:id', async (request, reply) => {
    const session = await admit(request, reply, deps);
    if (!session) return reply;
    const { id } = request.params as { id: string };
    const view = /^\d{1,15}$/.test(id) ? await deps.views.find(Number(id)) : undefined;
    const visible =
      view && (view.shared || view.owner.toLowerCase() === session.user.toLowerCase());
    if (!view || !visible)
      return refuse(reply, {
        status: 404,
        code: 'view_not_found',
        message: 'That view does not exist (it may have been deleted).',
      });
    if (!editable(view, session))
      return refuse(reply, {
        status: 403,
        code: 'not_your_view',
        message: `Only ${view.owner} (who saved it) or an admin can delete this view.`,
      });
    await deps.views.remove(view.id);
    return reply.header('cache-control', 'no-store').send({ deleted: view.id });
  });
}
