/** Sessions, sign-in attempts and the audit trail. */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../db';

// Migrations see the database as it was when they were written, not as schema.ts says today.
type AnyDatabase = Kysely<Record<string, never>>;

export function initial(dialect: Dialect): Migration {
  const identity = (db: AnyDatabase, table: string) =>
    dialect === 'postgres'
      ? db.schema
          .createTable(table)
          .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      : db.schema
          .createTable(table)
          .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());

  return {
    async up(db: AnyDatabase) {
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_name', 'text', (column) => column.notNull())
        .addColumn('user_key', 'text', (column) => column.notNull())
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('via', 'text', (column) => column.notNull())
        .addColumn('csrf', 'text', (column) => column.notNull())
        .addColumn('credential', 'text')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('seen_at', 'bigint', (column) => column.notNull())
        .addColumn('address', 'text', (column) => column.notNull())
        .addColumn('user_agent', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_key').on('sessions').column('user_key').execute();
      await db.schema.createIndex('sessions_seen_at').on('sessions').column('seen_at').execute();

      await identity(db, 'sign_in_attempts')
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('sign_in_attempts_key_at')
        .on('sign_in_attempts')
        .columns(['key', 'at'])
        .execute();
      await db.schema
        .createIndex('sign_in_attempts_at')
        .on('sign_in_attempts')
        .column('at')
        .execute();

      await identity(db, 'audit_events')
        .addColumn('at', 'bigint', (column) => column.notNull())
        .addColumn('event', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('user_name', 'text')
        .addColumn('role', 'text')
        .addColumn('method', 'text', (column) => column.notNull())
        .addColumn('path', 'text', (column) => column.notNull())
        .addColumn('resource', 'text')
        .addColumn('status', 'integer', (column) => column.notNull())
        .addColumn('request_id', 'text')
        .addColumn('client', 'text', (column) => column.notNull())
        .addColumn('via', 'text')
        .addColumn('forwarded', 'integer')
        .addColumn('reason', 'text')
        .execute();
      // Searches walk newest first by id (the cursor), narrowed by one of these; pruning by time.
      await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
      for (const column of ['user_name', 'action', 'resource'] as const)
        await db.schema
          .createIndex(`audit_events_${column}_id`)
          .on('audit_events')
          .columns([column, 'id'])
          .execute();
    },
    async down(db: AnyDatabase) {
      for (const table of ['audit_events', 'sign_in_attempts', 'sessions'])
        await db.schema.dropTable(table).execute();
    },
  };
}
