/**
 * `npm run gateway:move-store -- <from> <to>`: copies the sessions and the audit trail from one store
 * to another, each given as a postgres:// URL or an SQLite data folder (WFC_DATA_DIR). The target is
 * migrated first and must be empty. Stop the gateways first (docs/gateway.md, "Moving between SQLite
 * and PostgreSQL"). Also bundled: `node dist-server/move-store.js ...`.
 */
import { resolve } from 'node:path';
import type { DatabaseConfig } from './config';
import { copyStore } from './store/copy';
import { openStore } from './store/db';

function fail(message: string): never {
  process.stderr.write(`gateway:move-store: ${message}\n`);
  process.exit(1);
}

const storeAt = (value: string): DatabaseConfig =>
  /^postgres(ql)?:\/\//.test(value)
    ? { kind: 'postgres', url: value }
    : { kind: 'sqlite', dir: resolve(value) };

const [from, to] = process.argv.slice(2);
if (!from || !to)
  fail(
    'usage: npm run gateway:move-store -- <from> <to>  (each a postgres:// URL or an SQLite data folder)',
  );

const warn = (message: string) => process.stderr.write(`${message}\n`);
try {
  const source = await openStore(storeAt(from), { warn });
  try {
    const target = await openStore(storeAt(to), { warn });
    try {
      const copied = await copyStore(source, target);
      process.stdout.write(
        `Copied ${copied.sessions} sessions and ${copied.auditEvents} audit rows from ${source.where} to ${target.where}.\n`,
      );
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
