/**
 * The gateway's cost, measured in one run on loopback, with each of its stores (SQLite in a temporary
 * folder; PostgreSQL in a throw-away cluster, test/gateway/postgres.ts, when the server is installed):
 * - latency: the same request (GET /api/v1/workflows?limit=1) sent straight to the sandbox with the
 *   key and through each gateway with a session, in turn, one at a time; the added latency is the
 *   difference of the distributions' p50 and p99;
 * - throughput: requests per second (autocannon, bounded in time) at 10 and 50 connections through
 *   each gateway and through a bare proxy on the same framework (Fastify and the gateway's own
 *   upstream client, no session, no checks, no logging) in front of the same sandbox: on two cores
 *   anything that proxies shares the CPU with the service, so the bare proxy is the reference;
 * - the session lookup: one read of a session record, timed in-process, per store.
 * The gateways run as in production (request logging at info, audit on) with their output discarded,
 * so formatting counts but the disk does not.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import { startSandbox } from '@/demo-api/server/sandbox';
import { hashPassword } from '@/gateway/auth/password';
import { recordId } from '@/gateway/auth/session';
import { loadConfig, type GatewayConfig } from '@/gateway/config';
import { createGateway } from '@/gateway/server';
import { createUpstream } from '@/gateway/proxy/upstream';
import { openStore } from '@/gateway/store/db';
import { sessionRows } from '@/gateway/store/sessions';
import { startPostgres, type Postgres } from '../gateway/postgres';
import { benchDist } from './lib/dist';

const PATH = '/api/v1/workflows?limit=1';
/** Throughput is measured in this many alternating rounds per target. */
const ROUNDS = 5;
export const CONNECTIONS = [10, 50] as const;

interface Spread {
  p50: number;
  p99: number;
}

export interface StoreFigures {
  store: 'SQLite' | 'PostgreSQL';
  gateway: Spread;
  addedP50Ms: number;
  addedP99Ms: number;
  /** Requests per second by connections. */
  rps: Record<number, number>;
  /** One session read, in-process. */
  lookup: Spread;
}

export interface GatewayBench {
  samples: number;
  seconds: number;
  direct: Spread;
  bareRps: Record<number, number>;
  stores: StoreFigures[];
  /** Why a store was not measured (PostgreSQL not installed). */
  skipped: string[];
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
const spread = (values: readonly number[]): Spread => ({
  p50: percentile(values, 50),
  p99: percentile(values, 99),
});

const discard = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

async function timed(pool: Pool, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const answer = await pool.request({ path: PATH, method: 'GET', headers });
  await answer.body.arrayBuffer();
  if (answer.statusCode !== 200) throw new Error(`${PATH} answered ${answer.statusCode}`);
  return performance.now() - started;
}

async function rps(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
) {
  const result = await autocannon({
    url: `${url}${PATH}`,
    headers,
    duration: seconds,
    connections,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`autocannon saw ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return result.requests.average;
}

/** Fastify forwarding /api/v1/* with the key, and nothing else: the reference for throughput. */
async function startBareProxy(
  config: GatewayConfig,
): Promise<{ url: string; app: FastifyInstance }> {
  const upstream = createUpstream({
    baseUrl: config.apiBaseUrl,
    apiKey: config.apiKey,
    connectTimeoutMs: config.connectTimeoutMs,
    totalTimeoutMs: config.upstreamTimeoutMs,
  });
  const app = Fastify();
  app.get('/api/v1/*', async (request, reply) => {
    const result = await upstream.send({
      method: 'GET',
      path: (request.raw.url ?? '').slice('/api/v1'.length),
      headers: { accept: 'application/json' },
    });
    if (result.kind === 'failed') return reply.code(result.status).send(result.message);
    return reply
      .code(result.status)
      .header('content-type', result.headers['content-type'] ?? 'application/json')
      .send(result.body);
  });
  app.addHook('onClose', () => upstream.close());
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

interface Running {
  store: StoreFigures['store'];
  config: GatewayConfig;
  app: FastifyInstance;
  url: string;
  pool: Pool;
  headers: Record<string, string>;
}

async function startGateway(
  store: StoreFigures['store'],
  env: Record<string, string>,
): Promise<Running> {
  const config = loadConfig(env);
  const app = await createGateway(config, {
    logStream: discard(),
    audit: { write: () => undefined, reopen: () => undefined, close: () => Promise.resolve() },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const pool = new Pool(url, { connections: 1 });
  const login = await pool.request({
    path: '/auth/login',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: 'bench-password' }),
  });
  await login.body.arrayBuffer();
  const setCookie = login.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0];
  if (login.statusCode !== 303 || !cookie)
    throw new Error(`signing in (${store}) answered ${login.statusCode}`);
  return { store, config, app, url, pool, headers: { cookie, accept: 'application/json' } };
}

/** One session record read `samples` times, in-process (what each request through the gateway pays). */
async function lookupCost(config: GatewayConfig, samples: number): Promise<Spread> {
  const store = await openStore(config.database, { warn: () => undefined });
  try {
    const rows = sessionRows(store.db);
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await rows.insert(store.db, {
      id: recordId(token),
      user: 'bench-lookup',
      role: 'viewer',
      via: 'password',
      csrf: 'x',
      credential: null,
      createdAt: now,
      seenAt: now,
      address: '127.0.0.1',
      userAgent: 'bench',
    });
    const times: number[] = [];
    for (let sample = 0; sample < samples + 200; sample += 1) {
      const started = performance.now();
      await rows.find(recordId(token));
      if (sample >= 200) times.push(performance.now() - started);
    }
    return spread(times);
  } finally {
    await store.close();
  }
}

export async function benchGateway(
  log: (line: string) => void,
  samples = 3000,
  seconds = 10,
): Promise<GatewayBench> {
  const key = `sk_test_bench_${randomBytes(6).toString('hex')}`;
  const sandbox = startSandbox({ port: 0 });
  const sandboxUrl = await sandbox.ready;
  const folder = mkdtempSync(join(tmpdir(), 'wfc-gateway-bench-'));
  const usersFile = join(folder, 'users');
  writeFileSync(
    usersFile,
    `bench:viewer:${await hashPassword('bench-password', { ln: 10, r: 8, p: 1 })}\n`,
  );
  const env = {
    PORT: '0',
    WFC_API_BASE_URL: sandboxUrl,
    WFC_API_KEY: key,
    WFC_SESSION_SECRET: randomBytes(32).toString('hex'),
    WFC_USERS_FILE: usersFile,
    WFC_DIST_DIR: benchDist(),
    WFC_DATA_DIR: join(folder, 'data'),
  };
  const skipped: string[] = [];
  let postgres: Postgres | undefined;
  const gateways: Running[] = [];
  const direct = new Pool(sandboxUrl, { connections: 1 });
  let bare: { url: string; app: FastifyInstance } | undefined;
  try {
    gateways.push(await startGateway('SQLite', env));
    try {
      postgres = await startPostgres();
      const url = await postgres.createDatabase('bench');
      gateways.push(await startGateway('PostgreSQL', { ...env, WFC_DATABASE_URL: url }));
    } catch (error) {
      skipped.push(`PostgreSQL: ${error instanceof Error ? error.message : String(error)}`);
    }
    const [first] = gateways;
    if (!first) throw new Error('no gateway started');
    bare = await startBareProxy(first.config);
    const keyHeaders = { authorization: `Bearer ${key}`, accept: 'application/json' };

    log(`  latency: ${samples} requests each, direct and through each gateway in turn…`);
    for (let warm = 0; warm < 300; warm += 1) {
      await timed(direct, keyHeaders);
      for (const gateway of gateways) await timed(gateway.pool, gateway.headers);
    }
    const straight: number[] = [];
    const proxied = gateways.map(() => [] as number[]);
    for (let sample = 0; sample < samples; sample += 1) {
      straight.push(await timed(direct, keyHeaders));
      for (const [index, gateway] of gateways.entries())
        proxied[index]?.push(await timed(gateway.pool, gateway.headers));
    }
    const d = spread(straight);

    // Alternating short rounds, so a change in the machine's load falls on every target alike.
    const targets = [
      { url: bare.url, headers: { accept: 'application/json' } },
      ...gateways.map((gateway) => ({ url: gateway.url, headers: gateway.headers })),
    ];
    const measured = targets.map((): Record<number, number> => ({}));
    for (const connections of CONNECTIONS) {
      log(
        `  throughput: autocannon, ${connections} connections, ${ROUNDS} rounds of ${seconds / ROUNDS} s each…`,
      );
      const totals = targets.map(() => 0);
      for (let round = 0; round < ROUNDS; round += 1)
        for (const [index, target] of targets.entries())
          totals[index] =
            (totals[index] ?? 0) +
            (await rps(target.url, target.headers, seconds / ROUNDS, connections));
      totals.forEach((total, index) => {
        const figures = measured[index];
        if (figures) figures[connections] = total / ROUNDS;
      });
    }
    const [bareRps = {}, ...storeRps] = measured;

    log('  session lookup: one record read, in-process…');
    const stores: StoreFigures[] = [];
    for (const [index, gateway] of gateways.entries()) {
      const g = spread(proxied[index] ?? []);
      stores.push({
        store: gateway.store,
        gateway: g,
        addedP50Ms: g.p50 - d.p50,
        addedP99Ms: g.p99 - d.p99,
        rps: storeRps[index] ?? {},
        lookup: await lookupCost(gateway.config, samples),
      });
    }
    return { samples, seconds, direct: d, bareRps, stores, skipped };
  } finally {
    await direct.close();
    for (const gateway of gateways) {
      await gateway.pool.close();
      await gateway.app.close();
    }
    await bare?.app.close();
    await sandbox.close();
    postgres?.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
