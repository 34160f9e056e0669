/**
 * The embed's demo, added to a gateway by `npm run serve:demo` (src/gateway/demo.ts) and by tests
 * after `createGateway`; nothing in the gateway itself or its configuration registers it, so the
 * production server (`npm run serve`, dist-server/) does not even contain it. It is: a
 * plain-HTML host page at `/embed/example` that mounts the form with the loader and logs every event,
 * and the two endpoints a host product's backend would have: one lists workflows to pick from, one
 * mints an end user's token with WFC_EMBED_SECRET. Anyone who can reach the demo can mint tokens for
 * any user: that is why it exists only in the demo.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import type { GatewayConfig } from '../config';
import { HTML_POLICIES, htmlHeaders } from '../http/csp';
import { withNonce } from '../http/static';
import { checkSameOrigin } from '../proxy/guard';
import { createUpstream } from '../proxy/upstream';
import { EMBED_AUDIENCE, MAX_TOKEN_LIFETIME_SECONDS } from './token';

const file = (name: string) => readFileSync(new URL(`./example/${name}`, import.meta.url), 'utf8');

/** What a host backend does (docs/embed.md): sign the signed-in user's key, for minutes. */
export function mintDemoToken(
  secret: Uint8Array,
  userKey: string,
  options: { workflowId?: string; lifetimeSeconds?: number; now?: Date; issuer?: string } = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const lifetime = Math.min(options.lifetimeSeconds ?? 600, MAX_TOKEN_LIFETIME_SECONDS);
  return new SignJWT({
    ...(options.workflowId ? { workflows: [options.workflowId] } : {}),
    ...(options.issuer ? { iss: options.issuer } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userKey)
    .setAudience(EMBED_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .sign(secret);
}

interface ListedWorkflow {
  id: string;
  name: string;
}

function listed(body: unknown): ListedWorkflow[] {
  const collection = (body as { collection?: unknown } | null)?.collection;
  if (!Array.isArray(collection)) return [];
  return collection.flatMap((item: unknown) => {
    const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown };
    return typeof id === 'string' ? [{ id, name: typeof name === 'string' ? name : id }] : [];
  });
}

/** Adds the demo to a gateway built with the embed on (before it listens). */
export function registerEmbedDemo(app: FastifyInstance, config: GatewayConfig): void {
  const embed = config.embed;
  if (!embed) throw new Error('the embed demo needs WFC_EMBED_SECRET and WFC_EMBED_ORIGINS');
  const upstream = createUpstream({
    baseUrl: config.apiBaseUrl,
    apiKey: config.apiKey,
    connectTimeoutMs: config.connectTimeoutMs,
    totalTimeoutMs: config.upstreamTimeoutMs,
  });
  app.addHook('onClose', () => upstream.close());
  const page = file('example.html');
  const script = file('example.js');

  // The console's page policy (framed by nobody), its style by this answer's nonce.
  app.get('/embed/example', (_request, reply) => {
    const answer = withNonce(page);
    return reply
      .headers(htmlHeaders('/embed/example', config, HTML_POLICIES, answer.nonce))
      .type('text/html; charset=utf-8')
      .send(answer.html.replaceAll('<style>', `<style nonce="${answer.nonce}">`));
  });
  app.get('/embed/example.js', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script),
  );

  // The workflows with a settings form, for the page's picker.
  app.get('/embed/demo/workflows', async (_request, reply) => {
    const list = await upstream.send({
      method: 'GET',
      path: '/workflows?limit=100',
      headers: { accept: 'application/json' },
    });
    const parse = (bytes: Buffer): unknown => JSON.parse(bytes.toString('utf8'));
    const all = list.kind === 'response' && list.status === 200 ? listed(parse(list.body)) : [];
    if (list.kind === 'response') list.release();
    const withForms = await Promise.all(
      all.map(async (workflow) => {
        const detail = await upstream.send({
          method: 'GET',
          path: `/workflows/${encodeURIComponent(workflow.id)}`,
          headers: { accept: 'application/json' },
        });
        if (detail.kind !== 'response') return [];
        detail.release();
        if (detail.status !== 200) return [];
        const form = (parse(detail.body) as { form?: unknown }).form;
        return Array.isArray(form) && form.length > 0 ? [workflow] : [];
      }),
    );
    return reply.header('cache-control', 'no-store').send({ workflows: withForms.flat() });
  });

  app.post('/embed/demo/token', async (request, reply) => {
    const forgery = checkSameOrigin(request.headers, config.allowedOrigins);
    if (forgery)
      return reply.code(403).send({ error: { code: forgery.code, message: forgery.message } });
    const body = (request.body ?? {}) as { user_key?: unknown; workflow_id?: unknown };
    const userKey = typeof body.user_key === 'string' && body.user_key ? body.user_key : 'main';
    const workflowId = typeof body.workflow_id === 'string' ? body.workflow_id : undefined;
    const token = await mintDemoToken(embed.secret, userKey, {
      ...(workflowId ? { workflowId } : {}),
      ...(embed.issuer ? { issuer: embed.issuer } : {}),
    });
    return reply.header('cache-control', 'no-store').send({ token });
  });
}
