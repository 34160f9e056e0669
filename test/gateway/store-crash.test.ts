/**
 * A gateway killed (SIGKILL) while it writes leaves its SQLite database whole: the gateway runs as a
 * child process (src/gateway/main.ts, as `npm run serve` runs it), signs people in from eight clients
 * at once (each sign-in writes a session and its audit row in one transaction), and is killed in the
 * middle. The database then passes `PRAGMA integrity_check`, every sign-in that was answered is there,
 * and each session has its audit row and each row its session: recorded or not, never half.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox } from '@/demo-api/server/sandbox';
import { Browser, PUBLIC_URL, writeFakeDist, writeUsersFile } from './support';

let sandbox: ReturnType<typeof startSandbox>;
let folder: string;

beforeAll(() => {
  sandbox = startSandbox({ port: 0 });
  folder = mkdtempSync(join(tmpdir(), 'wfc-gateway-crash-'));
});
afterAll(async () => {
  await sandbox.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Starts `npm run serve`'s code with tsx; resolves with its URL once it listens. */
async function startChild(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/gateway/main.ts'], {
    env: { ...process.env, ...env, TSX_TSCONFIG_PATH: 'tsconfig.scripts.json' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the gateway did not start:\n${output}`)),
      25_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /gateway on 127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => reject(new Error(`the gateway stopped:\n${output}`)));
  });
  return { child, url, exited };
}

it('keeps the database whole when the gateway is killed while it writes', async () => {
  const usersFile = join(folder, 'users');
  await writeUsersFile(usersFile);
  const dataDir = join(folder, 'data');
  const { child, url, exited } = await startChild({
    HOST: '127.0.0.1',
    PORT: '0',
    WFC_PUBLIC_URL: PUBLIC_URL,
    WFC_API_BASE_URL: await sandbox.ready,
    WFC_API_KEY: `sk_test_crash${randomBytes(6).toString('hex')}`,
    WFC_SESSION_SECRET: randomBytes(32).toString('hex'),
    WFC_USERS_FILE: usersFile,
    WFC_DIST_DIR: writeFakeDist(folder),
    WFC_DATA_DIR: dataDir,
    WFC_AUDIT_LOG: join(folder, 'audit.log'),
    WFC_LOG_LEVEL: 'warn',
    WFC_LOGIN_MAX_FAILURES_PER_ADDRESS: '10000',
  });

  let answered = 0;
  let sent = 0;
  let killed = false;
  const client = async () => {
    while (!killed) {
      sent += 1;
      try {
        const answer = await new Browser({ url }).signIn('viewer');
        if (answer.status === 303) answered += 1;
      } catch {
        // The connection died with the process.
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  try {
    await expect.poll(() => answered, { timeout: 15_000, interval: 20 }).toBeGreaterThanOrEqual(40);
  } finally {
    child.kill('SIGKILL');
    killed = true;
    await Promise.all([...clients, exited]);
  }

  const database = new Database(join(dataDir, 'gateway.sqlite'));
  try {
    expect(database.pragma('integrity_check', { simple: true })).toBe('ok');
    const sessions = database.prepare('select count(*) as n from sessions').get() as { n: number };
    const signIns = database
      .prepare("select count(*) as n from audit_events where event = 'sign_in'")
      .get() as { n: number };
    expect(sessions.n).toBe(signIns.n);
    expect(sessions.n).toBeGreaterThanOrEqual(answered);
    expect(sessions.n).toBeLessThanOrEqual(sent);
  } finally {
    database.close();
  }
});
