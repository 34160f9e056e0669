/**
 * Two gateways sharing one real PostgreSQL server (a throw-away cluster, postgres.ts), as a team
 * behind a load balancer runs them: they start at the same moment and migrate once, then the store's
 * suite (store-suite.ts) alternates between them. Last, the server stops: readiness, sign-in and the
 * API answer 503 with a readable message, and everything works again once it is back.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      expect(rows).toEqual([{ name: '0001_initial' }]);
    } finally {
      await client.end();
    }
    for (const instance of stack.instances)
      expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
  });
});

storeSuite(() => stack);

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
