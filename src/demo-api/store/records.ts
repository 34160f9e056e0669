/**
 * What the demo API stores. Records keep one UTC instant per timestamp (ISO 8601, `Z`) and facts the
 * interface does not expose (the owner of a workflow, each user's answers); `serialize.ts` turns them
 * into the interface's shapes (three timestamp forms, `object` tags, derived counts).
 */
import type { DataType, Field, Icon, InstalledSchema, WorkflowLayoutTemplate } from '@/api/wire';

/** An instant as `toISOString()` gives it, or null when the event has not happened. */
export type Instant = string;

export type JsonObject = Record<string, unknown>;

export interface WorkflowRecord {
  id: string;
  /** The user whose workflow this is (not exposed; lists filter on it). */
  owner_user_key: string;
  key: string;
  name: string;
  description: string | null;
  on: boolean;
  is_managed: boolean;
  is_template: boolean;
  auto_clone_for_new_users: boolean;
  managed_by: string;
  account_template_id: string | null;
  groups: string[];
  has_draft: boolean;
  template: WorkflowLayoutTemplate;
  template_draft: WorkflowLayoutTemplate;
  event_trigger: JsonObject | null;
  event_trigger_draft: JsonObject | null;
  match_conditions: JsonObject | null;
  match_conditions_draft: JsonObject | null;
  trigger_conditions: JsonObject | null;
  trigger_conditions_draft: JsonObject | null;
  form: Field[];
  /** Saved answers per user key, keyed by field id (unknown keys are kept as sent). */
  form_data_by_user: Record<string, JsonObject>;
  stats: JsonObject;
  executions_count: number;
  created_at: Instant;
  updated_at: Instant;
  last_executed_at: Instant | null;
  last_published_at: Instant | null;
  /**
   * Steps whose demo action fails when the workflow runs (POST /workflows/{id}/execute): node id ->
   * the failure note (not exposed; the seed sets it on the workflows whose test runs fail).
   */
  failing_steps: Record<string, string>;
}

export interface ActionTypeRecord {
  id: string;
  name: string;
  description: string | null;
  type: string;
  source: string | null;
  app_name: string | null;
  primary_category: string | null;
  secondary_category: string | null;
  on: boolean;
  has_draft: boolean;
  groups: string[];
  executed_count: number;
  required_app_connection: string | null;
  wait_for_callback: boolean;
  callback_timeout_n: number | null;
  callback_timeout_unit: string | null;
  url: string | null;
  url_draft: string | null;
  http_method: string | null;
  http_method_draft: string | null;
  headers: string | null;
  headers_draft: string | null;
  params: string | null;
  params_draft: string | null;
  code: string | null;
  code_draft: string | null;
  form: Field[];
  form_draft: Field[];
  icon: Icon;
  icon_draft: Icon;
  response_data_schema: DataType[];
  response_data_schema_draft: DataType[];
  created_at: Instant;
  updated_at: Instant;
  last_executed_at: Instant | null;
  last_published_at: Instant | null;
}

export interface UserRecord {
  id: string;
  key: string;
  email: string;
  name: string | null;
  groups: string[] | null;
  time_zone: string;
  user_data_schema: DataType[];
  created_at: Instant;
}

/** An app the account can install (the catalog is fixed; installing copies a version of it). */
export interface CatalogApp {
  app_identifier: string;
  name: string;
  icon: Icon;
  /** Newest first; `versions[0]` is the available version. */
  versions: string[];
  schema: InstalledSchema;
}

export interface InstalledAppRecord {
  id: string;
  app_identifier: string;
  app_version: string;
  previous_version: string | null;
  groups: string[];
  installed_at: Instant;
  last_used_at: Instant | null;
  upgraded_at: Instant | null;
}

export type ExecutionStatus = 'running' | 'upcoming' | 'completed' | 'failed' | 'stopped';

export interface ExecutionRecord {
  id: string;
  workflow_id: string;
  user_key: string;
  status: ExecutionStatus;
  /** The data the execution runs on; stop filters match against it. */
  data: JsonObject;
  /** Stop event keys this execution listens to (POST /executions/stop with stop_event). */
  stop_events: string[];
  created_at: Instant;
  /** Short id (null: made from the id when read, as for seed executions). */
  hashid: string | null;
  /** The layout it runs (null: the workflow's published one, as for seed executions). */
  template: WorkflowLayoutTemplate | null;
  /** The steps an execution started through the API runs over time (see ../runs/run-plan.ts). */
  plan: RunPlan | null;
}

/** One step of a started execution: when it is scheduled, runs and ends, and how. */
export interface PlannedStep {
  node_id: string;
  name: string;
  /** The action's ids, fixed when the execution starts. */
  uuid: string;
  hashid: string;
  /** Epoch milliseconds: the action appears (idle), starts running, ends. */
  scheduled_ms: number;
  run_ms: number;
  end_ms: number;
  /** Set when the step fails: the action's failure note. */
  failure_note: string | null;
  /** The action's log once it has run (completed or failed). */
  log: JsonObject;
}

export interface RunPlan {
  steps: PlannedStep[];
  /** Edges along the path, as `<source>-<target>`, in the order they are taken. */
  edges: string[];
}

export type ActionStatus = 'idle' | 'running' | 'completed' | 'failed' | 'stopped';

export interface ActionRecord {
  uuid: string;
  hashid: string;
  execution_id: string;
  workflow_id: string;
  node_id: string;
  name: string;
  status: ActionStatus;
  log: JsonObject;
  failure_note: string | null;
  created_at: Instant;
  run_at: Instant | null;
  completed_at: Instant | null;
  failed_at: Instant | null;
  stopped_at: Instant | null;
}

export interface EventRecord {
  id: string;
  type: string;
  subject: { object: string; id: string } | null;
  user_key: string | null;
  data: JsonObject;
  created_at: Instant;
}

/** One option of a provider-like endpoint that AsyncSelect fields read. */
export interface ProviderOption {
  id: string;
  name: string;
  [extra: string]: string | number | boolean;
}

/** Everything the demo API serves, as the seed builds it. */
export interface DemoData {
  workflows: WorkflowRecord[];
  actionTypes: ActionTypeRecord[];
  users: UserRecord[];
  catalog: CatalogApp[];
  installedApps: InstalledAppRecord[];
  executions: ExecutionRecord[];
  actions: ActionRecord[];
  events: EventRecord[];
  /** Option lists served by the provider endpoints, by list name (`channels`, `contacts`, ...). */
  providerLists: Record<string, ProviderOption[]>;
}
