/**
 * The sign-in contract the console and scripts use:
 * - `POST /auth/login` (form or JSON `username`, `password`, optional `return_to`): 303 to `/` (or
 *   return_to) with the session cookie; 401 with a readable message; 429 while failures lock the
 *   name or address (with `retry_at`); 503 while the store cannot be reached;
 * - `POST /auth/logout`: deletes the session's record (a copy of the cookie is refused from then on),
 *   303 to `/`;
 * - `GET /auth/me`: `{user, role, via, csrf_token, expires_at}` or 401.
 * A browser's sign-in or sign-out must come from this origin (a forged sign-in would put the victim in
 * the attacker's session); a script that sends neither Origin nor Sec-Fetch-Site is let through.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameOriginPath } from '../../utils/return-path';
import type { AuditEvent, AuditTrail } from '../audit';
import type { GatewayConfig } from '../config';
import { checkSameOrigin } from '../proxy/guard';
import { lockoutText, type Lockout, type LoginLimiter } from './login-limits';
import { verifyDecoy, verifyPassword } from './password';
import type { Sessions } from './session';
import type { UsersFile } from './users-file';

export interface AuthDeps {
  config: GatewayConfig;
  sessions: Sessions;
  users: UsersFile | undefined;
  limiter: LoginLimiter;
  audit: AuditTrail;
}

const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error: { code, message } });

/** 429 while a lockout lasts: when it ends, in words, in `retry_at` and in `Retry-After`. */
function refuseLocked(reply: FastifyReply, lockout: Lockout) {
  const seconds = Math.max(1, Math.ceil((lockout.until - Date.now()) / 1000));
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .header('cache-control', 'no-store')
    .send({
      error: {
        code: 'too_many_attempts',
        message: lockoutText(lockout),
        retry_at: new Date(lockout.until).toISOString(),
      },
    });
}

function lockedEvent(
  record: Pick<AuditEvent, 'method' | 'path' | 'request_id' | 'client' | 'via'>,
  username: string,
  lockout: Lockout,
): AuditEvent {
  return {
    ...record,
    event: 'sign_in_locked',
    user: username.slice(0, 64),
    role: null,
    status: 401,
    resource: lockout.by === 'user' ? `user:${username.slice(0, 64)}` : `address:${record.client}`,
    reason: `${lockout.by === 'user' ? 'user name' : 'address'} locked until ${new Date(lockout.until).toISOString()}`,
  };
}

/** Browsers' Origin / Sec-Fetch-Site must say "this site" when present; scripts send neither. */
export function browserCrossSite(request: FastifyRequest, config: GatewayConfig) {
  const { origin } = request.headers;
  const site = request.headers['sec-fetch-site'];
  if (origin === undefined && site === undefined) return undefined;
  return checkSameOrigin(request.headers, config.allowedOrigins);
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { config, sessions, users, limiter, audit } = deps;

  void app.register((auth, _options, done) => {
    auth.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, next) => {
        next(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    auth.post('/auth/login', { bodyLimit: 16_384 }, async (request, reply) => {
      const crossSite = browserCrossSite(request, config);
      if (crossSite) return fail(reply, crossSite.status, crossSite.code, crossSite.message);
      if (!users)
        return fail(
          reply,
          404,
          'password_sign_in_off',
          'Signing in with a password is not enabled here.',
        );
      const body = (request.body ?? {}) as Record<string, unknown>;
      const username = typeof body.username === 'string' ? body.username.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (username === '' || password === '')
        return fail(reply, 400, 'missing_credentials', 'Send a user name and a password.');

      const gate = await limiter.begin(request, username);
      const record = {
        method: 'POST',
        path: '/auth/login',
        request_id: request.id,
        client: request.ip,
        via: 'password',
        resource: `user:${username.slice(0, 64)}`,
      };
      if (gate.blocked) {
        await audit.record({
          event: 'sign_in_failed',
          user: username.slice(0, 64),
          role: null,
          status: 429,
          reason: `locked out until ${new Date(gate.until).toISOString()} (${gate.by})`,
          ...record,
        });
        return refuseLocked(reply, gate);
      }
      const entry = users.lookup(username);
      const ok = entry
        ? await verifyPassword(password, entry.hash)
        : await verifyDecoy(password, users.decoyCost());
      if (!ok || !entry) {
        const lockout = gate.failed();
        await audit.record({
          event: 'sign_in_failed',
          user: username.slice(0, 64),
          role: null,
          status: 401,
          reason: 'wrong user name or password',
          ...record,
        });
        if (lockout) await audit.record(lockedEvent(record, username, lockout));
        return reply
          .code(401)
          .header('cache-control', 'no-store')
          .send({
            error: {
              code: 'invalid_credentials',
              message: `The user name or password is wrong.${lockout ? ` ${lockoutText(lockout)}` : ''}`,
              ...(lockout ? { retry_at: new Date(lockout.until).toISOString() } : {}),
            },
          });
      }
      await gate.succeeded();
      await sessions.signIn(
        request,
        { user: entry.name, role: entry.role, via: 'password', hash: entry.hash },
        (session) => ({
          event: 'sign_in',
          user: session.user,
          role: session.role,
          status: 303,
          ...record,
          resource: `user:${session.user}`,
        }),
      );
      return reply
        .header('cache-control', 'no-store')
        .redirect(sameOriginPath(body.return_to), 303);
    });

    auth.post('/auth/logout', async (request, reply) => {
      const crossSite = browserCrossSite(request, config);
      if (crossSite) return fail(reply, crossSite.status, crossSite.code, crossSite.message);
      await sessions.signOut(request, (session) => ({
        event: 'sign_out',
        user: session.user,
        role: session.role,
        method: 'POST',
        path: '/auth/logout',
        resource: `user:${session.user}`,
        status: 303,
        request_id: request.id,
        client: request.ip,
        via: session.via,
      }));
      return reply.header('cache-control', 'no-store').redirect('/', 303);
    });

    auth.get('/auth/me', async (request, reply) => {
      const session = await sessions.current(request);
      if (!session) return fail(reply, 401, 'not_signed_in', 'Not signed in.');
      const ends = sessions.endsAt(session);
      const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
      return reply.header('cache-control', 'no-store').send({
        user: session.user,
        role: session.role,
        via: session.via,
        csrf_token: session.csrf,
        expires_at: { idle: iso(ends.idle), absolute: iso(ends.absolute) },
      });
    });
    done();
  });
}
