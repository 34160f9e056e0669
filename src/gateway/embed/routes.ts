/**
 * The embeddable settings form on the gateway: its page (`/embed/workflows/:id/settings`, framed
 * only by WFC_EMBED_ORIGINS) and its API (`/embed-api/...`), where an end user's token, not a
 * session, says who is asking. The token allows exactly two calls, always for the token's user:
 * reading one workflow's form with the user's answers, and saving them. The service key is added
 * here as for operators; anything else, and any token problem, is refused before the service.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchOperation } from '../../api/operations';
import type { AuditLog } from '../audit';
import type { GatewayConfig } from '../config';
import { HTML_POLICIES, htmlHeaders } from '../http/csp';
import { withNonce } from '../http/static';
import { isJsonType, type Refusal } from '../proxy/guard';
import type { Upstream, UpstreamAnswer, UpstreamFailure } from '../proxy/upstream';
import { markApiAnswers, notJsonRefusal, releaseWhenSent, retryAfterOf } from '../proxy/answers';
import type { EmbedConfig } from './config';
import {
  EMBED_API_PREFIX,
  embedView,
  matchEmbedRequest,
  saveBody,
  scopedIdempotencyKey,
  workflowPath,
} from './embed-api-rules';
import { bearerToken, verifyEmbedToken } from './token';
import { corsHeaders, preflight } from './cors';
import { acceptRawBodies } from '../http/raw-bodies';
import { pathOf } from '../http/logged-url';

export interface EmbedDeps {
  config: GatewayConfig;
  embed: EmbedConfig;
  upstream: Upstream;
  audit: AuditLog;
  /** The gateway's clock for token times (tests move it). */
  now: () => Date;
}

/** The page's path; its CSP is the embed policy of ../http/csp.ts. */
export const EMBED_PAGE = /^\/embed\/workflows\/([^/]+)\/settings$/;

const PASSED_BACK = ['content-type', 'x-request-id', 'retry-after', 'idempotent-replayed'];

function refuse(reply: FastifyReply, refusal: Refusal) {
  if (refusal.status === 401)
    reply.header(
      'www-authenticate',
      'Bearer realm="workflow-console-embed", error="invalid_token"',
    );
  return reply
    .code(refusal.status)
    .header('cache-control', 'no-store')
    .send({ error: { code: refusal.code, message: refusal.message } });
}

function failed(reply: FastifyReply, failure: UpstreamFailure) {
  retryAfterOf(reply, failure);
  return refuse(reply, failure);
}

function readEmbedHtml(distDir: string): string {
  try {
    return readFileSync(join(distDir, 'embed.html'), 'utf8');
  } catch {
    throw new Error(
      `no embed.html in ${distDir}: run \`npm run build\` first (WFC_EMBED_SECRET turns the embed on)`,
    );
  }
}

/** The service's answer as the browser gets it: a 2xx reduced to the embed's fields. */
function answer(reply: FastifyReply, result: UpstreamAnswer) {
  releaseWhenSent(reply, result);
  const notJson = notJsonRefusal(result);
  if (notJson) return refuse(reply, notJson);
  reply.code(result.status).header('cache-control', 'no-store');
  for (const name of PASSED_BACK) {
    const value = result.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  if (result.status < 200 || result.status >= 300) return reply.send(result.body);
  let parsed: unknown;
  try {
    parsed = JSON.parse(result.body.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const view = embedView(parsed);
  if (!view)
    return refuse(reply, {
      status: 502,
      code: 'upstream_malformed',
      message: 'The workflow service answered with something that is not a workflow.',
    });
  return reply.type('application/json').send(view);
}

export function registerEmbedPage(app: FastifyInstance, config: GatewayConfig): void {
  const html = readEmbedHtml(config.distDir);
  app.get('/embed/workflows/:id/settings', (request, reply) => {
    const path = pathOf(request.raw.url ?? '');
    const segment = EMBED_PAGE.exec(path)?.[1] ?? '';
    if (!matchOperation('GET', `/workflows/${segment}`))
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ error: { code: 'not_found', message: `Nothing at GET ${path}.` } });
    // A fresh style nonce per answer, for the page's own <style> and for the form's emotion cache.
    const page = withNonce(html);
    return reply
      .headers(htmlHeaders(path, config, HTML_POLICIES, page.nonce))
      .type('text/html; charset=utf-8')
      .send(page.html.replaceAll('<style>', `<style nonce="${page.nonce}">`));
  });
}

export function registerEmbedApi(app: FastifyInstance, deps: EmbedDeps): void {
  const { config, embed, upstream, audit, now } = deps;

  void app.register((api, _options, done) => {
    acceptRawBodies(api, config.bodyLimitBytes);
    markApiAnswers(api);
    // Every answer, refusals too, is readable by the host pages of WFC_EMBED_ORIGINS (./cors.ts).
    api.addHook('onRequest', (request, reply, next) => {
      reply.headers(corsHeaders(request.headers.origin, embed.origins));
      next();
    });

    api.all(`${EMBED_API_PREFIX}/*`, async (request: FastifyRequest, reply) => {
      const method = request.method;
      const path = pathOf(request.raw.url ?? '');
      if (method === 'OPTIONS') {
        const single = (value: string | string[] | undefined) =>
          Array.isArray(value) ? value.join(',') : value;
        const answer = preflight(
          request.headers.origin,
          single(request.headers['access-control-request-method']),
          single(request.headers['access-control-request-headers']),
          embed.origins,
        );
        if (!answer.ok) return refuse(reply, answer.refusal);
        return reply.code(204).headers(answer.headers).send();
      }
      const match = matchEmbedRequest(method, path);
      if (!match)
        return refuse(reply, {
          status: 403,
          code: 'not_allowed',
          message: `An embed token allows GET ${EMBED_API_PREFIX}/workflows/{id} and PUT ${EMBED_API_PREFIX}/workflows/{id}/settings only, not ${method} ${path}.`,
        });

      const check = await verifyEmbedToken(bearerToken(request.headers.authorization), match.id, {
        secret: embed.secret,
        clockSkewSeconds: embed.clockSkewSeconds,
        now: now(),
        ...(embed.issuer === undefined ? {} : { issuer: embed.issuer }),
      });
      const sentId = request.headers['x-request-id'];
      const requestId = typeof sentId === 'string' && sentId ? sentId : `gw_${randomUUID()}`;
      const record = (status: number, forwarded: boolean, user: string, reason?: string) =>
        audit.write({
          event: 'embed_write',
          user,
          role: null,
          method,
          path,
          status,
          request_id: requestId,
          client: request.ip,
          via: 'embed_token',
          forwarded,
          ...(reason ? { reason } : {}),
        });

      if (!check.ok) {
        // A refused token names no one (like a forged request, not audited); a valid token refused
        // a workflow names its user, as a write refused for a role does.
        if (match.kind === 'save' && 'userKey' in check)
          record(check.status, false, check.userKey, check.code);
        return refuse(reply, check);
      }
      const userKey = check.userKey;

      if (match.kind === 'read') {
        const result = await upstream.send({
          method: 'GET',
          path: `${workflowPath(match.id)}?user_key=${encodeURIComponent(userKey)}`,
          headers: { accept: 'application/json', 'x-request-id': requestId },
        });
        return result.kind === 'failed' ? failed(reply, result) : answer(reply, result);
      }

      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isJsonType(request.headers['content-type']))
        return refuse(reply, {
          status: 415,
          code: 'unsupported_media_type',
          message: 'Send the answers as JSON (Content-Type: application/json).',
        });
      let sent: unknown;
      try {
        sent = JSON.parse(bytes.toString('utf8'));
      } catch {
        return refuse(reply, {
          status: 400,
          code: 'invalid_json',
          message: 'The body is not valid JSON.',
        });
      }
      const body = saveBody(sent, userKey);
      if (body === null)
        return refuse(reply, {
          status: 400,
          code: 'invalid_body',
          message: 'Send the answers as {"form_data": {...}}.',
        });
      const headers: Record<string, string> = {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-request-id': requestId,
      };
      const key = request.headers['idempotency-key'];
      if (typeof key === 'string' && key !== '')
        headers['idempotency-key'] = scopedIdempotencyKey(userKey, key);
      const result = await upstream.send({
        method: 'PUT',
        path: workflowPath(match.id, '/settings'),
        headers,
        body: Buffer.from(body),
      });
      if (result.kind === 'failed') {
        record(result.status, true, userKey, result.code);
        return failed(reply, result);
      }
      const notJson = notJsonRefusal(result);
      record(notJson?.status ?? result.status, true, userKey, notJson?.code);
      return answer(reply, result);
    });
    done();
  });
}
