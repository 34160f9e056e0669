/**
 * Workflow history's cost, in one run on loopback (SQLite):
 * - the forwarded answer: `GET /api/v1/workflows/{id}` (a whole workflow, which the recorder hashes
 *   once it has been sent) through a gateway with the history on and one with it off
 *   (`WFC_HISTORY=false`), in turn, one request at a time over the demo's workflows; p50 of each;
 * - the background scan of the demo's workflows (every workflow of `main` watched) at the default
 *   pace: requests, total time and requests per second of one whole run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import { startSandbox } from '@/demo-api/server/sandbox';
import { hashPassword } from '@/gateway/auth/password';
import { loadConfig } from '@/gateway/config';
import { histories, createGateway } from '@/gateway/server';
import { benchDist } from './lib/dist';

export interface HistoryBench {
  samples: number;
  workflows: number;
  withRecorderP50Ms: number;
  withoutRecorderP50Ms: number;
  scan: { workflows: number; requests: number; durationMs: number; requestsPerSecond: number };
}

interface Running {
  app: FastifyInstance;
  pool: Pool;
  headers: Record<string, string>;
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function start(env: Record<string, string>): Promise<Running> {
  const app = await createGateway(loadConfig(env), {
    logStream: discard(),
    audit: { write: () => undefined, reopen: () => undefined, close: () => Promise.resolve() },
    history: { tickMs: 3_600_000 },
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
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';
  return { app, pool, headers: { cookie, accept: 'application/json' } };
}

async function timed(gateway: Running, path: string): Promise<number> {
  const started = performance.now();
  const answer = await gateway.pool.request({ path, method: 'GET', headers: gateway.headers });
  await answer.body.arrayBuffer();
  if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}`);
  return performance.now() - started;
}

async function workflowIds(gateway: Running): Promise<string[]> {
  const answer = await gateway.pool.request({
    path: '/api/v1/workflows?user_key=main&limit=100',
    method: 'GET',
    headers: gateway.headers,
  });
  const { collection } = (await answer.body.json()) as { collection: { id: string }[] };
  return collection.map((item) => item.id);
}

export async function benchHistory(
  log: (line: string) => void,
  samples = 2000,
): Promise<HistoryBench> {
  const sandbox = startSandbox({ port: 0 });
  const sandboxUrl = await sandbox.ready;
  const folder = mkdtempSync(join(tmpdir(), 'wfc-history-bench-'));
  const usersFile = join(folder, 'users');
  writeFileSync(
    usersFile,
    `bench:operator:${await hashPassword('bench-password', { ln: 10, r: 8, p: 1 })}\n`,
  );
  const env = (name: string, history: boolean) => ({
    PORT: '0',
    WFC_API_BASE_URL: sandboxUrl,
    WFC_API_KEY: `sk_test_bench_${randomBytes(6).toString('hex')}`,
    WFC_SESSION_SECRET: randomBytes(32).toString('hex'),
    WFC_USERS_FILE: usersFile,
    WFC_DIST_DIR: benchDist(),
    WFC_DATA_DIR: join(folder, name),
    WFC_HISTORY: String(history),
    WFC_WATCH_INTERVAL: '1s',
  });
  const gateways: Running[] = [];
  try {
    const recording = await start(env('on', true));
    const plain = await start(env('off', false));
    gateways.push(recording, plain);
    const ids = await workflowIds(recording);
    const paths = ids.map((id) => `/api/v1/workflows/${id}?user_key=main`);
    log(
      `  forwarded answers: ${samples} GETs of ${ids.length} workflows, with and without the recorder, in turn…`,
    );
    for (const path of paths) {
      await timed(recording, path);
      await timed(plain, path);
    }
    const withRecorder: number[] = [];
    const withoutRecorder: number[] = [];
    for (let sample = 0; sample < samples; sample += 1) {
      const path = paths[sample % paths.length] ?? '';
      withRecorder.push(await timed(recording, path));
      withoutRecorder.push(await timed(plain, path));
    }

    log('  the scan: every workflow of main watched, one run at the default pace…');
    const service = histories.get(recording.app);
    if (!service) throw new Error('the recording gateway has no history');
    for (const id of ids) await service.watched.watch(id, 'main', 'bench', Date.now());
    await service.scanDone();
    await service.tick();
    await service.scanDone();
    const status = await service.status();
    const last = status.scan.last;
    if (!last) throw new Error('the scan did not finish');
    return {
      samples,
      workflows: ids.length,
      withRecorderP50Ms: median(withRecorder),
      withoutRecorderP50Ms: median(withoutRecorder),
      scan: {
        workflows: last.workflows,
        requests: last.requests,
        durationMs: last.duration_ms,
        requestsPerSecond: last.requests / (last.duration_ms / 1000),
      },
    };
  } finally {
    for (const gateway of gateways) {
      await gateway.pool.close();
      await gateway.app.close();
    }
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
