/**
 * The gateway's own JSON endpoints for the console (`/auth/sessions`, `/auth/audit`): a session is
 * needed (401), and a write must come from the console's origin with the session's CSRF token (403),
 * as for the API the gateway forwards.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedIn, Sessions } from '../auth/session';
import type { GatewayConfig } from '../config';
import { checkCsrfToken, checkSameOrigin, isWrite, type Refusal } from '../proxy/guard';

export const refuse = (reply: FastifyReply, refusal: Refusal) =>
  reply
    .code(refusal.status)
    .header('cache-control', 'no-store')
    .send({ error: { code: refusal.code, message: refusal.message } });

export const invalid = (message: string): Refusal => ({
  status: 400,
  code: 'invalid_parameter',
  message,
});

/** A query parameter's text, trimmed; undefined when absent or blank. */
export function queryText(query: unknown, name: string): string | undefined {
  const raw = (query as Record<string, unknown>)[name];
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}

/** A query parameter's date and time in ms; undefined when absent; a refusal when unreadable. */
export function queryTime(query: unknown, name: string): number | undefined | Refusal {
  const given = queryText(query, name);
  if (given === undefined) return undefined;
  const at = Date.parse(given);
  return Number.isNaN(at)
    ? invalid(`${name} must be a date and time such as 2026-11-30T09:00:00Z (got "${given}").`)
    : at;
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'code' in value && 'status' in value;

/** The session of a request that may go on; undefined when a refusal was sent. */
export async function admit(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { config: GatewayConfig; sessions: Sessions },
): Promise<SignedIn | undefined> {
  const session = await deps.sessions.current(request);
  if (!session) {
    await refuse(reply, {
      status: 401,
      code: 'not_signed_in',
      message: 'Sign in first: there is no session, or it has ended.',
    });
    return undefined;
  }
  if (isWrite(request.method)) {
    const forgery =
      checkSameOrigin(request.headers, deps.config.allowedOrigins) ??
      checkCsrfToken(request.headers['x-csrf-token'], session.csrf);
    if (forgery) {
      await refuse(reply, forgery);
      return undefined;
    }
  }
  return session;
}
