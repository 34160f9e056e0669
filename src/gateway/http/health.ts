/**
 * Liveness and readiness for the platform: /healthz says the process answers; /readyz asks the
 * service for one workflow with the key, so an instance whose service or key is broken leaves the
 * load balancer's rotation. Why it is not ready (service unreachable, key refused) is said only to a
 * caller on this host (loopback, not relayed by a proxy) or one sending WFC_READYZ_TOKEN as a Bearer
 * token; anyone else gets the status code alone.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Upstream } from '../proxy/upstream';

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameBytes(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A caller on this host (not a request a proxy relayed), or one that sent the token. */
export function maySeeDetail(request: FastifyRequest, token: string | undefined): boolean {
  const relayed =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!relayed && LOOPBACK.test(request.socket.remoteAddress ?? '')) return true;
  const sent = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  return token !== undefined && sent !== undefined && sameBytes(sent, token);
}

export function registerHealth(
  app: FastifyInstance,
  upstream: Upstream,
  readyzToken: string | undefined,
): void {
  app.get('/healthz', (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const result = await upstream.send({
      method: 'GET',
      path: '/workflows?limit=1',
      headers: { accept: 'application/json' },
    });
    if (result.kind === 'response') result.release();
    if (result.kind === 'response' && result.status === 200) return reply.send({ status: 'ready' });
    reply.code(503);
    if (!maySeeDetail(request, readyzToken)) return reply.send({ status: 'unavailable' });
    if (result.kind === 'failed')
      return reply.send({ status: 'unavailable', reason: result.message });
    return reply.send({
      status: 'unavailable',
      reason: `The workflow service answered GET /api/v1/workflows?limit=1 with ${result.status}${result.status === 401 || result.status === 403 ? ' (is the API key right?)' : ''}.`,
    });
  });
}
