/**
 * Saved views (the lists' named query strings, per user, shareable with the team) and the bulk action
 * an audited write was part of (`X-WFC-Bulk-Action`).
 */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../db';

// Migrations see the database as it was when they were written, not as schema.ts says today.
type AnyDatabase = Kysely<Record<string, never>>;

export function views(dialect: Dialect): Migration {
  return {
    async up(db: AnyDatabase) {
      const table = db.schema.createTable('saved_views');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'bigint', (column) =>
              column.primaryKey().generatedAlwaysAsIdentity(),
            )
          : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
      )
        .addColumn('list', 'text', (column) => column.notNull())
        .addColumn('owner_name', 'text', (column) => column.notNull())
        .addColumn('owner_key', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('query', 'text', (column) => column.notNull())
        .addColumn('shared', 'integer', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
      // One view of a name per owner and list (saving it again replaces it).
      await db.schema
        .createIndex('saved_views_owner_name')
        .on('saved_views')
        .columns(['list', 'owner_key', 'name'])
        .unique()
        .execute();
      await db.schema.alterTable('audit_events').addColumn('bulk_action', 'text').execute();
    },
    async down(db: AnyDatabase) {
      await db.schema.alterTable('audit_events').dropColumn('bulk_action').execute();
      await db.schema.dropTable('saved_views').execute();
    },
  };
}
