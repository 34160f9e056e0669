/**
 * Saved views (`/auth/views`): a list's query string under a name, one per name, owner and list;
 * the owner's own and every shared one are listed to a user.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SavedViewTable } from './schema';
import { guarded } from './unavailable';

export interface SavedView {
  id: number;
  list: string;
  name: string;
  query: string;
  shared: boolean;
  owner: string;
  /** ISO 8601, UTC. */
  updated_at: string;
}

export interface ViewRows {
  /** The user's own views of `list` and every shared one, by name. */
  list: (list: string, user: string) => Promise<SavedView[]>;
  find: (id: number) => Promise<SavedView | undefined>;
  /** Saves a view, replacing the owner's view of the same name in that list. */
  save: (view: Omit<SavedView, 'id' | 'updated_at'>, at: number) => Promise<SavedView>;
  /** How many views the owner keeps in `list`. */
  count: (list: string, owner: string) => Promise<number>;
  remove: (id: number) => Promise<void>;
}

function fromRow(row: Selectable<SavedViewTable>): SavedView {
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    query: row.query,
    shared: row.shared === 1,
    owner: row.owner_name,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function viewRows(db: Kysely<Database>): ViewRows {
  const find = (id: number) =>
    guarded(async () => {
      const row = await db
        .selectFrom('saved_views')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? fromRow(row) : undefined;
    });
  return {
    list: (list, user) =>
      guarded(async () => {
        const rows = await db
          .selectFrom('saved_views')
          .selectAll()
          .where('list', '=', list)
          .where((where) =>
            where.or([where('owner_key', '=', user.toLowerCase()), where('shared', '=', 1)]),
          )
          .orderBy('name')
          .orderBy('id')
          .execute();
        return rows.map(fromRow);
      }),
    find,
    save: (view, at) =>
      guarded(async () => {
        const values = {
          list: view.list,
          owner_name: view.owner,
          owner_key: view.owner.toLowerCase(),
          name: view.name,
          query: view.query,
          shared: view.shared ? 1 : 0,
          updated_at: at,
        };
        const saved = await db
          .insertInto('saved_views')
          .values(values)
          .onConflict((conflict) =>
            conflict.columns(['list', 'owner_key', 'name']).doUpdateSet({
              query: values.query,
              shared: values.shared,
              updated_at: values.updated_at,
            }),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
        return fromRow(saved);
      }),
    count: (list, owner) =>
      guarded(async () => {
        const row = await db
          .selectFrom('saved_views')
          .select((select) => select.fn.countAll<number>().as('views'))
          .where('list', '=', list)
          .where('owner_key', '=', owner.toLowerCase())
          .executeTakeFirstOrThrow();
        return row.views;
      }),
    remove: (id) =>
      guarded(async () => {
        await db.deleteFrom('saved_views').where('id', '=', id).execute();
      }),
  };
}
