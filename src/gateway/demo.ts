/**
 * `npm run serve:demo`: the one-command try-out. Starts the sandbox (the demo API over HTTP) and the
 * gateway in front of it on PORT (default 8080), with a throw-away users file of three demo users whose
 * passwords are their names. Demo only: the passwords are printed, the session secret is random per
 * run, and the sandbox key is a test key. Builds dist/ first when there is no build.
 * The embeddable settings form is on too, with a random WFC_EMBED_SECRET, framed by this gateway's
 * own origins, and its demo host page at /embed/example (src/gateway/embed/demo.ts), which mints
 * tokens for any user: that is why it exists only here.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../demo-api/server/sandbox';
import { hashPassword } from './auth/password';
import { loadConfig } from './config';
import { seedDemoHistory } from './demo-history';
import { registerEmbedDemo } from './embed/demo';
import { createGateway } from './server';

const DEMO_USERS = ['viewer', 'operator', 'admin'] as const;

const dist = process.env.WFC_DIST_DIR ?? 'dist';
if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'embed.html'))) {
  process.stdout.write(
    `No build in ${dist}/: building the console and the embed first (npm run build:console, build:embed)…\n`,
  );
  execFileSync('npm', ['run', 'build:console'], { stdio: 'inherit' });
  execFileSync('npm', ['run', 'build:embed'], { stdio: 'inherit' });
}

/** The demo host page is served by the gateway itself, so its own origins may frame the form. */
function demoOrigins(): string[] {
  const port = process.env.PORT ?? '8080';
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

// The console's option lists are fetched from the sandbox by the browser, on the gateway's origins.
const sandbox = startSandbox({
  rebased: true,
  port: Number(process.env.SANDBOX_PORT ?? 0),
  corsOrigins: [
    ...demoOrigins(),
    ...(process.env.WFC_PUBLIC_URL ? [process.env.WFC_PUBLIC_URL] : []),
  ],
});
const sandboxUrl = await sandbox.ready;

const folder = mkdtempSync(join(tmpdir(), 'wfc-gateway-demo-'));
const usersFile = join(folder, 'users');
const lines = await Promise.all(
  DEMO_USERS.map(async (name) => `${name}:${name}:${await hashPassword(name)}`),
);
writeFileSync(usersFile, `# Demo users: each password is the user name.\n${lines.join('\n')}\n`, {
  mode: 0o600,
});

const config = loadConfig({
  ...process.env,
  WFC_API_BASE_URL: sandboxUrl,
  WFC_API_KEY: `sk_test_demo_${randomBytes(6).toString('hex')}`,
  WFC_API_KEY_FILE: undefined,
  WFC_SESSION_SECRET: randomBytes(32).toString('base64'),
  WFC_USERS_FILE: usersFile,
  // Sessions, sign-in failures and the audit trail: thrown away with the demo, unless told otherwise.
  WFC_DATA_DIR: process.env.WFC_DATA_DIR ?? join(folder, 'data'),
  // The demo's option lists (AsyncSelect fields) are served by the sandbox itself.
  WFC_CONNECT_SRC: [process.env.WFC_CONNECT_SRC, new URL(sandboxUrl).origin]
    .filter(Boolean)
    .join(' '),
  WFC_EMBED_SECRET: randomBytes(32).toString('base64'),
  WFC_EMBED_ORIGINS: [process.env.WFC_EMBED_ORIGINS, ...demoOrigins()].filter(Boolean).join(' '),
});
const app = await createGateway(config);
registerEmbedDemo(app, config);
await app.listen({ port: config.port, host: config.host });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// History from the first minute: a few changes made through the gateway, as the operator.
const seeded = await seedDemoHistory(`http://127.0.0.1:${port}`, config.publicUrl.origin).then(
  (made) => made.summary,
  (error: unknown) => `none (${String(error)})`,
);
process.stdout.write(
  [
    '',
    `Workflow Console gateway (demo): http://localhost:${port}`,
    `  in front of the sandbox at ${sandboxUrl}`,
    `  The embeddable settings form's example host page: http://localhost:${port}/embed/example`,
    `  History made at start, as the operator: ${seeded}.`,
    '  Sign in as one of (DEMO ONLY: each password is the user name):',
    ...DEMO_USERS.map((name) => `    ${name.padEnd(9)} password: ${name}`),
    '  Stop with Ctrl+C.',
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => sandbox.close())
      .finally(() => {
        rmSync(folder, { recursive: true, force: true });
        process.exit(0);
      });
  });
}
