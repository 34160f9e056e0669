/**
 * The gateway: serves the built console, signs operators in (users file and/or OpenID Connect), and
 * forwards the interface's operations to the service with the key the browser never sees. What it
 * remembers (sessions, sign-in failures, the audit trail) is in its store (src/gateway/store/):
 * embedded SQLite for one instance, PostgreSQL shared by several behind a load balancer.
 * `createGateway` builds it without listening (tests start it on port 0).
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { createAuditLog, createAuditTrail, type AuditLog } from './audit';
import { createLoginLimiter } from './auth/login-limits';
import { registerOidcRoutes } from './auth/oidc';
import { registerAuthRoutes } from './auth/routes';
import { createSessions, registerSessions } from './auth/session';
import { openUsersFile, type UsersFile } from './auth/users-file';
import type { GatewayConfig } from './config';
import { registerEmbedApi, registerEmbedPage } from './embed/routes';
import { ConfigError } from './env';
import { commonHeaders } from './http/csp';
import { registerHealth } from './http/health';
import { AccessLog } from './http/access-log';
import { loggedUrl } from './http/logged-url';
import { registerConsole } from './http/static';
import { registerAuditRoutes } from './console-api/audit';
import { registerAlertRoutes } from './console-api/alerts';
import { registerHistoryRoutes } from './console-api/history';
import { registerOverviewRoutes } from './console-api/overview';
import { registerSessionRoutes } from './console-api/sessions';
import { createHistory, type HistoryOptions, type HistoryService } from './history/service';
import { registerViewRoutes } from './console-api/views';
import { registerProxy } from './proxy/route';
import { createUpstream } from './proxy/upstream';
import { auditRows } from './store/audit';
import { viewRows } from './store/views';
import { openStore } from './store/db';
import { attemptRows } from './store/login-limits';
import { startMaintenance } from './store/maintenance';
import { sessionRows } from './store/sessions';
import { StoreUnavailableError } from './store/unavailable';

/** How long an instance on PostgreSQL reuses a session record it read (docs/gateway.md). */
export const SESSION_CACHE_MS = 1000;

/** Each gateway's history service (tests run its ticks and read its instance name). */
export const histories = new WeakMap<FastifyInstance, HistoryService>();

export interface GatewayOptions {
  /** Where the gateway's own log lines go (default stdout). */
  logStream?: NodeJS.WritableStream;
  /** The audit trail (default: WFC_AUDIT_LOG, else stdout). */
  audit?: AuditLog;
  /** The clock embed tokens are checked against (tests move it; default: the system's). */
  now?: () => Date;
  /** The history's background timing (tests shorten it). */
  history?: HistoryOptions;
}

function loadUsers(config: GatewayConfig, warn: (message: string) => void): UsersFile | undefined {
  if (!config.usersFile) return undefined;
  try {
    return openUsersFile(config.usersFile, warn);
  } catch (error) {
    throw new ConfigError('WFC_USERS_FILE', error instanceof Error ? error.message : String(error));
  }
}

export async function createGateway(
  config: GatewayConfig,
  options: GatewayOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Fastify's fields, with the query's values left out (they may name end users); no headers,
      // and should they come back, credentials stay out.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggedUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket.remotePort,
        }),
      },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]'],
    },
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    return503OnClosing: true,
    // A client that trickles its request gets 408 and its socket closed (Node checks the clocks of
    // open connections every connectionsCheckingInterval: a fraction of the shorter timeout).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.headersTimeoutMs / 4)),
    },
  });
  const lines = options.audit ?? createAuditLog(config.auditLog);
  const users = loadUsers(config, (message) => app.log.warn(message));
  const store = await openStore(config.database, { warn: (message) => app.log.warn(message) });
  const rows = {
    sessions: sessionRows(store.db),
    attempts: attemptRows(store.db),
    audit: auditRows(store.db),
    views: viewRows(store.db),
  };
  const audit = createAuditTrail(rows.audit, lines, (error) =>
    app.log.error({ err: error }, 'an audit row could not be written (its line was)'),
  );
  const stopMaintenance = startMaintenance(config, rows, (message) => app.log.warn(message));
  const upstream = createUpstream({
    baseUrl: config.apiBaseUrl,
    apiKey: config.apiKey,
    connectTimeoutMs: config.connectTimeoutMs,
    totalTimeoutMs: config.upstreamTimeoutMs,
    memoryLimitBytes: config.upstreamMemoryBytes,
  });

  const history = config.history.enabled
    ? createHistory({
        db: store.db,
        config,
        upstream,
        audit,
        warn: (message) => app.log.warn(message),
        ...(options.history ? { options: options.history } : {}),
      })
    : undefined;

  const common = commonHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(common);
    done();
  });

  // Every error answers in the shape the console reads: {error: {code, message}}.
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof StoreUnavailableError) {
      request.log.warn({ err: error.cause }, 'the store cannot be reached');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '5')
        .send({ error: { code: error.code, message: error.message } });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({
        error: {
          code: status >= 500 ? 'internal_error' : (error.code ?? 'bad_request'),
          message: status >= 500 ? 'The gateway failed to handle this request.' : error.message,
        },
      });
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSessions(app, config);
  const sessions = createSessions({
    config,
    users,
    db: store.db,
    trail: audit,
    // Reads reuse a record for up to a second (a session ended on another instance sharing
    // PostgreSQL is refused here within that second); even SQLite's 10 µs read costs throughput.
    cacheMs: SESSION_CACHE_MS,
  });
  const limiter = createLoginLimiter(config, rows.attempts);

  registerHealth(app, upstream, store, config.readyzToken);
  registerAuthRoutes(app, { config, sessions, users, limiter, audit });
  registerSessionRoutes(app, { config, sessions });
  registerAuditRoutes(app, { config, sessions, rows: rows.audit });
  registerViewRoutes(app, { config, sessions, views: rows.views });
  if (config.oidc) registerOidcRoutes(app, { config, oidc: config.oidc, sessions, audit });
  if (history) {
    registerHistoryRoutes(app, { config, sessions, audit, history });
    registerAlertRoutes(app, { config, sessions, audit, history });
    registerOverviewRoutes(app, { config, sessions, history });
  }
  registerProxy(app, {
    config,
    sessions,
    upstream,
    audit,
    ...(history ? { history: history.recorder } : {}),
  });
  if (config.embed) {
    registerEmbedPage(app, config);
    registerEmbedApi(app, {
      config,
      embed: config.embed,
      upstream,
      audit,
      now: options.now ?? (() => new Date()),
    });
  }
  await registerConsole(app, config);

  if (history) {
    histories.set(app, history);
    app.addHook('onReady', (done) => {
      history.start();
      done();
    });
  }
  app.addHook('onClose', async () => {
    stopMaintenance();
    await history?.stop();
    await upstream.close();
    await store.close();
    if (!options.audit) await lines.close();
  });
  return app;
}
