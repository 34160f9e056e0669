/**
 * The audit trail: one JSON line per forwarded write, per write refused for its role, and per sign-in,
 * failed sign-in and sign-out, written to stdout or appended to WFC_AUDIT_LOG. It names who, what and
 * when, never the API key and never a request body (settings answers may be personal). Rotation is the
 * platform's: with a file, rename it and send the gateway SIGHUP (it reopens the path), or use
 * copytruncate; with stdout, the container runtime or journald rotates.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Role } from '../api/operations';

export interface AuditEvent {
  event: 'sign_in' | 'sign_in_failed' | 'sign_out' | 'api_write';
  user: string | null;
  role: Role | null;
  method: string;
  /** The path without its query string (a query may carry a user key). */
  path: string;
  status: number;
  request_id: string | null;
  client: string;
  /** Sign-ins: how (`password`, `oidc`). Writes: whether the gateway forwarded it. */
  via?: string;
  forwarded?: boolean;
  /** Why a sign-in or write was refused, in a few words. */
  reason?: string;
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
