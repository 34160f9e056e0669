/**
 * The audit trail's rows: written beside each JSON line (src/gateway/audit.ts), searched by the
 * Audit screen (`GET /auth/audit`), newest first with the row id as the cursor, and pruned after
 * WFC_AUDIT_RETENTION_DAYS.
 */
import type { Kysely, Selectable } from 'kysely';
import type { AuditEventTable, Database } from './schema';
import { guarded } from './unavailable';

/** What is kept of one event (src/gateway/audit.ts builds it; never a body, key or password). */
export interface AuditRecord {
  event: string;
  action: string;
  user: string | null;
  role: string | null;
  method: string;
  path: string;
  resource: string | null;
  status: number;
  request_id: string | null;
  client: string;
  via: string | null;
  forwarded: boolean | null;
  reason: string | null;
  /** The named bulk action the write was part of: `<id> <name>`. */
  bulk?: string | null;
}

export interface AuditRow extends AuditRecord {
  id: number;
  /** ISO 8601, UTC. */
  time: string;
}

export interface AuditSearch {
  user?: string;
  action?: string;
  resource?: string;
  /** Statuses from `min` to `max`, both included. */
  status?: { min: number; max: number };
  /** Milliseconds since the epoch: from included, to excluded. */
  from?: number;
  to?: number;
  /** The cursors, as the service's lists have them: the next page holds rows older than `startingAfter`… */
  startingAfter?: number;
  /** …the previous page rows newer than `endingBefore`. */
  endingBefore?: number;
  limit: number;
}

export interface AuditPage {
  /** Newest first. */
  events: AuditRow[];
  hasNext: boolean;
  hasPrevious: boolean;
}

function fromRow(row: Selectable<AuditEventTable>): AuditRow {
  return {
    id: row.id,
    time: new Date(row.at).toISOString(),
    event: row.event,
    action: row.action,
    user: row.user_name,
    role: row.role,
    method: row.method,
    path: row.path,
    resource: row.resource,
    status: row.status,
    request_id: row.request_id,
    client: row.client,
    via: row.via,
    forwarded: row.forwarded === null ? null : row.forwarded === 1,
    reason: row.reason,
    bulk: row.bulk_action,
  };
}

export interface AuditRows {
  /** Inserts within `transaction` when given (with what it records), else on its own. */
  insert: (
    transaction: Kysely<Database> | undefined,
    record: AuditRecord,
    at: number,
  ) => Promise<void>;
  search: (search: AuditSearch) => Promise<AuditPage>;
  /** Deletes rows older than `before`. */
  prune: (before: number) => Promise<number>;
}

export function auditRows(db: Kysely<Database>): AuditRows {
  return {
    insert: (transaction, record, at) =>
      guarded(async () => {
        await (transaction ?? db)
          .insertInto('audit_events')
          .values({
            at,
            event: record.event,
            action: record.action,
            user_name: record.user,
            role: record.role,
            method: record.method,
            path: record.path,
            resource: record.resource,
            status: record.status,
            request_id: record.request_id,
            client: record.client,
            via: record.via,
            forwarded: record.forwarded === null ? null : record.forwarded ? 1 : 0,
            reason: record.reason,
            bulk_action: record.bulk ?? null,
          })
          .execute();
      }),
    search: (search) =>
      guarded(async () => {
        let query = db.selectFrom('audit_events').selectAll();
        if (search.user !== undefined) query = query.where('user_name', '=', search.user);
        if (search.action !== undefined) query = query.where('action', '=', search.action);
        if (search.resource !== undefined) query = query.where('resource', '=', search.resource);
        if (search.status)
          query = query
            .where('status', '>=', search.status.min)
            .where('status', '<=', search.status.max);
        if (search.from !== undefined) query = query.where('at', '>=', search.from);
        if (search.to !== undefined) query = query.where('at', '<', search.to);
        const backwards = search.endingBefore !== undefined && search.startingAfter === undefined;
        if (search.startingAfter !== undefined)
          query = query.where('id', '<', search.startingAfter);
        else if (search.endingBefore !== undefined)
          query = query.where('id', '>', search.endingBefore);
        const rows = await query
          .orderBy('id', backwards ? 'asc' : 'desc')
          .limit(search.limit + 1)
          .execute();
        const more = rows.length > search.limit;
        const page = rows.slice(0, search.limit).map(fromRow);
        return backwards
          ? { events: page.reverse(), hasNext: true, hasPrevious: more }
          : { events: page, hasNext: more, hasPrevious: search.startingAfter !== undefined };
      }),
    prune: (before) =>
      guarded(async () => {
        const result = await db
          .deleteFrom('audit_events')
          .where('at', '<', before)
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      }),
  };
}
