/**
 * Stopping the gateway (SIGTERM, SIGINT): Fastify stops accepting connections, answers new requests
 * on open ones with 503 and waits for what is in flight. A connection that was busy when the signal
 * came stays open afterwards until its client closes it or Fastify's keep-alive runs out (72 s), and
 * a client that never reads its answer holds it longer: past the grace period every connection left
 * is closed, so a stop takes at most that long and the process still ends cleanly (audit log closed)
 * before a platform's own kill.
 */
import type { FastifyInstance } from 'fastify';

export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const closing = app.close();
  const timer = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await closing;
  } finally {
    clearTimeout(timer);
  }
}
