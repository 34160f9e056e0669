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

/** One version of a workflow's published layout or draft (src/gateway/history/). */
export interface WorkflowVersionTable {
  id: Generated<number>;
  workflow_id: string;
  /** `published` or `draft`. */
  kind: string;
  /** 1, 2, 3… per workflow and kind (unique with them). */
  seq: number;
  workflow_name: string | null;
  /** JSON: the layout, trigger and conditions under the interface's names for this kind. */
  content: string;
  /** SHA-256 (hex) of the content's canonical JSON. */
  hash: string;
  first_seen_at: number;
  last_seen_at: number;
  /** `read`, `scan` or `console`. */
  source: string;
  /** Who made it (console) or whose read found it (read); null for the scan. */
  actor: string | null;
  summary: string;
  previous_id: number | null;
}

export interface WatchedWorkflowTable {
  workflow_id: string;
  /** The user key it was read with (the scan reads it with the same). */
  user_key: string;
  is_template: number;
  /** Last opened through the console. */
  opened_at: number | null;
  /** Watched explicitly by an operator. */
  watched_by: string | null;
  watched_at: number | null;
}

/** A background job (the history scan, the git export): its lease, cursor and last run. */
export interface BackgroundJobTable {
  name: string;
  holder: string | null;
  lease_until: number;
  cursor: string | null;
  /** Not before this time (a 429's Retry-After). */
  not_before: number;
  started_at: number | null;
  finished_at: number | null;
  /** JSON: what the last run did. */
  result: string | null;
}

export interface AlertRuleTable {
  id: Generated<number>;
  name: string;
  /** `failures` (threshold failures within window_minutes) or `silence` (no run for window_minutes). */
  kind: string;
  /** Null: every workflow. */
  workflow_id: string | null;
  threshold: number;
  window_minutes: number;
  webhook_url: string;
  /** The HMAC-SHA256 key of this rule's deliveries. */
  secret: string;
  enabled: number;
  created_by: string;
  created_at: number;
}

export interface AlertFiringTable {
  id: Generated<number>;
  rule_id: number;
  workflow_id: string | null;
  at: number;
  summary: string;
  /** The JSON body delivered. */
  payload: string;
  /** `pending`, `delivered` or `failed` (every attempt spent). */
  status: string;
  attempts: number;
  next_attempt_at: number | null;
  last_error: string | null;
}

export interface AlertDeliveryTable {
  id: Generated<number>;
  firing_id: number;
  at: number;
  /** The webhook's HTTP status; null when it could not be reached. */
  status: number | null;
  error: string | null;
}

export interface AlertFiredKeyTable {
  rule_id: number;
  key: string;
  at: number;
}

/** One finished action the scan read (`GET /actions/completed`), times in ms. */
export interface RunStepTable {
  /** The action's uuid (else its hashid). */
  action_id: string;
  /** The run it belongs to: its execution id, or `action:<id>` for an action without one. */
  run_key: string;
  execution_id: string;
  workflow_id: string | null;
  /** The step's name (else its node id). */
  name: string | null;
  status: string;
  failure_note: string | null;
  run_at: number | null;
  completed_at: number | null;
  failed_at: number | null;
  stopped_at: number | null;
  /** When it ran, else when it ended: what pruning and the reads' reach go by. */
  at: number;
}

/** One run, grouped from its stored steps by the console's rules (src/lib/runs). */
export interface RunTable {
  run_key: string;
  workflow_id: string | null;
  /** The RunStatus: `failed`, `completed`, `stopped`, `running`… */
  status: string;
  /** Its first step's start; null when no step has one (then it is in no day). */
  started_at: number | null;
  /** Whole UTC days since the epoch of `started_at`: the daily figures group by it. */
  started_day: number | null;
  /** From its first step's start to its last step's end, once it finished. */
  duration_ms: number | null;
  /** Failed runs: when (the failed step's end, else the run's start), which step, its note. */
  failed_at: number | null;
  failed_step: string | null;
  failure_note: string | null;
  /** How many steps it was worked out from: a row is only replaced by one from as many or more. */
  steps: number;
  updated_at: number;
}

/** How far the scan's reads of finished actions reach (one row, `account`), and the pass under way. */
export interface RunCoverageTable {
  name: string;
  /** Runs started before this are all counted (the last finished pass's start); null before one. */
  through: number | null;
  /** ...and after this (how far back the first pass reached). */
  covered_from: number | null;
  /** The pass under way: when it started, how far back it reads, the last action read. */
  pass_started_at: number | null;
  pass_back_to: number | null;
  pass_after: string | null;
}

export interface Database {
  sessions: SessionTable;
  sign_in_attempts: SignInAttemptTable;
  audit_events: AuditEventTable;
  workflow_versions: WorkflowVersionTable;
  watched_workflows: WatchedWorkflowTable;
  background_jobs: BackgroundJobTable;
  alert_rules: AlertRuleTable;
  alert_firings: AlertFiringTable;
  alert_deliveries: AlertDeliveryTable;
  alert_fired_keys: AlertFiredKeyTable;
  saved_views: SavedViewTable;
  run_steps: RunStepTable;
  runs: RunTable;
  run_coverage: RunCoverageTable;
}
