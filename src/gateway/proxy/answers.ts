/**
 * What the browser may receive from the service, on every proxied path (`/api/v1/...` and the embed
 * API): JSON, or no body at all. The service (or a proxy, WAF or error page in front of it) could
 * answer `text/html` echoing input, which on the console's origin would run as the console; so an
 * answer with a body in any other type (none included) is never passed on: the browser gets a JSON
 * error instead, with the service's status when it was an error (a 2xx or 3xx becomes 502). Every
 * answer of these paths also carries a policy that keeps it from ever being a document.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isJsonType, type Refusal } from './guard';
import type { UpstreamAnswer, UpstreamFailure } from './upstream';

/** On every answer of a proxied path: nothing in it may run, load or be sniffed as something else. */
export const API_ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;

/** Adds API_ANSWER_HEADERS to every answer of the routes registered in `api`. */
export function markApiAnswers(api: FastifyInstance): void {
  api.addHook('onRequest', (_request, reply, done) => {
    reply.headers(API_ANSWER_HEADERS);
    done();
  });
}

/** The refusal that replaces an answer the browser may not receive, if this is one. */
export function notJsonRefusal(result: UpstreamAnswer): Refusal | undefined {
  if (result.body.length === 0 || isJsonType(result.headers['content-type'])) return undefined;
  const type = result.headers['content-type']?.split(';')[0]?.trim() || 'no content type';
  return {
    status: result.status >= 400 ? result.status : 502,
    code: 'upstream_not_json',
    message: `The workflow service answered ${result.status} with ${type.slice(0, 100)} instead of JSON; the gateway passes on only JSON.`,
  };
}

/** The answer's bytes go back to the budget once the browser has them, or the connection is gone. */
export function releaseWhenSent(reply: FastifyReply, result: UpstreamAnswer): void {
  reply.raw.once('close', result.release);
}

/** A gateway-busy 503 says when to try again. */
export function retryAfterOf(reply: FastifyReply, failure: UpstreamFailure): void {
  if (failure.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(failure.retryAfterSeconds));
}
