/**
 * The workflows the background scan reads: every template, every workflow opened through the console
 * in the last 30 days, and those an operator chose to watch.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { guarded } from './unavailable';

export const OPENED_WITHIN_MS = 30 * 86_400_000;

export interface WatchedWorkflow {
  workflowId: string;
  userKey: string;
}

export interface WatchState {
  watched_by: string | null;
  watched_at: string | null;
  opened_at: string | null;
  is_template: boolean;
}

export interface ScanScope {
  templates: number;
  opened: number;
  watched: number;
  total: number;
}

export interface WatchedRows {
  /** Notes a workflow opened through the console (at most one write a minute per workflow). */
  opened: (workflowId: string, userKey: string, isTemplate: boolean, at: number) => Promise<void>;
  template: (workflowId: string, userKey: string) => Promise<void>;
  watch: (workflowId: string, userKey: string, by: string, at: number) => Promise<void>;
  unwatch: (workflowId: string) => Promise<void>;
  state: (workflowId: string) => Promise<WatchState | undefined>;
  /** The scan's workflows after `afterId` (by id), `limit` at most. */
  inScope: (now: number, afterId: string, limit: number) => Promise<WatchedWorkflow[]>;
  scope: (now: number) => Promise<ScanScope>;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function watchedRows(db: Kysely<Database>): WatchedRows {
  const upsert = (
    values: {
      workflow_id: string;
      user_key: string;
      is_template?: number;
      opened_at?: number;
      watched_by?: string | null;
      watched_at?: number | null;
    },
    update: Partial<typeof values>,
  ) =>
    db
      .insertInto('watched_workflows')
      .values({ is_template: 0, ...values })
      .onConflict((conflict) => conflict.column('workflow_id').doUpdateSet(update))
      .execute();
  const inScopeWhere = (now: number) =>
    sql<boolean>`(is_template = 1 or watched_by is not null or opened_at >= ${now - OPENED_WITHIN_MS})`;

  return {
    opened: (workflowId, userKey, isTemplate, at) =>
      guarded(async () => {
        const template = isTemplate ? 1 : 0;
        await db
          .insertInto('watched_workflows')
          .values({
            workflow_id: workflowId,
            user_key: userKey,
            is_template: template,
            opened_at: at,
          })
          .onConflict((conflict) =>
            conflict
              .column('workflow_id')
              .doUpdateSet({ user_key: userKey, is_template: template, opened_at: at })
              .where((eb) =>
                eb.or([
                  eb('watched_workflows.opened_at', 'is', null),
                  eb('watched_workflows.opened_at', '<', at - 60_000),
                  eb('watched_workflows.is_template', '!=', template),
                ]),
              ),
          )
          .execute();
      }),
    template: (workflowId, userKey) =>
      guarded(async () => {
        await upsert(
          { workflow_id: workflowId, user_key: userKey, is_template: 1 },
          { is_template: 1 },
        );
      }),
    watch: (workflowId, userKey, by, at) =>
      guarded(async () => {
        await upsert(
          { workflow_id: workflowId, user_key: userKey, watched_by: by, watched_at: at },
          { watched_by: by, watched_at: at, user_key: userKey },
        );
      }),
    unwatch: (workflowId) =>
      guarded(async () => {
        await db
          .updateTable('watched_workflows')
          .set({ watched_by: null, watched_at: null })
          .where('workflow_id', '=', workflowId)
          .execute();
      }),
    state: (workflowId) =>
      guarded(async () => {
        const row = await db
          .selectFrom('watched_workflows')
          .selectAll()
          .where('workflow_id', '=', workflowId)
          .executeTakeFirst();
        return row
          ? {
              watched_by: row.watched_by,
              watched_at: iso(row.watched_at),
              opened_at: iso(row.opened_at),
              is_template: row.is_template === 1,
            }
          : undefined;
      }),
    inScope: (now, afterId, limit) =>
      guarded(async () => {
        const rows = await db
          .selectFrom('watched_workflows')
          .select(['workflow_id', 'user_key'])
          .where(inScopeWhere(now))
          .where('workflow_id', '>', afterId)
          .orderBy('workflow_id', 'asc')
          .limit(limit)
          .execute();
        return rows.map((row) => ({ workflowId: row.workflow_id, userKey: row.user_key }));
      }),
    scope: (now) =>
      guarded(async () => {
        const since = now - OPENED_WITHIN_MS;
        const row = await db
          .selectFrom('watched_workflows')
          .select((eb) => [
            eb.fn
              .sum<string | number | null>(sql`case when is_template = 1 then 1 else 0 end`)
              .as('templates'),
            eb.fn
              .sum<string | number | null>(sql`case when opened_at >= ${since} then 1 else 0 end`)
              .as('opened'),
            eb.fn
              .sum<string | number | null>(sql`case when watched_by is not null then 1 else 0 end`)
              .as('watched'),
            eb.fn
              .sum<string | number | null>(sql`case when ${inScopeWhere(now)} then 1 else 0 end`)
              .as('total'),
          ])
          .executeTakeFirstOrThrow();
        return {
          templates: Number(row.templates ?? 0),
          opened: Number(row.opened ?? 0),
          watched: Number(row.watched ?? 0),
          total: Number(row.total ?? 0),
        };
      }),
  };
}
