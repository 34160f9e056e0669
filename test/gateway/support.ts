/**
 * The gateway for integration tests: the real sandbox (port 0) behind the real gateway (port 0), a
 * users file of three users with cheap hashes, a small built-console stand-in as dist/, and every log
 * line and audit line captured. `Browser` is a cookie-keeping HTTP client that sends what a browser
 * page of the console would send.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { metaCsp } from '@/build/static-csp';
import { startSandbox } from '@/demo-api/server/sandbox';
import { auditLine, type AuditEvent, type AuditLog } from '@/gateway/audit';
import { hashPassword } from '@/gateway/auth/password';
import { loadConfig, type GatewayConfig } from '@/gateway/config';
import type { HistoryOptions } from '@/gateway/history/service';
import { createGateway } from '@/gateway/server';

/** The origin browsers use for the console in these tests (the gateway itself listens on port 0). */
export const PUBLIC_URL = 'http://console.test';
export const PASSWORDS = {
  viewer: 'viewer-pass-1',
  operator: 'operator-pass-2',
  admin: 'admin-pass-3',
};
export type TestRole = keyof typeof PASSWORDS;
/** Cheap hashes: the tests check the logic, not the cost. */
const TEST_COST = { ln: 10, r: 8, p: 1 };

export interface Forwarded {
  method: string;
  url: URL;
  headers: Headers;
}

export const ASSET_NAME = 'app-Ab12Cd34.js';

/** A stand-in for dist/: index.html, embed.html, one hashed asset large enough to compress, a favicon. */
export function writeFakeDist(folder: string): string {
  const dist = join(folder, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    // As the build writes it: its own policy first (src/build/static-csp.ts).
    `<!doctype html><html><head>\n    <meta http-equiv="Content-Security-Policy" content="${metaCsp({})}" /><title>Workflow Console</title><script type="module" src="/assets/${ASSET_NAME}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(
    join(dist, 'assets', ASSET_NAME),
    `export const text = ${JSON.stringify('console '.repeat(2000))};\n`,
  );
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The embed's page, for stacks that turn the embed on (WFC_EMBED_SECRET).
  writeFileSync(
    join(dist, 'embed.html'),
    '<!doctype html><html><head><title>Settings</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

export async function writeUsersFile(path: string): Promise<void> {
  const lines = await Promise.all(
    (Object.keys(PASSWORDS) as TestRole[]).map(
      async (role) => `${role}:${role}:${await hashPassword(PASSWORDS[role], TEST_COST)}`,
    ),
  );
  writeFileSync(path, `# test users\n${lines.join('\n')}\n`);
}

/** One gateway process of a stack (several share its store, users file and session secret). */
export interface Instance {
  url: string;
  app: FastifyInstance;
}

export interface Stack {
  /** The first instance's. */
  url: string;
  sandboxUrl: string;
  key: string;
  config: GatewayConfig;
  app: FastifyInstance;
  /** Every instance, started at the same moment (`instances` in the options). */
  instances: Instance[];
  folder: string;
  usersFile: string;
  forwarded: Forwarded[];
  logs: string[];
  audit: AuditEvent[];
  auditText: string[];
  close: () => Promise<void>;
}

export interface StackOptions {
  env?: Record<string, string | undefined>;
  /** Point the gateway at another service instead of the sandbox. */
  upstreamUrl?: string;
  /** Gateways sharing one store (give WFC_DATABASE_URL for more than one); default 1. */
  instances?: number;
  /** The history's background timing (history tests run its ticks themselves). */
  history?: HistoryOptions;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const folder = mkdtempSync(join(tmpdir(), 'wfc-gateway-test-'));
  const usersFile = join(folder, 'users');
  await writeUsersFile(usersFile);
  const forwarded: Forwarded[] = [];
  const sandbox = startSandbox({
    port: 0,
    onResponse: (request) => {
      forwarded.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
      });
    },
  });
  const sandboxUrl = await sandbox.ready;
  const key = `sk_test_gw${randomBytes(8).toString('hex')}`;
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    WFC_API_BASE_URL: options.upstreamUrl ?? sandboxUrl,
    WFC_API_KEY: key,
    WFC_SESSION_SECRET: randomBytes(32).toString('hex'),
    WFC_PUBLIC_URL: PUBLIC_URL,
    WFC_USERS_FILE: usersFile,
    WFC_DIST_DIR: writeFakeDist(folder),
    WFC_DATA_DIR: join(folder, 'data'),
    WFC_LOG_LEVEL: 'info',
    ...options.env,
  });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  const audit: AuditEvent[] = [];
  const auditText: string[] = [];
  const auditLog: AuditLog = {
    write: (event) => {
      audit.push(event);
      auditText.push(auditLine(event));
    },
    reopen: () => undefined,
    close: () => Promise.resolve(),
  };
  const instances = await Promise.all(
    Array.from({ length: options.instances ?? 1 }, async (): Promise<Instance> => {
      const app = await createGateway(config, {
        logStream,
        audit: auditLog,
        // No background ticks unless a test asks: its scans would reach the sandbox between the
        // requests other tests count.
        history: options.history ?? { tickMs: 3_600_000 },
      });
      return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
    }),
  );
  const [first] = instances;
  if (!first) throw new Error('a stack needs at least one instance');
  return {
    url: first.url,
    sandboxUrl,
    key,
    config,
    app: first.app,
    instances,
    folder,
    usersFile,
    forwarded,
    logs,
    audit,
    auditText,
    close: async () => {
      // Every test has had its answers by now: no connection is left for Fastify to wait for (a
      // client still holding an answer it never read kept one open until its keep-alive ran out).
      await Promise.all(
        instances.map(async ({ app }) => {
          const closing = app.close();
          app.server.closeAllConnections();
          await closing;
        }),
      );
      await sandbox.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: () => unknown;
}

/** A browser-like client: keeps cookies, sends the console's Origin on writes unless told otherwise. */
export class Browser {
  readonly cookies = new Map<string, string>();
  csrf = '';
  /** Every answer seen, for the secret search. */
  readonly seen: Answer[] = [];

  constructor(private readonly stack: Pick<Stack, 'url'>) {}

  async request(
    method: string,
    path: string,
    init: {
      headers?: Record<string, string>;
      body?: string;
      origin?: string | null;
      csrf?: string | null;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const write = method !== 'GET' && method !== 'HEAD';
    const origin = init.origin === undefined ? (write ? PUBLIC_URL : null) : init.origin;
    if (origin !== null) headers.origin = origin;
    const csrf = init.csrf === undefined ? (write && this.csrf ? this.csrf : null) : init.csrf;
    if (csrf !== null) headers['x-csrf-token'] = csrf;
    const response = await fetch(`${this.stack.url}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    const answer = {
      status: response.status,
      headers: response.headers,
      text,
      json: () => JSON.parse(text) as unknown,
    };
    this.seen.push(answer);
    return answer;
  }

  /**
   * A request exactly as written, over a socket of its own: the target goes out as its UTF-8 bytes,
   * not parsed or normalised on the way (fetch would resolve `%2e%2e` before sending). Sends the
   * session's cookie, the console's Origin and the CSRF token; resolves to the status (0 when the
   * gateway hung up without one).
   */
  raw(method: string, target: string, body?: string): Promise<number> {
    const { port } = new URL(this.stack.url);
    const lines = [
      `${method} ${target} HTTP/1.1`,
      'host: 127.0.0.1',
      'connection: close',
      `cookie: ${[...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')}`,
      `origin: ${PUBLIC_URL}`,
      `x-csrf-token: ${this.csrf}`,
      'accept: application/json',
      ...(body === undefined
        ? []
        : ['content-type: application/json', `content-length: ${Buffer.byteLength(body)}`]),
    ];
    return new Promise((resolve, reject) => {
      let answer = '';
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.end(Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`, 'utf8')),
      );
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('latin1');
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    });
  }

  json(
    method: string,
    path: string,
    body: unknown,
    init: { origin?: string | null; csrf?: string | null } = {},
  ) {
    return this.request(method, path, {
      ...init,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async signIn(role: TestRole, password = PASSWORDS[role]): Promise<Answer> {
    const answer = await this.json('POST', '/auth/login', { username: role, password });
    if (answer.status === 303) await this.refreshCsrf();
    return answer;
  }

  async refreshCsrf(): Promise<void> {
    const me = await this.request('GET', '/auth/me');
    this.csrf = me.status === 200 ? (me.json() as { csrf_token: string }).csrf_token : '';
  }
}

export async function signedIn(stack: Pick<Stack, 'url'>, role: TestRole): Promise<Browser> {
  const browser = new Browser(stack);
  const answer = await browser.signIn(role);
  if (answer.status !== 303)
    throw new Error(`sign-in as ${role} answered ${answer.status}: ${answer.text}`);
  return browser;
}

export function errorCode(answer: Answer): string | undefined {
  const body = answer.json() as { error?: { code?: string } };
  return body.error?.code;
}
