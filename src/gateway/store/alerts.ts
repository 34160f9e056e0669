/**
 * Alert rules, their firings and each firing's deliveries, and the keys a rule has fired for (a
 * failure's id, a silence's last run), so nothing fires twice for the same failures.
 */
import type { Kysely, Selectable } from 'kysely';
import type { AlertDeliveryTable, AlertFiringTable, AlertRuleTable, Database } from './schema';
import { guarded } from './unavailable';

export type AlertKind = 'failures' | 'silence';

export interface AlertRuleInput {
  name: string;
  kind: AlertKind;
  workflowId: string | null;
  threshold: number;
  windowMinutes: number;
  webhookUrl: string;
  enabled: boolean;
}

/** A rule as the Alerts screen reads it: never its secret. */
export interface AlertRule {
  id: number;
  name: string;
  kind: AlertKind;
  workflow_id: string | null;
  threshold: number;
  window_minutes: number;
  webhook_url: string;
  enabled: boolean;
  created_by: string;
  created_at: string;
}

export interface AlertDelivery {
  at: string;
  status: number | null;
  error: string | null;
}

export interface AlertFiring {
  id: number;
  rule_id: number;
  rule_name: string | null;
  workflow_id: string | null;
  at: string;
  summary: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  deliveries: AlertDelivery[];
}

export interface PendingFiring {
  id: number;
  ruleId: number;
  payload: string;
  attempts: number;
  nextAttemptAt: number;
  webhookUrl: string;
  secret: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

function ruleFromRow(row: Selectable<AlertRuleTable>): AlertRule {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind === 'silence' ? 'silence' : 'failures',
    workflow_id: row.workflow_id,
    threshold: row.threshold,
    window_minutes: row.window_minutes,
    webhook_url: row.webhook_url,
    enabled: row.enabled === 1,
    created_by: row.created_by,
    created_at: iso(row.created_at),
  };
}

function firingFromRow(
  row: Selectable<AlertFiringTable> & { rule_name: string | null },
  deliveries: Selectable<AlertDeliveryTable>[],
): AlertFiring {
  return {
    id: row.id,
    rule_id: row.rule_id,
    rule_name: row.rule_name,
    workflow_id: row.workflow_id,
    at: iso(row.at),
    summary: row.summary,
    status: row.status === 'delivered' || row.status === 'failed' ? row.status : 'pending',
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at === null ? null : iso(row.next_attempt_at),
    last_error: row.last_error,
    deliveries: deliveries.map((delivery) => ({
      at: iso(delivery.at),
      status: delivery.status,
      error: delivery.error,
    })),
  };
}

export interface AlertRows {
  rules: () => Promise<AlertRule[]>;
  /** Enabled rules with their secrets (the scan). */
  active: () => Promise<(AlertRule & { secret: string })[]>;
  create: (input: AlertRuleInput, secret: string, by: string, at: number) => Promise<AlertRule>;
  update: (id: number, input: AlertRuleInput) => Promise<AlertRule | undefined>;
  remove: (id: number) => Promise<boolean>;
  /** The keys among `keys` this rule has not fired for yet. */
  unfired: (ruleId: number, keys: readonly string[]) => Promise<string[]>;
  /** Records a firing and the keys it fired for, together; undefined when a key was taken. */
  fire: (
    firing: { ruleId: number; workflowId: string | null; summary: string; payload: string },
    keys: readonly string[],
    at: number,
  ) => Promise<number | undefined>;
  firings: (limit: number) => Promise<AlertFiring[]>;
  due: (now: number, limit: number) => Promise<PendingFiring[]>;
  delivered: (
    id: number,
    attempt: AlertDelivery & { atMs: number },
    next: { status: AlertFiring['status']; nextAttemptAt: number | null },
  ) => Promise<void>;
}

export function alertRows(db: Kysely<Database>): AlertRows {
  const readRule = async (id: number) => {
    const row = await db
      .selectFrom('alert_rules')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? ruleFromRow(row) : undefined;
  };
  const values = (input: AlertRuleInput) => ({
    name: input.name,
    kind: input.kind,
    workflow_id: input.workflowId,
    threshold: input.threshold,
    window_minutes: input.windowMinutes,
    webhook_url: input.webhookUrl,
    enabled: input.enabled ? 1 : 0,
  });

  return {
    rules: () =>
      guarded(async () => {
        const rows = await db.selectFrom('alert_rules').selectAll().orderBy('id', 'asc').execute();
        return rows.map(ruleFromRow);
      }),
    active: () =>
      guarded(async () => {
        const rows = await db
          .selectFrom('alert_rules')
          .selectAll()
          .where('enabled', '=', 1)
          .orderBy('id', 'asc')
          .execute();
        return rows.map((row) => ({ ...ruleFromRow(row), secret: row.secret }));
      }),
    create: (input, secret, by, at) =>
      guarded(async () => {
        const row = await db
          .insertInto('alert_rules')
          .values({ ...values(input), secret, created_by: by, created_at: at })
          .returningAll()
          .executeTakeFirstOrThrow();
        return ruleFromRow(row);
      }),
    update: (id, input) =>
      guarded(async () => {
        await db.updateTable('alert_rules').set(values(input)).where('id', '=', id).execute();
        return readRule(id);
      }),
    remove: (id) =>
      guarded(async () => {
        const result = await db.deleteFrom('alert_rules').where('id', '=', id).executeTakeFirst();
        await db.deleteFrom('alert_fired_keys').where('rule_id', '=', id).execute();
        return Number(result.numDeletedRows) > 0;
      }),
    unfired: (ruleId, keys) =>
      guarded(async () => {
        if (keys.length === 0) return [];
        const fired = new Set<string>();
        for (let start = 0; start < keys.length; start += 500) {
          const rows = await db
            .selectFrom('alert_fired_keys')
            .select('key')
            .where('rule_id', '=', ruleId)
            .where('key', 'in', keys.slice(start, start + 500))
            .execute();
          for (const row of rows) fired.add(row.key);
        }
        return keys.filter((key) => !fired.has(key));
      }),
    fire: (firing, keys, at) =>
      guarded(() =>
        db.transaction().execute(async (trx) => {
          for (const key of keys) {
            const inserted = await trx
              .insertInto('alert_fired_keys')
              .values({ rule_id: firing.ruleId, key, at })
              .onConflict((conflict) => conflict.columns(['rule_id', 'key']).doNothing())
              .executeTakeFirst();
            if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
          }
          const row = await trx
            .insertInto('alert_firings')
            .values({
              rule_id: firing.ruleId,
              workflow_id: firing.workflowId,
              at,
              summary: firing.summary,
              payload: firing.payload,
              status: 'pending',
              attempts: 0,
              next_attempt_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        }),
      ),
    firings: (limit) =>
      guarded(async () => {
        const rows = await db
          .selectFrom('alert_firings')
          .leftJoin('alert_rules', 'alert_rules.id', 'alert_firings.rule_id')
          .selectAll('alert_firings')
          .select('alert_rules.name as rule_name')
          .orderBy('alert_firings.id', 'desc')
          .limit(limit)
          .execute();
        const ids = rows.map((row) => row.id);
        const deliveries =
          ids.length === 0
            ? []
            : await db
                .selectFrom('alert_deliveries')
                .selectAll()
                .where('firing_id', 'in', ids)
                .orderBy('id', 'asc')
                .execute();
        return rows.map((row) =>
          firingFromRow(
            row,
            deliveries.filter((delivery) => delivery.firing_id === row.id),
          ),
        );
      }),
    due: (now, limit) =>
      guarded(async () => {
        const rows = await db
          .selectFrom('alert_firings')
          .innerJoin('alert_rules', 'alert_rules.id', 'alert_firings.rule_id')
          .select([
            'alert_firings.id as id',
            'alert_firings.rule_id as rule_id',
            'alert_firings.payload as payload',
            'alert_firings.attempts as attempts',
            'alert_firings.next_attempt_at as next_attempt_at',
            'alert_rules.webhook_url as webhook_url',
            'alert_rules.secret as secret',
          ])
          .where('alert_firings.status', '=', 'pending')
          .where('alert_firings.next_attempt_at', '<=', now)
          .orderBy('alert_firings.id', 'asc')
          .limit(limit)
          .execute();
        return rows.map((row) => ({
          id: row.id,
          ruleId: row.rule_id,
          payload: row.payload,
          attempts: row.attempts,
          nextAttemptAt: row.next_attempt_at ?? now,
          webhookUrl: row.webhook_url,
          secret: row.secret,
        }));
      }),
    delivered: (id, attempt, next) =>
      guarded(() =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('alert_deliveries')
            .values({
              firing_id: id,
              at: attempt.atMs,
              status: attempt.status,
              error: attempt.error,
            })
            .execute();
          await trx
            .updateTable('alert_firings')
            .set((eb) => ({
              attempts: eb('attempts', '+', 1),
              status: next.status,
              next_attempt_at: next.nextAttemptAt,
              last_error: attempt.error,
            }))
            .where('id', '=', id)
            .execute();
        }),
      ),
  };
}
