/**
 * The sign-in contract the console and scripts use:
 * - `POST /auth/login` (form or JSON `username`, `password`, optional `return_to`): 303 to `/` (or
 *   return_to) with the session cookie; 401 with a readable message; 429 when failures pile up;
 * - `POST /auth/logout`: ends the session, 303 to `/`;
 * - `GET /auth/me`: `{user, role, via, csrf_token, expires_at}` or 401.
 * A browser's sign-in or sign-out must come from this origin (a forged sign-in would put the victim in
 * the attacker's session); a script that sends neither Origin nor Sec-Fetch-Site is let through.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameOriginPath } from '../../utils/return-path';
import type { AuditLog } from '../audit';
import type { GatewayConfig } from '../config';
import { checkSameOrigin } from '../proxy/guard';
import type { LoginLimiter } from './login-limits';
import { verifyDecoy, verifyPassword } from './password';
import type { Sessions } from './session';
import type { UsersFile } from './users-file';

export interface AuthDeps {
  config: GatewayConfig;
  sessions: Sessions;
  users: UsersFile | undefined;
  limiter: LoginLimiter;
  audit: AuditLog;
}

const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error: { code, message } });

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
      if (gate.blocked) {
        reply.header('retry-after', String(gate.retryAfterSeconds));
        return fail(reply, 429, 'too_many_attempts', gate.reason);
      }
      let entry;
      let ok = false;
      try {
        entry = users.lookup(username);
        ok = entry
          ? await verifyPassword(password, entry.hash)
          : await verifyDecoy(password, users.decoyCost());
      } finally {
        gate.release();
      }
      const record = {
        method: 'POST',
        path: '/auth/login',
        request_id: request.id,
        client: request.ip,
        via: 'password',
      };
      if (!ok || !entry) {
        await limiter.failed(request, username);
        audit.write({
          event: 'sign_in_failed',
          user: username.slice(0, 64),
          role: null,
          status: 401,
          reason: 'wrong user name or password',
          ...record,
        });
        return fail(reply, 401, 'invalid_credentials', 'The user name or password is wrong.');
      }
      const session = sessions.signIn(request, {
        user: entry.name,
        role: entry.role,
        via: 'password',
      });
      audit.write({
        event: 'sign_in',
        user: session.user,
        role: session.role,
        status: 303,
        ...record,
      });
      return reply
        .header('cache-control', 'no-store')
        .redirect(sameOriginPath(body.return_to), 303);
    });

    auth.post('/auth/logout', async (request, reply) => {
      const crossSite = browserCrossSite(request, config);
      if (crossSite) return fail(reply, crossSite.status, crossSite.code, crossSite.message);
      const session = sessions.current(request);
      sessions.signOut(request);
      if (session)
        audit.write({
          event: 'sign_out',
          user: session.user,
          role: session.role,
          method: 'POST',
          path: '/auth/logout',
          status: 303,
          request_id: request.id,
          client: request.ip,
          via: session.via,
        });
      return reply.header('cache-control', 'no-store').redirect('/', 303);
    });

    auth.get('/auth/me', async (request, reply) => {
      const session = sessions.current(request);
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
