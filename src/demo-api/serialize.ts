/**
 * Records -> the interface's shapes: `object` tags, timestamps in three forms, derived fields
 * (status, counts, action_type_ids), admin-only fields only for admin callers, and provider URLs
 * pointed at this deployment.
 */
import type {
  Action,
  ActionType,
  ApiEvent,
  Execution,
  ExecutionStat,
  ExecutionWithStats,
  InstalledApp,
  InstalledAppWithSchema,
  User,
  Workflow,
  WorkflowSummary,
  WorkflowWithoutForm,
} from '@/api/wire';
import { ICON_ORIGIN, PROVIDER_ORIGIN } from './seed/provider';
import { timestampTrio, toZonedIso } from './store/clock';
import type {
  ActionRecord,
  ActionTypeRecord,
  CatalogApp,
  EventRecord,
  ExecutionRecord,
  InstalledAppRecord,
  JsonObject,
  UserRecord,
  WorkflowRecord,
} from './store/records';

export interface SerializeContext {
  admin: boolean;
  providerBase: string;
}

/**
 * Deep copy with the seed's sentinel origins (provider endpoints, icons) replaced by where this
 * deployment serves them: `<origin><prefix>/provider` and `<origin><prefix>/icons`.
 */
function withProviderBase<T>(value: T, providerBase: string): T {
  const iconBase = providerBase.replace(/\/provider$/, '/icons');
  return JSON.parse(
    JSON.stringify(value)
      .replaceAll(PROVIDER_ORIGIN, providerBase)
      .replaceAll(ICON_ORIGIN, iconBase),
  ) as T;
}

function actionTypeIds(record: WorkflowRecord): string[] {
  const ids = new Set<string>();
  for (const node of record.template.nodes) {
    if (typeof node.action_type_id === 'string') ids.add(node.action_type_id);
  }
  return [...ids];
}

export function workflowSummary(record: WorkflowRecord): WorkflowSummary {
  return {
    id: record.id,
    object: 'workflow',
    name: record.name,
    key: record.key,
    description: record.description,
    status: record.on && record.last_published_at !== null ? 'on' : 'off',
    on: record.on,
    has_draft: record.has_draft,
    is_managed: record.is_managed,
    action_type_ids: actionTypeIds(record),
    actions_count: record.template.nodes.filter((node) => node.type !== 'Start').length,
    executions_count: record.executions_count,
    event_trigger: structuredClone(record.event_trigger),
    event_trigger_draft: structuredClone(record.event_trigger_draft),
    match_conditions: structuredClone(record.match_conditions),
    match_conditions_draft: structuredClone(record.match_conditions_draft),
    trigger_conditions: structuredClone(record.trigger_conditions),
    trigger_conditions_draft: structuredClone(record.trigger_conditions_draft),
    ...timestampTrio('created_at', record.created_at),
    ...timestampTrio('updated_at', record.updated_at),
    ...timestampTrio('last_executed_at', record.last_executed_at),
    ...timestampTrio('last_published_at', record.last_published_at),
  } as WorkflowSummary;
}

export function workflowWithoutForm(
  record: WorkflowRecord,
  context: SerializeContext,
): WorkflowWithoutForm {
  const adminOnly = context.admin
    ? {
        groups: [...record.groups],
        is_template: record.is_template,
        auto_clone_for_new_users: record.auto_clone_for_new_users,
        managed_by: record.managed_by,
      }
    : {};
  return {
    ...workflowSummary(record),
    template: withProviderBase(record.template, context.providerBase),
    template_draft: withProviderBase(record.template_draft, context.providerBase),
    stats: structuredClone(record.stats),
    account_template_id: record.account_template_id,
    ...adminOnly,
  };
}

/** A user's saved answers: an own property only, so a user key such as `constructor` is just a key. */
export function savedAnswers(record: WorkflowRecord, userKey: string): JsonObject {
  return Object.hasOwn(record.form_data_by_user, userKey)
    ? (record.form_data_by_user[userKey] ?? {})
    : {};
}

export function workflow(
  record: WorkflowRecord,
  userKey: string,
  context: SerializeContext,
): Workflow {
  return {
    ...workflowWithoutForm(record, context),
    form: withProviderBase(record.form, context.providerBase),
    form_data: structuredClone(savedAnswers(record, userKey)),
  };
}

export function actionType(
  record: ActionTypeRecord,
  context: Pick<SerializeContext, 'providerBase'>,
): ActionType {
  const { created_at, updated_at, last_executed_at, last_published_at, ...rest } = withProviderBase(
    record,
    context.providerBase,
  );
  return {
    ...rest,
    object: 'action_type',
    ...timestampTrio('created_at', created_at),
    ...timestampTrio('updated_at', updated_at),
    ...timestampTrio('last_executed_at', last_executed_at),
    ...timestampTrio('last_published_at', last_published_at),
  } as ActionType;
}

export function user(record: UserRecord): User {
  const { created_at, ...rest } = structuredClone(record);
  return { ...rest, object: 'user', ...timestampTrio('created_at', created_at) } as User;
}

export function action(record: ActionRecord): Action {
  return {
    hashid: record.hashid,
    uuid: record.uuid,
    execution_id: record.execution_id,
    workflow_id: record.workflow_id,
    node_id: record.node_id,
    name: record.name,
    status: record.status,
    log: structuredClone(record.log),
    failure_note: record.failure_note,
    ...timestampTrio('run_at', record.run_at),
    ...timestampTrio('completed_at', record.completed_at),
    ...timestampTrio('failed_at', record.failed_at),
    ...timestampTrio('stopped_at', record.stopped_at),
    object: 'action',
  };
}

export function installedApp(
  record: InstalledAppRecord,
  app: CatalogApp,
  context: Pick<SerializeContext, 'providerBase'>,
): InstalledApp {
  const available = app.versions[0] ?? record.app_version;
  return {
    id: record.id,
    object: 'installed_app',
    app_identifier: record.app_identifier,
    name: app.name,
    app_version: record.app_version,
    available_version: available,
    previous_version: record.previous_version,
    upgrade_available: available !== record.app_version,
    groups: [...record.groups],
    icon: withProviderBase(app.icon, context.providerBase),
    ...timestampTrio('last_used_at', record.last_used_at),
    ...timestampTrio('upgraded_at', record.upgraded_at),
  };
}

export function installedAppWithSchema(
  record: InstalledAppRecord,
  app: CatalogApp,
  context: Pick<SerializeContext, 'providerBase'>,
): InstalledAppWithSchema {
  return {
    ...installedApp(record, app, context),
    installed_schema: withProviderBase(app.schema, context.providerBase),
  };
}

export function event(record: EventRecord): ApiEvent {
  return {
    id: record.id,
    object: 'event',
    type: record.type,
    subject: record.subject ? { ...record.subject } : null,
    user_key: record.user_key,
    data: structuredClone(record.data),
    ...timestampTrio('created_at', record.created_at),
  } as ApiEvent;
}

/** An execution's short id: its own, or one made from its id (seed executions). */
const executionHashid = (record: ExecutionRecord): string =>
  record.hashid ?? `exe_${record.id.replaceAll('-', '').slice(-10)}`;

function countOf(actions: readonly ActionRecord[], status: ActionRecord['status']): number {
  return actions.filter((action) => action.status === status).length;
}

/** An execution as the execute call answers it; `actions` are its actions. */
export function execution(
  record: ExecutionRecord,
  actions: readonly ActionRecord[],
  workflowRecord: WorkflowRecord | undefined,
): Execution {
  return {
    id: record.id,
    object: 'execution',
    hashid: executionHashid(record),
    key: workflowRecord?.key ?? '',
    name: workflowRecord?.name ?? '',
    status: record.status,
    execution_data: structuredClone(record.data),
    log: {},
    ...timestampTrio('created_at', record.created_at),
    actions_count: actions.length,
    completed_actions_count: countOf(actions, 'completed'),
    failed_actions_count: countOf(actions, 'failed'),
    idle_actions_count: countOf(actions, 'idle'),
    running_actions_count: countOf(actions, 'running'),
    stopped_actions_count: countOf(actions, 'stopped'),
  } as Execution;
}

const zoned = (instant: string | null): string | null =>
  instant === null ? null : toZonedIso(new Date(instant));

/**
 * `stats`: each step's status and moments by node id, and each edge of the layout by
 * `"<source>-<target>"`: `closed` once the run has gone along it, `open` otherwise (Decision: the
 * reference names the two values without saying what they mean).
 */
function executionStats(
  actions: readonly ActionRecord[],
  edges: readonly { source: string; target: string }[],
  taken: ReadonlySet<string>,
): Record<string, ExecutionStat> {
  const stats: Record<string, ExecutionStat> = {};
  for (const action of actions) {
    stats[action.node_id] = {
      status: action.status,
      scheduled_at: zoned(action.created_at),
      completed_at: zoned(action.completed_at),
      stopped_at: zoned(action.stopped_at),
      failed_at: zoned(action.failed_at),
    };
  }
  for (const { source, target } of edges) {
    const id = `${source}-${target}`;
    stats[id] = { status: taken.has(id) ? 'closed' : 'open' };
  }
  return stats;
}

/** An execution as GET /executions/{id} answers it: with `stats` and the layout it ran. */
export function executionWithStats(
  record: ExecutionRecord,
  actions: readonly ActionRecord[],
  workflowRecord: WorkflowRecord | undefined,
  context: Pick<SerializeContext, 'providerBase'>,
): ExecutionWithStats {
  const template = record.template ?? workflowRecord?.template;
  const edges = (template?.edges ?? []).filter(
    (edge): edge is { source: string; target: string } =>
      typeof edge === 'object' &&
      edge !== null &&
      typeof (edge as Record<string, unknown>).source === 'string' &&
      typeof (edge as Record<string, unknown>).target === 'string',
  );
  // Taken: the run's own path where it has one, otherwise the edges between two steps that ran.
  const reached = new Set(actions.filter((a) => a.run_at !== null).map((a) => a.node_id));
  for (const node of template?.nodes ?? []) if (node.type === 'Start') reached.add(node.id);
  const taken = new Set(
    record.plan
      ? record.plan.edges.filter((_, i) => reached.has(record.plan?.steps[i]?.node_id ?? ''))
      : edges
          .filter((e) => reached.has(e.source) && reached.has(e.target))
          .map((e) => `${e.source}-${e.target}`),
  );
  return {
    ...execution(record, actions, workflowRecord),
    stats: executionStats(actions, edges, taken),
    template: template
      ? withProviderBase(template, context.providerBase)
      : {
          object: 'workflow_layout_template',
          nodes: [],
          edges: [],
          positions: {},
          action_types: [],
          width: 0,
          height: 0,
        },
  };
}
