/**
 * The gateway's settings, read from the environment once at start. Every problem is a ConfigError
 * naming the variable, so `npm run serve` stops with one line that says what to fix. The API key's
 * value never appears in a message.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readEmbedConfig, type EmbedConfig } from './embed/config';
import { ConfigError, httpUrl, integer, present, type Env } from './env';
import { readHistoryConfig, type HistoryConfig } from './history/config';
import { readOidcConfig, type OidcConfig } from './oidc-config';
import { DEFAULT_MEMORY_LIMIT_BYTES } from './proxy/answer-budget';

export interface GatewayConfig {
  port: number;
  host: string;
  /** The service, without `/api/v1`. */
  apiBaseUrl: URL;
  apiKey: string;
  sessionSecret: string;
  /** Where browsers reach the gateway; writes must come from one of `allowedOrigins`. */
  publicUrl: URL;
  allowedOrigins: readonly string[];
  secure: boolean;
  usersFile?: string;
  oidc?: OidcConfig;
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
  connectSrc: readonly string[];
  auditLog?: string;
  connectTimeoutMs: number;
  upstreamTimeoutMs: number;
  /** Bytes of the service's answers held at once across all requests (proxy/answer-budget.ts). */
  upstreamMemoryBytes: number;
  /** A client's whole request (headers and body), and its headers alone, must arrive within these. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** Sent as `Authorization: Bearer <token>`, it lets /readyz say why from anywhere (http/health.ts). */
  readyzToken?: string;
  /** How long a stop waits for open connections before closing them (src/gateway/shutdown.ts). */
  shutdownGraceMs: number;
  bodyLimitBytes: number;
  /** Failed sign-ins allowed per user name, and per client address, within the window. */
  loginMaxFailures: number;
  loginMaxFailuresPerAddress: number;
  loginWindowMs: number;
  distDir: string;
  defaultUserKey: string;
  /** Fastify's trustProxy: false, true, a hop count (as a function) or proxy addresses/CIDRs. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  logLevel: string;
  /** The embeddable settings form (WFC_EMBED_SECRET, WFC_EMBED_ORIGINS); off when absent. */
  embed?: EmbedConfig;
  /** Where sessions, sign-in failures and the audit trail are kept (src/gateway/store/). */
  database: DatabaseConfig;
  /** Audit rows older than this are deleted in the background. */
  auditRetentionDays: number;
  /** Workflow history, its background scan, alerts and git export (src/gateway/history/). */
  history: HistoryConfig;
}

export type DatabaseConfig =
  /** Embedded SQLite: one file in `dir` (WFC_DATA_DIR), for one instance. */
  | { kind: 'sqlite'; dir: string }
  /** PostgreSQL (WFC_DATABASE_URL), shared by every instance. */
  | { kind: 'postgres'; url: string };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

function apiKey(env: Env): string {
  const direct = present(env, 'WFC_API_KEY');
  const file = present(env, 'WFC_API_KEY_FILE');
  if (direct && file)
    throw new ConfigError(
      'WFC_API_KEY_FILE',
      'set either WFC_API_KEY or WFC_API_KEY_FILE, not both',
    );
  let key = direct;
  let name = 'WFC_API_KEY';
  if (file) {
    name = 'WFC_API_KEY_FILE';
    try {
      key = readFileSync(file, 'utf8').trim();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new ConfigError(name, `cannot read the key file ${file} (${code})`);
    }
  }
  if (!key)
    throw new ConfigError('WFC_API_KEY', 'is required (or WFC_API_KEY_FILE): the service key');
  // Said without the value: a key is never printed.
  if (!/^[\x21-\x7e]+$/.test(key))
    throw new ConfigError(name, 'holds spaces or characters a header cannot carry');
  return key;
}

/** CSP sources an operator allows the console to connect to (AsyncSelect option providers). */
function connectSources(env: Env): string[] {
  const raw = present(env, 'WFC_CONNECT_SRC');
  if (!raw) return [];
  const sources = raw.split(/[\s,]+/).filter(Boolean);
  for (const source of sources) {
    if (!/^(https?|wss?):\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/.test(source))
      throw new ConfigError(
        'WFC_CONNECT_SRC',
        `"${source}" is not an origin such as https://options.example.com or https://*.example.com`,
      );
  }
  return sources;
}

function trustProxy(env: Env): GatewayConfig['trustProxy'] {
  const raw = present(env, 'WFC_TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  if (/^[0-9a-fA-F.:/,\s]+$/.test(raw)) return raw;
  throw new ConfigError(
    'WFC_TRUST_PROXY',
    'must be true, false, a hop count, or addresses/CIDRs of the proxies (comma-separated)',
  );
}

export function loadConfig(env: Env = process.env): GatewayConfig {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = present(env, 'HOST') ?? '127.0.0.1';

  const base = present(env, 'WFC_API_BASE_URL');
  if (!base)
    throw new ConfigError('WFC_API_BASE_URL', 'is required: the service URL, without /api/v1');
  const apiBaseUrl = httpUrl(
    'WFC_API_BASE_URL',
    base.replace(/\/+$/, '').replace(/\/api\/v1$/, ''),
  );
  const key = apiKey(env);

  const sessionSecret = present(env, 'WFC_SESSION_SECRET');
  if (!sessionSecret || sessionSecret.length < 32)
    throw new ConfigError(
      'WFC_SESSION_SECRET',
      `must be at least 32 characters (got ${sessionSecret?.length ?? 0}); try: openssl rand -base64 48`,
    );

  const rawPublic = present(env, 'WFC_PUBLIC_URL');
  if (!rawPublic && !LOOPBACK.has(host))
    throw new ConfigError(
      'WFC_PUBLIC_URL',
      `is required when HOST (${host}) is not a loopback address`,
    );
  const publicUrl = httpUrl('WFC_PUBLIC_URL', rawPublic ?? `http://localhost:${port}`);
  if (publicUrl.pathname !== '/' || publicUrl.search || publicUrl.hash)
    throw new ConfigError(
      'WFC_PUBLIC_URL',
      'must be an origin such as https://console.example.com, without a path',
    );
  // Without a configured URL the gateway answers on loopback only, by either name.
  const allowedOrigins = rawPublic
    ? [publicUrl.origin]
    : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

  const usersFile = present(env, 'WFC_USERS_FILE');
  if (usersFile) {
    try {
      readFileSync(usersFile, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new ConfigError('WFC_USERS_FILE', `cannot read ${usersFile} (${code})`);
    }
  }
  const oidc = readOidcConfig(env, Boolean(rawPublic));
  if (!usersFile && !oidc)
    throw new ConfigError(
      'WFC_USERS_FILE',
      'set WFC_USERS_FILE or WFC_OIDC_ISSUER: otherwise nobody can sign in',
    );

  const embed = readEmbedConfig(env, { apiKey: key, sessionSecret });

  return {
    port,
    host,
    apiBaseUrl,
    apiKey: key,
    sessionSecret,
    publicUrl,
    allowedOrigins,
    secure: publicUrl.protocol === 'https:',
    ...(usersFile ? { usersFile: resolve(usersFile) } : {}),
    ...(oidc ? { oidc } : {}),
    sessionIdleSeconds: integer(env, 'WFC_SESSION_IDLE_MINUTES', 60, 1, 7 * 24 * 60) * 60,
    sessionMaxSeconds: integer(env, 'WFC_SESSION_MAX_HOURS', 12, 1, 30 * 24) * 3600,
    connectSrc: connectSources(env),
    ...(present(env, 'WFC_AUDIT_LOG')
      ? { auditLog: resolve(present(env, 'WFC_AUDIT_LOG') ?? '') }
      : {}),
    connectTimeoutMs: integer(env, 'WFC_UPSTREAM_CONNECT_TIMEOUT_MS', 5000, 100, 120_000),
    upstreamTimeoutMs: integer(env, 'WFC_UPSTREAM_TIMEOUT_MS', 30_000, 100, 600_000),
    upstreamMemoryBytes: integer(
      env,
      'WFC_UPSTREAM_MEMORY_BYTES',
      DEFAULT_MEMORY_LIMIT_BYTES,
      65_536,
      16 * 1_073_741_824,
    ),
    ...clientTimeouts(env),
    ...readyzToken(env),
    shutdownGraceMs: integer(env, 'WFC_SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    bodyLimitBytes: integer(env, 'WFC_BODY_LIMIT_BYTES', 1_048_576, 1024, 100 * 1_048_576),
    loginMaxFailures: integer(env, 'WFC_LOGIN_MAX_FAILURES', 5, 1, 1000),
    loginMaxFailuresPerAddress: integer(env, 'WFC_LOGIN_MAX_FAILURES_PER_ADDRESS', 20, 1, 10_000),
    loginWindowMs: integer(env, 'WFC_LOGIN_WINDOW_MINUTES', 15, 1, 24 * 60) * 60_000,
    distDir: resolve(present(env, 'WFC_DIST_DIR') ?? 'dist'),
    defaultUserKey: present(env, 'WFC_DEFAULT_USER_KEY') ?? 'main',
    trustProxy: trustProxy(env),
    logLevel: logLevel(env),
    ...(embed ? { embed } : {}),
    database: database(env),
    auditRetentionDays: integer(env, 'WFC_AUDIT_RETENTION_DAYS', 365, 1, 36_500),
    history: readHistoryConfig(env),
  };
}

function database(env: Env): DatabaseConfig {
  const url = present(env, 'WFC_DATABASE_URL');
  if (!url) return { kind: 'sqlite', dir: resolve(present(env, 'WFC_DATA_DIR') ?? 'data') };
  if (!/^postgres(ql)?:\/\/./.test(url))
    // Said without the value: the URL may hold a password.
    throw new ConfigError(
      'WFC_DATABASE_URL',
      'must be a postgres:// (or postgresql://) URL; leave it unset for the embedded SQLite database in WFC_DATA_DIR',
    );
  return { kind: 'postgres', url };
}

/** Node's request and headers timeouts; the headers' may not be longer than the whole request's. */
function clientTimeouts(env: Env): Pick<GatewayConfig, 'requestTimeoutMs' | 'headersTimeoutMs'> {
  const requestTimeoutMs = integer(env, 'WFC_REQUEST_TIMEOUT_MS', 30_000, 100, 600_000);
  const headersTimeoutMs = integer(env, 'WFC_HEADERS_TIMEOUT_MS', 20_000, 100, 600_000);
  if (headersTimeoutMs > requestTimeoutMs)
    throw new ConfigError(
      'WFC_HEADERS_TIMEOUT_MS',
      `must not be longer than WFC_REQUEST_TIMEOUT_MS (${requestTimeoutMs}): the headers are part of the request`,
    );
  return { requestTimeoutMs, headersTimeoutMs };
}

function readyzToken(env: Env): Pick<GatewayConfig, 'readyzToken'> {
  const token = present(env, 'WFC_READYZ_TOKEN');
  if (token === undefined) return {};
  if (token.length < 16 || !/^[\x21-\x7e]+$/.test(token))
    throw new ConfigError(
      'WFC_READYZ_TOKEN',
      `must be at least 16 printable characters without spaces (got ${token.length}); try: openssl rand -hex 24`,
    );
  return { readyzToken: token };
}

function logLevel(env: Env): string {
  const level = present(env, 'WFC_LOG_LEVEL') ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(level))
    throw new ConfigError(
      'WFC_LOG_LEVEL',
      `must be fatal, error, warn, info, debug, trace or silent (got "${level}")`,
    );
  return level;
}
