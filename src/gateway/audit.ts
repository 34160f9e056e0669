/**
 * The audit trail: one event per forwarded write, per write refused for its role, and per sign-in,
 * failed sign-in, lockout, sign-out and session ended by someone else. Each is a row in the store
 * (searched by the Audit screen) and a JSON line to stdout or appended to WFC_AUDIT_LOG (for log
 * shippers). It names who, what and when, never the API key, a password or a request body (settings
 * answers may be personal). Rotation of the file is the platform's: rename it and send the gateway
 * SIGHUP (it reopens the path), or use copytruncate; with stdout, the container runtime or journald
 * rotates.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Role } from '../api/operations';
import type { AuditRows } from './store/audit';
import type { Database } from './store/schema';

export interface AuditEvent {
  event:
    | 'sign_in'
    | 'sign_in_failed'
    | 'sign_in_locked'
    | 'sign_out'
    | 'session_ended'
    | 'api_write'
    | 'embed_write'
    | 'history_write'
    | 'alert_rule_write'
    | 'alert_fired'
    | 'alert_delivery';
  /** What was done: the interface's operation (`discardWorkflowDraft`); else the event. */
  action?: string;
  /** What it was done to: `workflow:<id>`, `action_type:<id>`, `installed_app:<id>`, `user:<name>`. */
  resource?: string;
  user: string | null;
  role: Role | null;
  method: string;
  /** The path without its query string (a query may carry a user key). */
  path: string;
  status: number;
  request_id: string | null;
  client: string;
  /** Sign-ins: how (`password`, `oidc`); embed writes: `embed_token`. Writes: whether forwarded. */
  via?: string;
  forwarded?: boolean;
  /** Why a sign-in or write was refused, in a few words. */
  reason?: string;
  /** The named bulk action a write was part of (`X-WFC-Bulk-Action`: `<id> <name>`). */
  bulk?: string;
}

export interface AuditLog {
  write: (event: AuditEvent) => void;
  /** Reopens the file (after the platform renamed it); a no-op on stdout. */
  reopen: () => void;
  close: () => Promise<void>;
}

export function auditLine(event: AuditEvent, time = new Date()): string {
  return `${JSON.stringify({ time: time.toISOString(), type: 'audit', ...event })}\n`;
}

export function createAuditLog(
  path: string | undefined,
  stdout: NodeJS.WritableStream = process.stdout,
): AuditLog {
  if (!path) {
    return {
      write: (event) => void stdout.write(auditLine(event)),
      reopen: () => undefined,
      close: () => Promise.resolve(),
    };
  }
  const open = (): WriteStream => createWriteStream(path, { flags: 'a', mode: 0o640 });
  let file = open();
  const end = (stream: WriteStream) =>
    new Promise<void>((resolve) => {
      stream.end(() => resolve());
    });
  return {
    write: (event) => void file.write(auditLine(event)),
    reopen() {
      const previous = file;
      file = open();
      void end(previous);
    },
    close: () => end(file),
  };
}

export interface AuditTrail {
  /** Writes the line, then the row (a row that cannot be written is logged: what it records happened). */
  record: (event: AuditEvent) => Promise<void>;
  /**
   * Writes the row inside `transaction`, with what it records; the returned function writes the
   * line, to be called once the transaction committed.
   */
  within: (transaction: Kysely<Database>, event: AuditEvent) => Promise<() => void>;
}

const rowOf = (event: AuditEvent) => ({
  event: event.event,
  action: event.action ?? event.event,
  user: event.user,
  role: event.role,
  method: event.method,
  path: event.path,
  resource: event.resource ?? null,
  status: event.status,
  request_id: event.request_id,
  client: event.client,
  via: event.via ?? null,
  forwarded: event.forwarded ?? null,
  reason: event.reason ?? null,
  bulk: event.bulk ?? null,
});

export function createAuditTrail(
  rows: AuditRows,
  lines: AuditLog,
  rowFailed: (error: unknown) => void,
): AuditTrail {
  return {
    async record(event) {
      lines.write(event);
      await rows.insert(undefined, rowOf(event), Date.now()).catch(rowFailed);
    },
    async within(transaction, event) {
      await rows.insert(transaction, rowOf(event), Date.now());
      return () => lines.write(event);
    },
  };
}
