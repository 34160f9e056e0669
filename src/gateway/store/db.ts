/**
 * The gateway's store: embedded SQLite in WFC_DATA_DIR (one instance), or PostgreSQL at
 * WFC_DATABASE_URL (shared by every instance), behind one Kysely query builder. Opening it runs the
 * migrations (migrations/) under a lock held in the database itself, so instances starting together
 * migrate once: PostgreSQL's advisory lock (Kysely's migrator takes it), SQLite's write lock
 * (`BEGIN IMMEDIATE` around the whole run, so the migrations commit together or not at all).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  SqliteDialect,
  type SqliteDatabase as KyselySqlite,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { migrations } from './migrations';
import type { Database } from './schema';
import { guarded } from './unavailable';

export type Dialect = DatabaseConfig['kind'];

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, without any password: `SQLite /srv/data/gateway.sqlite`. */
  where: string;
  /** Resolves when the database answers; else throws a StoreUnavailableError. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

export interface StoreOptions {
  warn: (message: string) => void;
  /** How long a start waits for a PostgreSQL server that cannot be reached yet (default 30 s). */
  startTimeoutMs?: number;
}

export const SQLITE_FILE = 'gateway.sqlite';

function openSqlite(dir: string): { db: Kysely<Database>; raw: SqliteDatabase.Database } {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const raw = new SqliteDatabase(join(dir, SQLITE_FILE));
  // WAL: readers never wait for the writer, and a killed process leaves every commit whole.
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(raw) }) }),
    raw,
  };
}

const STATEMENTS = 200;

/**
 * The database as Kysely sees it, with each SQL text prepared once and its statement reused (Kysely
 * prepares on every query, which was a third of a session lookup's cost). Statements run to their end
 * synchronously, so one is never in use twice.
 */
function reusingStatements(raw: SqliteDatabase.Database): KyselySqlite {
  const prepared = new Map<string, SqliteStatement>();
  return {
    close: () => raw.close(),
    prepare(text) {
      let statement = prepared.get(text);
      if (!statement) {
        if (prepared.size >= STATEMENTS) prepared.clear();
        statement = raw.prepare(text);
        prepared.set(text, statement);
      }
      return statement;
    },
  };
}

/** int8 (counts, ids, times in ms) as numbers: every value the store keeps fits in 2^53. */
function pgTypes(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, 'text', Number);
  return types;
}

function openPostgres(url: string, warn: (message: string) => void): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    query_timeout: 10_000,
    keepAlive: true,
    application_name: 'workflow-console-gateway',
    types: pgTypes(),
  });
  // An idle connection the server closed (a restart): the pool drops it and opens another later.
  pool.on('error', (error) => warn(`PostgreSQL connection lost: ${error.message}`));
  // A connection lost while in use fails its query (503 to that request); unheard, its 'error' event
  // would end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function postgresWhere(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL ${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

async function migrate(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  // Migrations were numbered ahead and merged in another order (0003 before 0002): a store that
  // already ran a later one still gets an earlier one that arrives after it.
  const { error } = await new Migrator({
    db,
    provider: migrations(dialect),
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error instanceof Error) throw error;
  if (error !== undefined) throw new Error('the migrations failed', { cause: error });
}

async function migrateSqlite(db: Kysely<Database>, raw: SqliteDatabase.Database): Promise<void> {
  raw.exec('BEGIN IMMEDIATE');
  try {
    await migrate(db, 'sqlite');
    raw.exec('COMMIT');
  } catch (error) {
    raw.exec('ROLLBACK');
    throw error;
  }
}

async function migratePostgres(
  db: Kysely<Database>,
  options: StoreOptions,
  where: string,
): Promise<void> {
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  for (;;) {
    try {
      await migrate(db, 'postgres');
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (Date.now() >= deadline) throw new Error(`cannot prepare ${where}: ${reason}`);
      options.warn(`${where} is not ready (${reason}); trying again in a second`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Opens the store and brings its tables up to date; throws when that cannot be done. */
export async function openStore(config: DatabaseConfig, options: StoreOptions): Promise<Store> {
  let db: Kysely<Database>;
  let where: string;
  if (config.kind === 'sqlite') {
    const opened = openSqlite(config.dir);
    db = opened.db;
    where = `SQLite ${join(config.dir, SQLITE_FILE)}`;
    try {
      await migrateSqlite(db, opened.raw);
    } catch (error) {
      await db.destroy();
      throw error;
    }
  } else {
    db = openPostgres(config.url, options.warn);
    where = postgresWhere(config.url);
    try {
      await migratePostgres(db, options, where);
    } catch (error) {
      await db.destroy();
      throw error;
    }
  }
  return {
    db,
    dialect: config.kind,
    where,
    ping: () =>
      guarded(async () => {
        await sql`select 1`.execute(db);
      }),
    close: () => db.destroy(),
  };
}
