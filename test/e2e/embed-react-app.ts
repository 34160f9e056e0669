/**
 * A host's React app built against the packed React package, the way a host developer would: a
 * throw-away folder, `npm pack` of dist/embed-react (`npm run build` builds it), `npm install` of
 * React, Vite and the tarball (from the npm cache this repository's install filled, so offline in
 * practice), a type-check of the app against the package's declarations, and `vite build`. The app
 * is test/e2e/embed-host-app. Used by embed-react.e2e.ts and the bench (test/bench/embed-ready.ts),
 * which serve it with `serveHostApp`: the host's own server, its pages under the host's policy.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const PACKAGE = join(ROOT, 'dist/embed-react');

/** The version of a package this repository installed, so `npm install` finds it in the cache. */
const installed = (name: string): string =>
  (
    JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

export interface HostApp {
  /** The built app: index.html and its assets. */
  dist: string;
  remove: () => void;
}

export async function buildHostApp(): Promise<HostApp> {
  if (!existsSync(join(PACKAGE, 'package.json')))
    throw new Error('No React package in dist/embed-react/: run `npm run build` first.');
  const folder = mkdtempSync(join(tmpdir(), 'wfc-host-app-'));
  const inFolder = { cwd: folder, timeout: 240_000, maxBuffer: 8 * 1024 * 1024 };
  try {
    cpSync(join(ROOT, 'test/e2e/embed-host-app'), folder, { recursive: true });
    writeFileSync(
      join(folder, 'package.json'),
      `${JSON.stringify({ name: 'host-app', private: true, type: 'module' })}\n`,
    );
    const { stdout } = await run('npm', ['pack', PACKAGE, '--pack-destination', folder], inFolder);
    const tarball = stdout.trim().split('\n').at(-1) ?? '';
    await run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        ...['react', 'react-dom', '@types/react', '@types/react-dom', 'vite'].map(
          (name) => `${name}@${installed(name)}`,
        ),
        `./${tarball}`,
      ],
      inFolder,
    );
    // The package's declarations, as a host's TypeScript reads them (the repository's compiler).
    await run(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', folder],
      inFolder,
    );
    await run(
      process.execPath,
      [join(folder, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      inFolder,
    );
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    const output = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${output.message}\n${output.stdout ?? ''}\n${output.stderr ?? ''}`);
  }
  return {
    dist: join(folder, 'dist'),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * The host's Content-Security-Policy: nothing but its own files and what docs/embed.md tells a host
 * to allow for the form (`frame-src` the gateway, `script-src` its /embed.js, `connect-src` the
 * gateway and the option providers).
 */
export const strictHostPolicy = (gateway: string, providers: readonly string[]): string =>
  [
    "default-src 'none'",
    `script-src 'self' ${gateway}/embed.js`,
    `frame-src ${gateway}`,
    `connect-src 'self' ${gateway} ${providers.join(' ')}`,
    "img-src 'self'",
    "base-uri 'none'",
  ].join('; ');

export interface HostServer {
  /** http://localhost:<port>: an origin of its own, for WFC_EMBED_ORIGINS. */
  url: string;
  close: () => Promise<void>;
}

/**
 * The host product's server: the built app under `policy()` (its Content-Security-Policy), and the
 * host backend's token endpoint, `/token?user=&workflow=&lifetime=`, signing with `sign`.
 */
export function serveHostApp(
  app: HostApp,
  options: {
    policy: () => string;
    sign: (user: string, workflowId: string, lifetimeSeconds: number) => Promise<string>;
  },
): Promise<HostServer> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    if (url.pathname === '/token') {
      const query = url.searchParams;
      void options
        .sign(
          query.get('user') ?? 'nobody',
          query.get('workflow') ?? '',
          Number(query.get('lifetime') ?? 600),
        )
        .then((token) =>
          response
            .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
            .end(JSON.stringify({ token })),
        );
      return;
    }
    const file = normalize(url.pathname === '/' ? '/index.html' : url.pathname);
    let body: Buffer;
    try {
      body = readFileSync(join(app.dist, file));
    } catch {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-security-policy': options.policy(),
        'cache-control': 'no-store',
      })
      .end(body);
  });
  return new Promise((resolveServer) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolveServer({
        url: `http://localhost:${port}`,
        close: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}
