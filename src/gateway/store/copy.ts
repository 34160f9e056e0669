/**
 * Moving from one store to another (SQLite to PostgreSQL when a second instance comes, or back):
 * the sessions (nobody is signed out) and the audit trail (oldest first, so the new ids keep their
 * order) are copied into a target whose tables are empty; sign-in failures are not (they only matter
 * for minutes). The target is written in one transaction: all of it or nothing.
 */
import type { Store } from './db';

export interface Copied {
  sessions: number;
  auditEvents: number;
}

const BATCH = 500;

export async function copyStore(from: Store, to: Store): Promise<Copied> {
  const counts = await Promise.all(
    (['sessions', 'audit_events'] as const).map(async (table) => {
      const row = await to.db
        .selectFrom(table)
        .select((select) => select.fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow();
      return row.rows;
    }),
  );
  if (counts.some((rows) => rows > 0))
    throw new Error(
      `${to.where} already holds sessions or audit rows; copy into a new, empty database`,
    );
  return to.db.transaction().execute(async (target) => {
    const sessions = await from.db.selectFrom('sessions').selectAll().orderBy('id').execute();
    for (let start = 0; start < sessions.length; start += BATCH)
      await target
        .insertInto('sessions')
        .values(sessions.slice(start, start + BATCH))
        .execute();
    let auditEvents = 0;
    let after = 0;
    for (;;) {
      const rows = await from.db
        .selectFrom('audit_events')
        .selectAll()
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      const last = rows.at(-1);
      if (!last) break;
      await target
        .insertInto('audit_events')
        .values(rows.map(({ id: _id, ...row }) => row))
        .execute();
      auditEvents += rows.length;
      after = last.id;
    }
    return { sessions: sessions.length, auditEvents };
  });
}
