/**
 * The gateway as the embed's end-to-end tests run it: serving the production build (the embed page,
 * /embed.js) in front of a sandbox, the embed on for the host origins a test names, its clock
 * movable (to expire tokens); and what a host product's backend does with it, signing its user's
 * token with jose as docs/embed.md shows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { hashPassword } from '@/gateway/auth/password';
import { loadConfig } from '@/gateway/config';
import { createGateway } from '@/gateway/server';
import { closeWithin } from '@/gateway/shutdown';

export interface EmbedGateway {
  /** The gateway's origin (127.0.0.1, a port of its own). */
  url: string;
  /** The service's key, for reading what was saved straight from the sandbox. */
  key: string;
  /** A token for `userKey` and `workflowId`, as a host backend signs it, valid `lifetimeSeconds`. */
  sign: (userKey: string, workflowId: string, lifetimeSeconds?: number) => Promise<string>;
  /** Moves the gateway's clock (and the signing backend's) ahead by `ms`. */
  moveClock: (ms: number) => void;
  close: () => Promise<void>;
}

export async function startEmbedGateway(options: {
  sandboxUrl: string;
  /** WFC_EMBED_ORIGINS. */
  origins: string[];
  /** WFC_CONNECT_SRC (default: the sandbox, the option provider of the seed's AsyncSelects). */
  connectSrc?: string;
}): Promise<EmbedGateway> {
  const secret = randomBytes(32).toString('base64');
  const key = `sk_test_e2e_embed_${randomBytes(6).toString('hex')}`;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const folder = mkdtempSync(join(tmpdir(), 'wfc-embed-e2e-'));
  const usersFile = join(folder, 'users');
  writeFileSync(
    usersFile,
    `admin:admin:${await hashPassword('admin-pass', { ln: 10, r: 8, p: 1 })}\n`,
  );
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    WFC_API_BASE_URL: options.sandboxUrl,
    WFC_API_KEY: key,
    WFC_SESSION_SECRET: randomBytes(32).toString('hex'),
    WFC_USERS_FILE: usersFile,
    WFC_DIST_DIR: process.env.E2E_DIST ?? 'dist',
    WFC_LOG_LEVEL: 'warn',
    WFC_CONNECT_SRC: options.connectSrc ?? new URL(options.sandboxUrl).origin,
    WFC_EMBED_SECRET: secret,
    WFC_EMBED_ORIGINS: options.origins.join(' '),
  });
  const gateway = await createGateway(config, {
    now: clock,
    audit: { write: () => undefined, reopen: () => undefined, close: () => Promise.resolve() },
  });
  const url = (await gateway.listen({ port: 0, host: '127.0.0.1' })).replace(
    'localhost',
    '127.0.0.1',
  );
  return {
    url,
    key,
    async sign(userKey, workflowId, lifetimeSeconds = 600) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ workflows: [workflowId] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userKey)
        .setAudience('workflow-console-embed')
        .setIssuedAt(now)
        .setExpirationTime(now + lifetimeSeconds)
        .sign(new TextEncoder().encode(secret));
    },
    moveClock(ms) {
      offsetMs += ms;
    },
    async close() {
      // Every test has had its answers: close what connections the worker's browser keeps open.
      await closeWithin(gateway, 0);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
