/**
 * Records -> the interface's shapes: `object` tags, timestamps in three forms, derived fields
 * (status, counts, action_type_ids), admin-only fields only for admin callers, and provider URLs
 * pointed at this deployment.
 */
import type {
  Action,
  ActionType,
  ApiEvent,
  InstalledApp,
  InstalledAppWithSchema,
  User,
  Workflow,
  WorkflowSummary,
  WorkflowWithoutForm,
} from '@/api/wire';
import { ICON_ORIGIN, PROVIDER_ORIGIN } from './seed/provider';
import { timestampTrio } from './store/clock';
import type {
  ActionRecord,
  ActionTypeRecord,
  CatalogApp,
  EventRecord,
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
