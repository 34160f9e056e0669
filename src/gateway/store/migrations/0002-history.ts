/**
 * Workflow history (versions, the watched workflows, the background scan's lease and cursor) and
 * alerts (rules, firings, deliveries, and the failures each rule has fired for).
 */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../db';

type AnyDatabase = Kysely<Record<string, never>>;

export function history(dialect: Dialect): Migration {
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
      await identity(db, 'workflow_versions')
        .addColumn('workflow_id', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        // 1, 2, 3… per workflow and kind: unique, so instances seeing the same change record it once.
        .addColumn('seq', 'integer', (column) => column.notNull())
        .addColumn('workflow_name', 'text')
        .addColumn('content', 'text', (column) => column.notNull())
        .addColumn('hash', 'text', (column) => column.notNull())
        .addColumn('first_seen_at', 'bigint', (column) => column.notNull())
        .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('actor', 'text')
        .addColumn('summary', 'text', (column) => column.notNull())
        .addColumn('previous_id', 'bigint')
        .execute();
      await db.schema
        .createIndex('workflow_versions_workflow_kind_seq')
        .unique()
        .on('workflow_versions')
        .columns(['workflow_id', 'kind', 'seq'])
        .execute();
      await db.schema
        .createIndex('workflow_versions_workflow_id')
        .on('workflow_versions')
        .columns(['workflow_id', 'id'])
        .execute();
      await db.schema
        .createIndex('workflow_versions_first_seen_at')
        .on('workflow_versions')
        .column('first_seen_at')
        .execute();

      await db.schema
        .createTable('watched_workflows')
        .addColumn('workflow_id', 'text', (column) => column.primaryKey())
        .addColumn('user_key', 'text', (column) => column.notNull())
        .addColumn('is_template', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('opened_at', 'bigint')
        .addColumn('watched_by', 'text')
        .addColumn('watched_at', 'bigint')
        .execute();

      // One row per background job: who holds it until when, and where it stopped.
      await db.schema
        .createTable('background_jobs')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('holder', 'text')
        .addColumn('lease_until', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('cursor', 'text')
        .addColumn('not_before', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('started_at', 'bigint')
        .addColumn('finished_at', 'bigint')
        .addColumn('result', 'text')
        .execute();

      await identity(db, 'alert_rules')
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('workflow_id', 'text')
        .addColumn('threshold', 'integer', (column) => column.notNull())
        .addColumn('window_minutes', 'integer', (column) => column.notNull())
        .addColumn('webhook_url', 'text', (column) => column.notNull())
        .addColumn('secret', 'text', (column) => column.notNull())
        .addColumn('enabled', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('created_by', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();

      await identity(db, 'alert_firings')
        .addColumn('rule_id', 'bigint', (column) => column.notNull())
        .addColumn('workflow_id', 'text')
        .addColumn('at', 'bigint', (column) => column.notNull())
        .addColumn('summary', 'text', (column) => column.notNull())
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema
        .createIndex('alert_firings_rule_id')
        .on('alert_firings')
        .columns(['rule_id', 'id'])
        .execute();
      await db.schema
        .createIndex('alert_firings_next_attempt_at')
        .on('alert_firings')
        .column('next_attempt_at')
        .execute();

      await identity(db, 'alert_deliveries')
        .addColumn('firing_id', 'bigint', (column) => column.notNull())
        .addColumn('at', 'bigint', (column) => column.notNull())
        .addColumn('status', 'integer')
        .addColumn('error', 'text')
        .execute();
      await db.schema
        .createIndex('alert_deliveries_firing_id')
        .on('alert_deliveries')
        .column('firing_id')
        .execute();

      // What each rule has fired for (a failure's id, a silence's last run): never twice.
      await db.schema
        .createTable('alert_fired_keys')
        .addColumn('rule_id', 'bigint', (column) => column.notNull())
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('at', 'bigint', (column) => column.notNull())
        .addPrimaryKeyConstraint('alert_fired_keys_pk', ['rule_id', 'key'])
        .execute();
    },
    async down(db: AnyDatabase) {
      for (const table of [
        'alert_fired_keys',
        'alert_deliveries',
        'alert_firings',
        'alert_rules',
        'background_jobs',
        'watched_workflows',
        'workflow_versions',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}
