/**
 * Two gateways sharing one real PostgreSQL server (a throw-away cluster, postgres.ts), as a team
 * behind a load balancer runs them: they start at the same moment and migrate once, then the store's
 * suite (store-suite.ts) alternates between them. Last, the server stops: readiness, sign-in and the
 * API answer 503 with a readable message, and everything works again once it is back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '@/gateway/store/audit';
import { copyStore } from '@/gateway/store/copy';
import { openStore } from '@/gateway/store/db';
import { sessionRows } from '@/gateway/store/sessions';
import { startPostgres, type Postgres } from './postgres';
import { storeSuite } from './store-suite';
import { Browser, errorCode, signedIn, startStack, type Stack } from './support';

let postgres: Postgres;
let stack: Stack;
let url = '';

beforeAll(async () => {
  postgres = await startPostgres();
  url = await postgres.createDatabase('gateway');
  stack = await startStack({
    instances: 2,
    env: { WFC_DATABASE_URL: url, WFC_LOGIN_MAX_FAILURES: '5' },
  });
}, 120_000);

afterAll(async () => {
  await stack.close();
  postgres.close();
});

describe('two gateways on one PostgreSQL database', () => {
  it('started together, migrated once', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query('select name from kysely_migration');
      expect(rows).toEqual([
        { name: '0001_initial' },
        { name: '0002_history' },
        { name: '0003_views' },
        { name: '0004_runs' },
      ]);
    } finally {
      await client.end();
    }
    for (const instance of stack.instances)
      expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
  });
});

storeSuite(() => stack);

describe('moving between SQLite and PostgreSQL (npm run gateway:move-store)', () => {
  it('copies the sessions and the audit trail, in order, and refuses a target that is not empty', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'wfc-move-'));
    const warn = () => undefined;
    const sqlite = await openStore({ kind: 'sqlite', dir: folder }, { warn });
    const target = await openStore(
      { kind: 'postgres', url: await postgres.createDatabase('moved') },
      { warn },
    );
    const back = await openStore({ kind: 'sqlite', dir: join(folder, 'back') }, { warn });
    try {
      await sessionRows(sqlite.db).insert(sqlite.db, {
        id: 'session-1',
        user: 'alice',
        role: 'operator',
        via: 'password',
        csrf: 'token',
        credential: 'fingerprint',
        createdAt: Date.parse('2026-11-30T08:00:00Z'),
        seenAt: Date.parse('2026-11-30T08:30:00Z'),
        address: '10.0.0.1',
        userAgent: 'curl/8.11.0',
      });
      const rows = auditRows(sqlite.db);
      for (const [index, user] of ['alice', null, 'carol'].entries())
        await rows.insert(
          undefined,
          {
            event: 'sign_in_failed',
            action: 'sign_in_failed',
            user,
            role: null,
            method: 'POST',
            path: '/auth/login',
            resource: null,
            status: 401,
            request_id: `req_${index}`,
            client: '10.0.0.1',
            via: 'password',
            forwarded: null,
            reason: 'wrong user name or password',
          },
          Date.parse('2026-11-30T09:00:00Z') + index,
        );
      expect(await copyStore(sqlite, target)).toEqual({ sessions: 1, auditEvents: 3 });
      expect(await sessionRows(target.db).find('session-1')).toMatchObject({
        user: 'alice',
        credential: 'fingerprint',
        seenAt: Date.parse('2026-11-30T08:30:00Z'),
      });
      const moved = await auditRows(target.db).search({ limit: 10 });
      expect(moved.events.map((row) => [row.request_id, row.user, row.time])).toEqual([
        ['req_2', 'carol', '2026-11-30T09:00:00.002Z'],
        ['req_1', null, '2026-11-30T09:00:00.001Z'],
        ['req_0', 'alice', '2026-11-30T09:00:00.000Z'],
      ]);
      await expect(copyStore(sqlite, target)).rejects.toThrow(
        /already holds sessions or audit rows/,
      );
      expect(await copyStore(target, back)).toEqual({ sessions: 1, auditEvents: 3 });
      expect(
        (await auditRows(back.db).search({ limit: 10 })).events.map((row) => row.request_id),
      ).toEqual(['req_2', 'req_1', 'req_0']);
    } finally {
      await Promise.all([sqlite.close(), target.close(), back.close()]);
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('while the database cannot be reached', () => {
  it('answers 503 saying so, changes nothing, and recovers by itself when it is back', async () => {
    const admin = await signedIn(stack, 'admin');
    const [one] = stack.instances;
    if (!one) throw new Error('no instance');
    postgres.stop();
    try {
      const ready = await fetch(`${one.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'unavailable',
        reason: "The console's database (PostgreSQL) cannot be reached.",
      });
      const signIn = await new Browser(stack).signIn('viewer');
      expect(signIn.status).toBe(503);
      expect(errorCode(signIn)).toBe('store_unavailable');
      expect((signIn.json() as { error: { message: string } }).error.message).toBe(
        'The console’s database cannot be reached right now, so nothing was done. Try again in a moment.',
      );
      expect(signIn.headers.getSetCookie()).toEqual([]);
      const before = stack.forwarded.length;
      const write = await admin.json('POST', '/api/v1/executions/stop', { user_key: 'offline' });
      expect(write.status).toBe(503);
      expect(stack.forwarded.length).toBe(before);
    } finally {
      postgres.start();
    }
    await expect
      .poll(async () => (await fetch(`${one.url}/readyz`)).status, { timeout: 15_000 })
      .toBe(200);
    expect((await admin.request('GET', '/auth/me')).status).toBe(200);
    expect((await new Browser(stack).signIn('viewer')).status).toBe(303);
  });
});
