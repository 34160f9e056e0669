/**
 * The store's suite on the embedded SQLite database, one gateway (store-suite.ts), and what only
 * SQLite has: the data folder made private, and the migrations applied once however often it starts.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '@/gateway/server';
import { storeSuite } from './store-suite';
import { startStack, type Stack } from './support';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { WFC_LOGIN_MAX_FAILURES: '5' } });
});
afterAll(() => stack.close());

storeSuite(() => stack);

describe('the SQLite file', () => {
  it('lives in WFC_DATA_DIR, a folder only the gateway’s user may open', () => {
    const dir = join(stack.folder, 'data');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'gateway.sqlite')).isFile()).toBe(true);
  });

  it('is migrated once, however often a gateway opens it', async () => {
    const again = await createGateway(stack.config);
    await again.close();
    const file = new Database(join(stack.folder, 'data', 'gateway.sqlite'), { readonly: true });
    try {
      expect(file.prepare('select name from kysely_migration').all()).toEqual([
        { name: '0001_initial' },
        { name: '0002_history' },
        { name: '0003_views' },
        { name: '0004_runs' },
      ]);
    } finally {
      file.close();
    }
  });
});
