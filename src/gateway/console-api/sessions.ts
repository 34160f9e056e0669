/**
 * The Sessions screen's endpoints:
 * - `GET /auth/sessions[?user=<name>]`: live sessions, newest first; an admin sees everyone's (or one
 *   user's), anyone else their own. Each says whether it is the one asking (`current`).
 * - `DELETE /auth/sessions/<id>`: ends one (an admin any, anyone else their own);
 * - `DELETE /auth/sessions?user=<name>` (admins): ends all of that user's sessions;
 *   `DELETE /auth/sessions?others=true`: ends the caller's other sessions.
 * The session making the request is never ended by a bulk end (Sign out does that). Every session
 * ended here is an audit row (`session_ended`), written together with the deletion.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditEvent } from '../audit';
import type { SessionSummary, Sessions, SignedIn } from '../auth/session';
import type { GatewayConfig } from '../config';
import { admit, refuse } from './guard';

export interface SessionRouteDeps {
  config: GatewayConfig;
  sessions: Sessions;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const adminOnly = {
  status: 403,
  code: 'forbidden_for_role',
  message: 'Only an admin can see or end other people’s sessions.',
};

function endedEvent(request: FastifyRequest, actor: SignedIn, ended: SessionSummary): AuditEvent {
  return {
    event: 'session_ended',
    user: actor.user,
    role: actor.role,
    method: 'DELETE',
    path: '/auth/sessions',
    resource: `user:${ended.user}`,
    status: 200,
    request_id: request.id,
    client: request.ip,
    reason: `ended ${ended.user === actor.user ? 'own' : `${ended.user}'s`} session signed in at ${ended.created_at} from ${ended.address}`,
  };
}

export function registerSessionRoutes(app: FastifyInstance, deps: SessionRouteDeps): void {
  const { sessions } = deps;

  app.get('/auth/sessions', async (request, reply) => {
    const session = await admit(request, reply, deps);
    if (!session) return reply;
    const asked = text((request.query as Record<string, unknown>).user);
    if (
      session.role !== 'admin' &&
      asked !== undefined &&
      asked.toLowerCase() !== session.user.toLowerCase()
    )
      return refuse(reply, adminOnly);
    const list = await sessions.list(session.role === 'admin' ? asked : session.user);
    return reply.header('cache-control', 'no-store').send({
      sessions: list.map((item) => ({ ...item, current: item.id === session.id })),
    });
  });

  app.delete('/auth/sessions/:id', async (request, reply) => {
    const session = await admit(request, reply, deps);
    if (!session) return reply;
    const { id } = request.params as { id: string };
    const mine = session.role === 'admin' ? undefined : session.user;
    const found = (await sessions.list(mine)).find((item) => item.id === id);
    if (!found)
      return refuse(reply, {
        status: 404,
        code: 'session_not_found',
        message: 'That session has already ended.',
      });
    const ended = await sessions.end([found], (item) => endedEvent(request, session, item));
    return reply.header('cache-control', 'no-store').send({ ended });
  });

  app.delete('/auth/sessions', async (request, reply) => {
    const session = await admit(request, reply, deps);
    if (!session) return reply;
    const query = request.query as Record<string, unknown>;
    const user = text(query.user);
    const others = query.others === 'true';
    if (!others && user === undefined)
      return refuse(reply, {
        status: 400,
        code: 'missing_parameter',
        message:
          'Say whose sessions to end: ?user=<name> (admins) or ?others=true (your other sessions).',
      });
    if (user !== undefined && session.role !== 'admin') return refuse(reply, adminOnly);
    const targets = (await sessions.list(user ?? session.user)).filter(
      (item) => item.id !== session.id,
    );
    const ended = await sessions.end(targets, (item) => endedEvent(request, session, item));
    return reply.header('cache-control', 'no-store').send({ ended });
  });
}
