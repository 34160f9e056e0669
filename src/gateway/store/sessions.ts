/**
 * Session records: one row per signed-in browser, keyed by the SHA-256 of the token its cookie
 * carries. Deleting the row ends the session on every instance at its next request.
 */
import type { Kysely, Selectable } from 'kysely';
import { isRole, type Role } from '../../api/operations';
import type { Database, SessionTable } from './schema';
import { guarded } from './unavailable';

export interface SessionRecord {
  id: string;
  user: string;
  role: Role;
  via: 'password' | 'oidc';
  csrf: string;
  credential: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  seenAt: number;
  address: string;
  userAgent: string;
}

export const userKeyOf = (name: string) => name.toLowerCase();

function fromRow(row: Selectable<SessionTable>): SessionRecord | undefined {
  if (!isRole(row.role) || (row.via !== 'password' && row.via !== 'oidc')) return undefined;
  return {
    id: row.id,
    user: row.user_name,
    role: row.role,
    via: row.via,
    csrf: row.csrf,
    credential: row.credential,
    createdAt: row.created_at,
    seenAt: row.seen_at,
    address: row.address,
    userAgent: row.user_agent,
  };
}

export interface SessionRows {
  /** Inserts within `db` (a transaction, so the sign-in's audit row goes with it). */
  insert: (db: Kysely<Database>, record: SessionRecord) => Promise<void>;
  find: (id: string) => Promise<SessionRecord | undefined>;
  touch: (id: string, seenAt: number) => Promise<void>;
  /** The records deleted (none when it was already gone). */
  remove: (db: Kysely<Database>, ids: readonly string[]) => Promise<number>;
  /** Every session, or one user's, newest first. */
  list: (user?: string) => Promise<SessionRecord[]>;
  /** Deletes sessions idle since, or created before, these times. */
  prune: (idleSince: number, createdBefore: number) => Promise<number>;
}

export function sessionRows(db: Kysely<Database>): SessionRows {
  // Every request reads one record: its query is built and compiled once, run with each id.
  const findOne = db.selectFrom('sessions').selectAll().where('id', '=', '').compile();
  return {
    insert: (within, record) =>
      guarded(async () => {
        await within
          .insertInto('sessions')
          .values({
            id: record.id,
            user_name: record.user,
            user_key: userKeyOf(record.user),
            role: record.role,
            via: record.via,
            csrf: record.csrf,
            credential: record.credential,
            created_at: record.createdAt,
            seen_at: record.seenAt,
            address: record.address,
            user_agent: record.userAgent,
          })
          .execute();
      }),
    find: (id) =>
      guarded(async () => {
        const { rows } = await db.executeQuery<Selectable<SessionTable>>({
          ...findOne,
          parameters: [id],
        });
        const [row] = rows;
        return row ? fromRow(row) : undefined;
      }),
    touch: (id, seenAt) =>
      guarded(async () => {
        await db.updateTable('sessions').set({ seen_at: seenAt }).where('id', '=', id).execute();
      }),
    remove: (within, ids) =>
      guarded(async () => {
        if (ids.length === 0) return 0;
        const result = await within
          .deleteFrom('sessions')
          .where('id', 'in', ids)
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      }),
    list: (user) =>
      guarded(async () => {
        let query = db.selectFrom('sessions').selectAll();
        if (user !== undefined) query = query.where('user_key', '=', userKeyOf(user));
        const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
        return rows.flatMap((row) => fromRow(row) ?? []);
      }),
    prune: (idleSince, createdBefore) =>
      guarded(async () => {
        const result = await db
          .deleteFrom('sessions')
          .where((where) =>
            where.or([where('seen_at', '<', idleSince), where('created_at', '<', createdBefore)]),
          )
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      }),
  };
}
