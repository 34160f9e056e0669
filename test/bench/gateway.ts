/**
 * The gateway's cost, measured in one run on loopback: the same request (GET /api/v1/workflows?limit=1)
 * sent straight to the sandbox with the key, and through the gateway with a session, alternately, one
 * at a time; the added latency is the difference of the two distributions' p50 and p99. Then requests
 * per second under load (autocannon, bounded in time) for both. The gateway runs as in production
 * (request logging at info, audit on) with its output discarded, so formatting counts but the disk
 * does not.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { startSandbox } from '@/demo-api/server/sandbox';
import { hashPassword } from '@/gateway/auth/password';
import { loadConfig } from '@/gateway/config';
import { createGateway } from '@/gateway/server';
import { benchDist } from './lib/dist';

const PATH = '/api/v1/workflows?limit=1';

export interface GatewayBench {
  samples: number;
  direct: { p50: number; p99: number };
  gateway: { p50: number; p99: number };
  addedP50Ms: number;
  addedP99Ms: number;
  seconds: number;
  connections: number;
  directRps: number;
  gatewayRps: number;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

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

export async function benchGateway(
  log: (line: string) => void,
  samples = 3000,
  seconds = 10,
  connections = 10,
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
  const config = loadConfig({
    PORT: '0',
    WFC_API_BASE_URL: sandboxUrl,
    WFC_API_KEY: key,
    WFC_SESSION_SECRET: randomBytes(32).toString('hex'),
    WFC_USERS_FILE: usersFile,
    WFC_DIST_DIR: benchDist(),
  });
  const sink = discard();
  const gateway = await createGateway(config, {
    logStream: sink,
    audit: { write: () => undefined, reopen: () => undefined, close: () => Promise.resolve() },
  });
  const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
  const direct = new Pool(sandboxUrl, { connections: 1 });
  const through = new Pool(gatewayUrl, { connections: 1 });
  try {
    const login = await through.request({
      path: '/auth/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password: 'bench-password' }),
    });
    await login.body.arrayBuffer();
    const setCookie = login.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0];
    if (login.statusCode !== 303 || !cookie)
      throw new Error(`signing in answered ${login.statusCode}`);
    const keyHeaders = { authorization: `Bearer ${key}`, accept: 'application/json' };
    const sessionHeaders = { cookie, accept: 'application/json' };

    log(`  latency: ${samples} requests each way, alternating (after a warm-up)…`);
    for (let warm = 0; warm < 300; warm += 1) {
      await timed(direct, keyHeaders);
      await timed(through, sessionHeaders);
    }
    const straight: number[] = [];
    const proxied: number[] = [];
    for (let sample = 0; sample < samples; sample += 1) {
      straight.push(await timed(direct, keyHeaders));
      proxied.push(await timed(through, sessionHeaders));
    }
    log(`  throughput: autocannon, ${connections} connections, ${seconds} s each…`);
    const directRps = await rps(sandboxUrl, keyHeaders, seconds, connections);
    const gatewayRps = await rps(gatewayUrl, sessionHeaders, seconds, connections);
    const d = { p50: percentile(straight, 50), p99: percentile(straight, 99) };
    const g = { p50: percentile(proxied, 50), p99: percentile(proxied, 99) };
    return {
      samples,
      direct: d,
      gateway: g,
      addedP50Ms: g.p50 - d.p50,
      addedP99Ms: g.p99 - d.p99,
      seconds,
      connections,
      directRps,
      gatewayRps,
    };
  } finally {
    await direct.close();
    await through.close();
    await gateway.close();
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
