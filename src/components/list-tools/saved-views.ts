/**
 * Saved views: a list's query string (filters, order, columns shown, page size) under a name. A view
 * is a URL, so choosing one is following a link and sharing one is copying it. Demo and live mode
 * keep them in this browser (`localStorage`, `wfc.views`, per list); behind the gateway the store
 * keeps them per user (`/auth/views`, ./gateway-views.ts). Cursors are not part of a view: a view
 * opens at the first page.
 */
import { readStored, writeStored } from '@/lib/storage';
import { isPlainObject, trimmedText } from '@/utils/guards';

/** The lists that have views: the `list` of a view. */
export type ViewList = 'workflows' | 'runs' | 'users' | 'events' | 'audit';

export interface SavedView {
  id: string;
  name: string;
  /** The query string, without `?` and without cursors. */
  query: string;
  /** Behind the gateway: seen by every signed-in user. */
  shared: boolean;
  /** Behind the gateway: who saved it (null in the browser). */
  owner: string | null;
  /** Whether this reader may delete or replace it. */
  editable: boolean;
}

export const VIEWS_KEY = 'wfc.views';
export const VIEW_NAME_MAX = 80;
/** The most views a list keeps in the browser. */
export const LOCAL_VIEWS_MAX = 50;
const CURSORS = ['starting_after', 'ending_before'];

/** The view part of a query string: cursors dropped, parameters in name order (so equal views compare equal). */
export function viewQuery(search: URLSearchParams | string): string {
  const entries = [...new URLSearchParams(search)].filter(([name]) => !CURSORS.includes(name));
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

type Stored = Partial<Record<ViewList, unknown>>;

function readView(value: unknown): SavedView | null {
  if (!isPlainObject(value)) return null;
  const id = trimmedText(value.id);
  const name = trimmedText(value.name);
  const query = typeof value.query === 'string' ? viewQuery(value.query) : undefined;
  if (id === undefined || name === undefined || query === undefined) return null;
  return {
    id,
    name: name.slice(0, VIEW_NAME_MAX),
    query,
    shared: false,
    owner: null,
    editable: true,
  };
}

/** The views of `list` kept in `storage`, by name; what cannot be read is left out. */
export function readLocalViews(storage: Storage | undefined, list: ViewList): SavedView[] {
  const stored = readStored<Stored>(storage, VIEWS_KEY)[list];
  const views = Array.isArray(stored) ? stored.map(readView).filter((view) => view !== null) : [];
  return views.sort((a, b) => a.name.localeCompare(b.name));
}

function writeLocalViews(storage: Storage | undefined, list: ViewList, views: SavedView[]): void {
  const stored = readStored<Stored>(storage, VIEWS_KEY);
  writeStored(storage, VIEWS_KEY, {
    ...stored,
    [list]: views.map(({ id, name, query }) => ({ id, name, query })),
  });
}

/** Saves `query` as `name`, replacing a view of the same name; an error when the list is full. */
export function saveLocalView(
  storage: Storage | undefined,
  list: ViewList,
  view: { name: string; query: string },
  newId: () => string,
): SavedView | { error: string } {
  const views = readLocalViews(storage, list);
  const same = views.find((each) => each.name.toLowerCase() === view.name.toLowerCase());
  if (!same && views.length >= LOCAL_VIEWS_MAX)
    return { error: `This list already keeps ${String(LOCAL_VIEWS_MAX)} views: delete one first.` };
  const saved: SavedView = {
    id: same?.id ?? newId(),
    name: view.name,
    query: viewQuery(view.query),
    shared: false,
    owner: null,
    editable: true,
  };
  writeLocalViews(storage, list, [...views.filter((each) => each !== same), saved]);
  return saved;
}

export function deleteLocalView(storage: Storage | undefined, list: ViewList, id: string): void {
  writeLocalViews(
    storage,
    list,
    readLocalViews(storage, list).filter((view) => view.id !== id),
  );
}
