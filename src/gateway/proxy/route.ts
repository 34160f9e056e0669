/**
 * `/api/v1/*`: the only way from a browser to the service. Only the allow-listed operations pass
 * (anything else is 404); a session is needed (401); a write must come from the console's origin with
 * the session's CSRF token (403, nothing forwarded); the role and admin-only inputs are checked (403);
 * then the request goes on with the key, on exactly the path that was checked, and a JSON answer comes
 * back as the service gave it (anything else does not: answers.ts).
 */
import { BULK_ACTION_HEADER, bulkActionOf } from './bulk-action';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchOperation } from '../../api/operations';
import type { AuditTrail } from '../audit';
import type { Sessions } from '../auth/session';
import type { GatewayConfig } from '../config';
import {
  checkAdminInputs,
  checkCsrfToken,
  checkRole,
  checkSameOrigin,
  isJsonType,
  isWrite,
  type Refusal,
} from './guard';
import { resourceOf } from './resource';
import type { Upstream } from './upstream';
import type { Recorder } from '../history/recorder';
import { markApiAnswers, notJsonRefusal, releaseWhenSent, retryAfterOf } from './answers';
import { acceptRawBodies } from '../http/raw-bodies';
import { pathOf } from '../http/logged-url';

const API_PREFIX = '/api/v1';

/** Request headers passed on; everything else (cookies, Authorization, forwarding headers) is dropped. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'content-type',
  'idempotency-key',
  'x-request-id',
];

/** Answer headers passed back; Set-Cookie and hop-by-hop headers never are. */
const RETURNED_HEADERS = new Set([
  'content-type',
  'content-encoding',
  'content-language',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
  'retry-after',
  'x-request-id',
  'idempotent-replayed',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
]);

export interface ProxyDeps {
  config: GatewayConfig;
  sessions: Sessions;
  upstream: Upstream;
  audit: AuditTrail;
  /** Workflow history: records the versions in workflow answers once they were sent. */
  history?: Recorder;
}

const refuse = (reply: FastifyReply, refusal: Refusal) =>
  reply
    .code(refusal.status)
    .header('cache-control', 'no-store')
    .send({ error: { code: refusal.code, message: refusal.message } });

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The user key a call names (query for reads, body for writes), if any. */
function userKeyOf(params: URLSearchParams, body: unknown): string | undefined {
  const fromBody =
    typeof body === 'object' && body !== null
      ? (body as { user_key?: unknown }).user_key
      : undefined;
  const given = typeof fromBody === 'string' ? fromBody : params.get('user_key');
  return given?.trim() || undefined;
}

export function registerProxy(app: FastifyInstance, deps: ProxyDeps): void {
  const { config, sessions, upstream, audit, history } = deps;

  void app.register((api, _options, done) => {
    // Forwarded as they came; JSON is parsed only to look for admin-only fields.
    acceptRawBodies(api, config.bodyLimitBytes);
    markApiAnswers(api);

    api.all(`${API_PREFIX}/*`, { compress: false }, async (request, reply) => {
      const method = request.method;
      const raw = request.raw.url ?? '';
      const path = pathOf(raw);
      const query = raw.slice(path.length);
      const match = path.startsWith(`${API_PREFIX}/`)
        ? matchOperation(method, path.slice(API_PREFIX.length))
        : undefined;
      if (!match)
        return refuse(reply, {
          status: 404,
          code: 'not_found',
          message: `${method} ${path} is not an operation of the interface, so the gateway does not forward it.`,
        });

      const session = await sessions.current(request);
      if (!session)
        return refuse(reply, {
          status: 401,
          code: 'not_signed_in',
          message: 'Sign in first: there is no session, or it has expired.',
        });

      const write = isWrite(method);
      const bulk = bulkActionOf(request.headers[BULK_ACTION_HEADER]);
      const requestId = header(request, 'x-request-id') ?? `gw_${randomUUID()}`;
      const record = async (
        status: number,
        forwarded: boolean,
        reason?: string,
        answerId?: string,
      ) => {
        if (!write) return;
        await audit.record({
          event: 'api_write',
          action: match.operation.operationId,
          user: session.user,
          role: session.role,
          method,
          path: `${API_PREFIX}${match.path}`,
          resource: resourceOf(match),
          status,
          request_id: answerId ?? requestId,
          client: request.ip,
          forwarded,
          ...(reason ? { reason } : {}),
          ...(bulk ? { bulk } : {}),
        });
      };

      if (write) {
        const forgery =
          checkSameOrigin(request.headers, config.allowedOrigins) ??
          checkCsrfToken(request.headers['x-csrf-token'], session.csrf);
        // Not audited: a forged request names a victim, not an actor.
        if (forgery) return refuse(reply, forgery);
      }

      let body: unknown;
      const bytes = write && Buffer.isBuffer(request.body) ? request.body : undefined;
      if (bytes && bytes.length > 0) {
        if (!isJsonType(request.headers['content-type']))
          return refuse(reply, {
            status: 415,
            code: 'unsupported_media_type',
            message: 'Send the body as JSON (Content-Type: application/json).',
          });
        try {
          body = JSON.parse(bytes.toString('utf8'));
        } catch {
          return refuse(reply, {
            status: 400,
            code: 'invalid_json',
            message: 'The body is not valid JSON.',
          });
        }
      }

      const params = new URLSearchParams(query);
      const denied =
        checkRole(match.operation, session.role) ??
        checkAdminInputs(match.operation, session.role, params, body);
      if (denied) {
        await record(denied.status, false, denied.code);
        return refuse(reply, denied);
      }

      const headers: Record<string, string> = { 'x-request-id': requestId };
      for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = header(request, name);
        if (value !== undefined) headers[name] = value;
      }
      const result = await upstream.send({
        method,
        // Exactly what was checked: the path rebuilt from its decoded segments, the query from the
        // parameters read (a `;` or a stray `%` cannot split them differently at the service).
        path: `${match.path}${params.size > 0 ? `?${params.toString()}` : ''}`,
        headers,
        ...(bytes ? { body: bytes } : {}),
      });
      if (result.kind === 'failed') {
        await record(result.status, true, result.code);
        retryAfterOf(reply, result);
        return refuse(reply, result);
      }
      releaseWhenSent(reply, result);
      const answerId = result.headers['x-request-id'];
      const notJson = notJsonRefusal(result);
      if (notJson) {
        request.log.warn(
          { status: result.status, contentType: result.headers['content-type'] ?? null },
          'the service answered something else than JSON; not passed on',
        );
        await record(notJson.status, true, notJson.code, answerId);
        for (const name of ['x-request-id', 'retry-after']) {
          const value = result.headers[name];
          if (value !== undefined) reply.header(name, value);
        }
        return refuse(reply, notJson);
      }
      await record(result.status, true, undefined, answerId);
      reply.code(result.status);
      for (const [name, value] of Object.entries(result.headers)) {
        if (RETURNED_HEADERS.has(name)) reply.header(name, value);
      }
      if (!result.headers['cache-control']) reply.header('cache-control', 'no-store');
      if (history?.wants(match.operation.operationId, result.status)) {
        const userKey = userKeyOf(params, body) ?? config.defaultUserKey;
        // After the browser has its answer: recording never delays it.
        reply.raw.once('close', () => {
          setImmediate(() => {
            void history.answered({
              operationId: match.operation.operationId,
              status: result.status,
              headers: result.headers,
              body: result.body,
              user: session.user,
              userKey,
            });
          });
        });
      }
      return reply.send(result.body);
    });
    done();
  });
}
