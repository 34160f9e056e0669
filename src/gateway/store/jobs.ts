/**
 * Background jobs shared by every instance: a row per job holding a lease (one instance runs it at a
 * time; another takes it over once the lease has run out, when its holder died), the cursor it
 * resumes from, a time not to run before (a 429's Retry-After), and what its last run did.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { guarded } from './unavailable';

export interface JobState {
  holder: string | null;
  leaseUntil: number;
  cursor: string | null;
  notBefore: number;
  startedAt: number | null;
  finishedAt: number | null;
  result: string | null;
}

export interface JobRows {
  /** Takes or renews the lease until `until`; true when `holder` now has it. */
  lease: (name: string, holder: string, now: number, until: number) => Promise<boolean>;
  /** Gives the lease up (a stopping instance), so another takes it at once. */
  release: (name: string, holder: string) => Promise<void>;
  read: (name: string) => Promise<JobState | undefined>;
  /** Writes the job's progress, only while `holder` has the lease. */
  update: (
    name: string,
    holder: string,
    values: Partial<Omit<JobState, 'holder' | 'leaseUntil'>>,
  ) => Promise<void>;
}

export function jobRows(db: Kysely<Database>): JobRows {
  return {
    lease: (name, holder, now, until) =>
      guarded(async () => {
        await db
          .insertInto('background_jobs')
          .values({ name, lease_until: 0, not_before: 0 })
          .onConflict((conflict) => conflict.column('name').doNothing())
          .execute();
        const result = await db
          .updateTable('background_jobs')
          .set({ holder, lease_until: until })
          .where('name', '=', name)
          .where((eb) =>
            eb.or([
              eb('holder', '=', holder),
              eb('holder', 'is', null),
              eb('lease_until', '<', now),
            ]),
          )
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      }),
    release: (name, holder) =>
      guarded(async () => {
        await db
          .updateTable('background_jobs')
          .set({ holder: null, lease_until: 0 })
          .where('name', '=', name)
          .where('holder', '=', holder)
          .execute();
      }),
    read: (name) =>
      guarded(async () => {
        const row = await db
          .selectFrom('background_jobs')
          .selectAll()
          .where('name', '=', name)
          .executeTakeFirst();
        return row
          ? {
              holder: row.holder,
              leaseUntil: row.lease_until,
              cursor: row.cursor,
              notBefore: row.not_before,
              startedAt: row.started_at,
              finishedAt: row.finished_at,
              result: row.result,
            }
          : undefined;
      }),
    update: (name, holder, values) =>
      guarded(async () => {
        await db
          .updateTable('background_jobs')
          .set({
            ...(values.cursor !== undefined ? { cursor: values.cursor } : {}),
            ...(values.notBefore !== undefined ? { not_before: values.notBefore } : {}),
            ...(values.startedAt !== undefined ? { started_at: values.startedAt } : {}),
            ...(values.finishedAt !== undefined ? { finished_at: values.finishedAt } : {}),
            ...(values.result !== undefined ? { result: values.result } : {}),
          })
          .where('name', '=', name)
          .where('holder', '=', holder)
          .execute();
      }),
  };
}
