/**
 * Daily run figures: the account's finished actions the background scan read (one row per action,
 * by its id), the runs they group into (one row per execution, worked out again from its stored
 * actions whenever one arrives) and how far the scan's reads reach (one row). Counting by id makes a
 * re-read, an overlap or a second instance harmless: nothing is counted twice.
 */
import type { Kysely, Migration } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says today.
type AnyDatabase = Kysely<Record<string, never>>;

export function runs(): Migration {
  return {
    async up(db: AnyDatabase) {
      await db.schema
        .createTable('run_steps')
        .addColumn('action_id', 'text', (column) => column.primaryKey())
        .addColumn('run_key', 'text', (column) => column.notNull())
        .addColumn('execution_id', 'text', (column) => column.notNull())
        .addColumn('workflow_id', 'text')
        .addColumn('name', 'text')
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('failure_note', 'text')
        .addColumn('run_at', 'bigint')
        .addColumn('completed_at', 'bigint')
        .addColumn('failed_at', 'bigint')
        .addColumn('stopped_at', 'bigint')
        .addColumn('at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('run_steps_run_key').on('run_steps').column('run_key').execute();
      await db.schema.createIndex('run_steps_at').on('run_steps').column('at').execute();

      await db.schema
        .createTable('runs')
        .addColumn('run_key', 'text', (column) => column.primaryKey())
        .addColumn('workflow_id', 'text')
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('started_at', 'bigint')
        .addColumn('started_day', 'integer')
        .addColumn('duration_ms', 'bigint')
        .addColumn('failed_at', 'bigint')
        .addColumn('failed_step', 'text')
        .addColumn('failure_note', 'text')
        .addColumn('steps', 'integer', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('runs_started_at').on('runs').column('started_at').execute();
      await db.schema
        .createIndex('runs_workflow_failed')
        .on('runs')
        .columns(['workflow_id', 'failed_at'])
        .execute();

      await db.schema
        .createTable('run_coverage')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('through', 'bigint')
        .addColumn('covered_from', 'bigint')
        .addColumn('pass_started_at', 'bigint')
        .addColumn('pass_back_to', 'bigint')
        .addColumn('pass_after', 'text')
        .execute();
    },
    async down(db: AnyDatabase) {
      for (const table of ['run_coverage', 'runs', 'run_steps'])
        await db.schema.dropTable(table).execute();
    },
  };
}
