/**
 * The server installs alone: the production set (`npm ci --omit=dev`, as docs/gateway.md says to
 * install it) from this package.json and lock, in a fresh folder with nothing else of the repository
 * but the built server (dist-server/), runs `node dist-server/main.js`: it answers /healthz, serves
 * the built console, signs a user in and forwards a read to the file's sandbox. The install holds
 * what the server imports and none of the console's libraries. npm works from its local cache
 * (--prefer-offline), so this needs the network only for a package the cache lacks.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/gateway/auth/password';
import { sandboxUrl } from './browser';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const DIST = resolve(ROOT, process.env.E2E_DIST ?? 'dist');
const PASSWORD = 'install-test-pass';

let folder = '';
let server: ChildProcess | undefined;
let base = '';

/** The environment of a shell, without what the npm running this test set for its own scripts. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (!/^npm_|^NODE_ENV$|^INIT_CWD$/i.test(name)) env[name] = value;
  return { ...env, ...extra };
}

/** Starts the built server and resolves to its address, read from the line it prints. */
function startServer(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    const child = spawn(process.execPath, ['dist-server/main.js'], { cwd: folder, env });
    server = child;
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /gateway on 127\.0\.0\.1:(\d+)/.exec(out)?.[1];
      if (port) resolveUrl(`http://127.0.0.1:${port}`);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${err}${out}`)));
  });
}

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist-server', 'main.js')))
    throw new Error('No dist-server/main.js: run `npm run build` first.');
  folder = mkdtempSync(join(tmpdir(), 'wfc-server-install-'));
  for (const file of ['package.json', 'package-lock.json', '.npmrc', '.husky/install.mjs'])
    cpSync(join(ROOT, file), join(folder, file));
  cpSync(join(ROOT, 'dist-server'), join(folder, 'dist-server'), { recursive: true });
  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: folder,
    env: cleanEnv({}),
    timeout: 240_000,
  });
  const usersFile = join(folder, 'users');
  writeFileSync(usersFile, `admin:admin:${await hashPassword(PASSWORD, { ln: 10, r: 8, p: 1 })}\n`);
  base = await startServer(
    cleanEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      WFC_API_BASE_URL: sandboxUrl(),
      WFC_API_KEY: `sk_test_install_${randomBytes(6).toString('hex')}`,
      WFC_SESSION_SECRET: randomBytes(32).toString('hex'),
      WFC_USERS_FILE: usersFile,
      WFC_DIST_DIR: DIST,
      WFC_LOG_LEVEL: 'warn',
    }),
  );
}, 300_000);

afterAll(() => {
  server?.removeAllListeners('exit');
  server?.kill('SIGTERM');
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the production install', () => {
  it('holds the server’s packages and none of the console’s', () => {
    for (const name of ['fastify', 'jose', 'openid-client', 'undici', '@fastify/static'])
      expect(existsSync(join(folder, 'node_modules', name)), name).toBe(true);
    for (const name of ['react', '@mui/material', '@mui/icons-material', '@xyflow/react', 'vite'])
      expect(existsSync(join(folder, 'node_modules', name)), name).toBe(false);
  });

  it('runs the built server: health, the console, a sign-in and a forwarded read', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const page = await fetch(`${base}/workflows`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    // Files for the demo and for developers stay out of what the gateway serves (the real build).
    expect((await fetch(`${base}/demo-seed.jsonl.gz`)).status).toBe(404);
    expect((await fetch(`${base}/config.example.json`)).status).toBe(404);

    const signIn = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      redirect: 'manual',
    });
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const list = await fetch(`${base}/api/v1/workflows?limit=1`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { collection: unknown[] }).collection).toHaveLength(1);
  });
});
