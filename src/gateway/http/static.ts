/**
 * Serving the built console (dist/): hashed assets under /assets/ are cached for a year as immutable;
 * other files (favicon, worker script) are revalidated; every GET or HEAD that is neither a file, an
 * API path, nor an asset-looking name gets index.html (the SPA fallback) with the HTML headers; and
 * /config.json is written by the gateway, so the console starts in gateway mode.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GatewayConfig } from '../config';
import { consoleDirectives, HTML_POLICIES, htmlHeaders } from './csp';
import { atLeastAsStrict, parseCsp } from './csp-compare';
import { pathOf } from './logged-url';

/** A fresh nonce per HTML answer, and the page carrying it for the console's style cache. */
export function withNonce(indexHtml: string): { html: string; nonce: string } {
  const nonce = randomBytes(16).toString('base64');
  return {
    nonce,
    html: indexHtml.replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`),
  };
}

/** A name that is a file, not a screen: a missing one answers 404 instead of the console. */
const FILE_NAME =
  /\.(?:js|mjs|css|map|json|gz|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest)$/i;

/**
 * Paths that never fall back to the console: the API, sign-in endpoints, health checks, assets, and
 * the embed's page and API (answered by their own routes when the embed is on).
 */
const NEVER_HTML = /^\/(?:api|auth|assets|embed|embed-api)(?:\/|$)|^\/(?:healthz|readyz)$/;

/**
 * The embed's loader (`/embed.js`) and its ES module (`/embed/…`) are loaded by other sites' pages:
 * they must pass those pages' Cross-Origin-Resource-Policy and CORS checks (they hold no secret).
 */
const LOADED_BY_HOSTS = /^(?:embed\.js|embed\/[^/]+\.(?:js|d\.ts|json))$/;

/**
 * Files the build writes for the in-browser demo (its seed and icons: the console behind the gateway
 * never runs it) and for developers (the example runtime config): `vite preview` and the demo serve
 * them, the gateway does not.
 */
export const NOT_FOR_THE_GATEWAY = ['demo-seed.jsonl.gz', 'demo-api/**', 'config.example.json'];

export interface RuntimeConfigBody {
  mode: 'gateway';
  default_user_key: string;
  sign_in: { password: boolean; oidc: { name: string } | null };
}

export function runtimeConfigBody(config: GatewayConfig): RuntimeConfigBody {
  return {
    mode: 'gateway',
    default_user_key: config.defaultUserKey,
    sign_in: {
      password: Boolean(config.usersFile),
      oidc: config.oidc ? { name: config.oidc.name } : null,
    },
  };
}

export function readIndexHtml(distDir: string): string {
  try {
    return readFileSync(join(distDir, 'index.html'), 'utf8');
  } catch {
    throw new Error(
      `no index.html in ${distDir}: run \`npm run build\` first, or set WFC_DIST_DIR`,
    );
  }
}

const META_POLICY = /\s*<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/i;

/**
 * index.html as this server sends it: without the build's own policy `<meta>` when the header this
 * server sends is at least as strict in every directive (./csp-compare.ts says why that is worth
 * doing); with it otherwise, say a build whose WFC_CONNECT_SRC or WFC_IMG_SRC is narrower than this
 * gateway's policy.
 */
export function servedIndexHtml(
  indexHtml: string,
  config: Pick<GatewayConfig, 'connectSrc'>,
): string {
  const meta = META_POLICY.exec(indexHtml);
  if (!meta) return indexHtml;
  // Any nonce: each answer's own is narrower than the `<meta>`'s 'unsafe-inline' alike.
  const header = consoleDirectives(config, 'nonce');
  return atLeastAsStrict(header, parseCsp(meta[1] ?? ''))
    ? indexHtml.replace(meta[0], '')
    : indexHtml;
}

export async function registerConsole(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  const indexHtml = servedIndexHtml(readIndexHtml(config.distDir), config);
  const configBody = JSON.stringify(runtimeConfigBody(config));

  await app.register(fastifyStatic, {
    root: config.distDir,
    // One route per file, found at start: a missing file falls through to the handler below.
    wildcard: false,
    index: false,
    serveDotFiles: false,
    globIgnore: ['index.html', 'embed.html', 'config.json', '.vite/**', ...NOT_FOR_THE_GATEWAY],
    cacheControl: false,
    setHeaders(reply: FastifyReply, path: string) {
      const hashed = path.startsWith(join(config.distDir, 'assets') + '/');
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (LOADED_BY_HOSTS.test(relative(config.distDir, path)))
        reply
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('access-control-allow-origin', '*');
    },
  });

  app.get('/config.json', (_request, reply) =>
    reply.header('cache-control', 'no-store').type('application/json').send(configBody),
  );

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.raw.url ?? '/');
    const method = request.method;
    if (
      (method === 'GET' || method === 'HEAD') &&
      !NEVER_HTML.test(path) &&
      !FILE_NAME.test(path)
    ) {
      const page = withNonce(indexHtml);
      return reply
        .code(200)
        .headers(htmlHeaders(path, config, HTML_POLICIES, page.nonce))
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ error: { code: 'not_found', message: `Nothing at ${method} ${path}.` } });
  });
}
