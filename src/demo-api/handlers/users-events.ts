/** /users and /events: plain cursor lists. */
import { newestFirst, paginate, resolveCursor } from '../http/pagination';
import { readCursorParams, readString } from '../http/params';
import type { RouteContext, Router } from '../http/route';
import * as serialize from '../serialize';
import type { EventRecord, UserRecord } from '../store/records';

const byNewest = <T extends { created_at: string; id: string }>() =>
  newestFirst<T>(
    (row) => row.created_at,
    (row) => row.id,
  );

function listUsers({ url, db }: RouteContext) {
  const cursor = readCursorParams(url);
  const search = readString(url, 'search')?.toLowerCase();
  const compare = byNewest<UserRecord>();
  const rows = db.users
    .all()
    .filter((user) => search === undefined || user.key.toLowerCase().includes(search))
    .sort(compare);
  const page = paginate(
    rows,
    compare,
    cursor.limit,
    resolveCursor(cursor, (id) => db.users.get(id), 'user'),
  );
  return { body: { collection: page.collection.map(serialize.user), meta: page.meta } };
}

function listEvents({ url, db }: RouteContext) {
  const cursor = readCursorParams(url);
  const compare = byNewest<EventRecord>();
  const rows = db.events.all().sort(compare);
  const page = paginate(
    rows,
    compare,
    cursor.limit,
    resolveCursor(cursor, (id) => db.events.get(id), 'event'),
  );
  return { body: { collection: page.collection.map(serialize.event), meta: page.meta } };
}

export function userAndEventHandlers(router: Router) {
  return [router.route('get', '/users', listUsers), router.route('get', '/events', listEvents)];
}
