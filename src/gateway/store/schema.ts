/**
 * The tables of the gateway's store, as Kysely sees them. Times are milliseconds since the epoch
 * (`bigint` columns, read back as numbers on both dialects); every migration in migrations/ keeps
 * these types true.
 */
import type { Generated } from 'kysely';

export interface SessionTable {
  /** SHA-256 (base64url) of the random token the session cookie carries; the token itself is not kept. */
  id: string;
  /** The name shown and audited; `user_key` is its lower-case form, for "all of a user's sessions". */
  user_name: string;
  user_key: string;
  role: string;
  via: string;
  /** The token the console echoes in `X-CSRF-Token` on writes. */
  csrf: string;
  /** Users-file sessions: a fingerprint of the password hash signed in with (a new password ends them). */
  credential: string | null;
  created_at: number;
  /** Renewed at most once a minute, so a session costs no write per request. */
  seen_at: number;
  address: string;
  user_agent: string;
}

export interface SignInAttemptTable {
  id: Generated<number>;
  /** `user:<lower-case name>` or `address:<client address>`. */
  key: string;
  at: number;
}

export interface AuditEventTable {
  id: Generated<number>;
  at: number;
  event: string;
  /** What was done: an operation of the interface (`discardWorkflowDraft`) or the event itself. */
  action: string;
  user_name: string | null;
  role: string | null;
  method: string;
  path: string;
  /** What it was done to: `workflow:<id>`, `action_type:<id>`, `installed_app:<id>`, `user:<name>`… */
  resource: string | null;
  status: number;
  request_id: string | null;
  client: string;
  via: string | null;
  /** Writes: 1 when the service got it, 0 when the gateway refused it. */
  forwarded: number | null;
  reason: string | null;
  /** The named bulk action the write was part of (`X-WFC-Bulk-Action`: `<id> <name>`). */
  bulk_action: string | null;
}

export interface SavedViewTable {
  id: Generated<number>;
  /** Which list: `workflows`, `runs`, `users`, `events`, `audit`. */
  list: string;
  owner_name: string;
  /** The owner's lower-case name (one view of a name per owner and list). */
  owner_key: string;
  name: string;
  /** The list's query string, without `?` or cursors. */
  query: string;
  /** 1: every signed-in user sees it. */
  shared: number;
  updated_at: number;
}

export interface Database {
  sessions: SessionTable;
  sign_in_attempts: SignInAttemptTable;
  audit_events: AuditEventTable;
  saved_views: SavedViewTable;
}
