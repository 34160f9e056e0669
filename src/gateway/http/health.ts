/**
 * Liveness and readiness for the platform: /healthz says the process answers; /readyz asks the
 * store for `select 1` and the service for one workflow with the key, so an instance whose database,
 * service or key is broken leaves the load balancer's rotation with the reason.
 */
import type { FastifyInstance } from 'fastify';
import type { Upstream } from '../proxy/upstream';
import type { Store } from '../store/db';

export function registerHealth(app: FastifyInstance, upstream: Upstream, store: Store): void {
  app.get('/healthz', (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const database = await store.ping().then(
      () => undefined,
      (error: unknown) => error,
    );
    if (database)
      return reply.code(503).send({
        status: 'unavailable',
        reason: `The console's database (${store.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}) cannot be reached.`,
      });
    const result = await upstream.send({
      method: 'GET',
      path: '/workflows?limit=1',
      headers: { accept: 'application/json' },
    });
    if (result.kind === 'failed')
      return reply.code(503).send({ status: 'unavailable', reason: result.message });
    if (result.status !== 200)
      return reply.code(503).send({
        status: 'unavailable',
        reason: `The workflow service answered GET /api/v1/workflows?limit=1 with ${result.status}${result.status === 401 || result.status === 403 ? ' (is the API key right?)' : ''}.`,
      });
    return reply.send({ status: 'ready' });
  });
}
