/**
 * Sign-in attempts, one row per attempt and key (`user:<name>`, `address:<client>`), shared by every
 * instance. An attempt is written before its password is checked and deleted when it succeeds, so
 * the rows left are the failures, and parallel guesses on several instances see each other.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { guarded } from './unavailable';

export interface AttemptRows {
  /** Writes one attempt per key; the ids, to delete them again. */
  add: (keys: readonly string[], at: number) => Promise<number[]>;
  /** The times of a key's attempts since `since`, newest first, other than `except`, at most `limit`. */
  recent: (
    key: string,
    since: number,
    except: readonly number[],
    limit: number,
  ) => Promise<number[]>;
  remove: (ids: readonly number[]) => Promise<void>;
  /** Deletes attempts older than `before`. */
  prune: (before: number) => Promise<number>;
}

export function attemptRows(db: Kysely<Database>): AttemptRows {
  return {
    add: (keys, at) =>
      guarded(async () => {
        const rows = await db
          .insertInto('sign_in_attempts')
          .values(keys.map((key) => ({ key, at })))
          .returning('id')
          .execute();
        return rows.map((row) => row.id);
      }),
    recent: (key, since, except, limit) =>
      guarded(async () => {
        let query = db
          .selectFrom('sign_in_attempts')
          .select('at')
          .where('key', '=', key)
          .where('at', '>', since);
        if (except.length > 0) query = query.where('id', 'not in', except);
        const rows = await query.orderBy('at', 'desc').limit(limit).execute();
        return rows.map((row) => row.at);
      }),
    remove: (ids) =>
      guarded(async () => {
        if (ids.length > 0)
          await db.deleteFrom('sign_in_attempts').where('id', 'in', ids).execute();
      }),
    prune: (before) =>
      guarded(async () => {
        const result = await db
          .deleteFrom('sign_in_attempts')
          .where('at', '<', before)
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      }),
  };
}
