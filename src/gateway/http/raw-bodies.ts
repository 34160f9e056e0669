/**
 * Request bodies as raw bytes, whatever their type, up to `bodyLimit`: the API proxy and the embed API
 * forward them as they came (JSON is parsed only where a rule needs to look inside).
 */
import type { FastifyInstance } from 'fastify';

export function acceptRawBodies(api: FastifyInstance, bodyLimit: number): void {
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, next) => {
    next(null, body);
  });
}
