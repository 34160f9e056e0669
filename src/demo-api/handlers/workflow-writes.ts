/**
 * Extensions from the vendor's reference: POST /workflows/{id}/publish and PUT /workflows/{id}.
 * Publishing makes every draft field the published one; an update sets what it is sent, `on`
 * defaulting to true as the reference says.
 */
import type { WorkflowLayoutTemplate } from '@/api/wire';
import { isPlainObject } from '@/utils/guards';
import { forbidden, unprocessable } from '../http/errors';
import { readUserKey } from '../http/params';
import type { RouteContext, Router } from '../http/route';
import * as serialize from '../serialize';
import { nowInstant } from '../store/clock';
import type { DemoDb } from '../store/db';
import type { JsonObject, WorkflowRecord } from '../store/records';
import { findWorkflow } from './workflows';

const DRAFT_PAIRS = [
  ['template', 'template_draft'],
  ['event_trigger', 'event_trigger_draft'],
  ['match_conditions', 'match_conditions_draft'],
  ['trigger_conditions', 'trigger_conditions_draft'],
] as const;

/** Whether any draft field differs from its published twin. */
function draftDiffers(record: WorkflowRecord): boolean {
  return DRAFT_PAIRS.some(
    ([published, draft]) => JSON.stringify(record[published]) !== JSON.stringify(record[draft]),
  );
}

function publishWorkflow({ params, body, db, caller, providerBase }: RouteContext) {
  const record = findWorkflow(db, params.id ?? '');
  const userKey = readUserKey(body.user_key);
  const now = nowInstant();
  const changes = DRAFT_PAIRS.filter(
    ([published, draft]) => JSON.stringify(record[published]) !== JSON.stringify(record[draft]),
  ).map(([published]) => published);
  const published = db.workflows.put({
    ...record,
    template: structuredClone(record.template_draft),
    event_trigger: structuredClone(record.event_trigger_draft),
    match_conditions: structuredClone(record.match_conditions_draft),
    trigger_conditions: structuredClone(record.trigger_conditions_draft),
    has_draft: false,
    on: true,
    last_published_at: now,
    updated_at: now,
  });
  db.recordEvent('workflow.published', { object: 'workflow', id: record.id }, userKey, {
    workflow_name: record.name,
    workflow_key: record.key,
    changes,
  });
  return {
    body: serialize.workflow(published, userKey, { admin: caller.admin, providerBase }),
  };
}

const ADMIN_ONLY = ['groups', 'auto_clone_for_new_users', 'is_template'] as const;

function mayChangeAdminFields({ body, caller }: RouteContext): void {
  const sent = ADMIN_ONLY.filter((name) => body[name] !== undefined);
  if (sent.length > 0 && !caller.admin) {
    throw forbidden(
      `${sent.join(', ')} ${sent.length === 1 ? 'is an admin-only input' : 'are admin-only inputs'}; this key does not have the admin role.`,
    );
  }
}

type Errors = Record<string, string[]>;

function isLayoutNode(value: unknown): boolean {
  return (
    isPlainObject(value) &&
    typeof value.id === 'string' &&
    typeof value.type === 'string' &&
    typeof value.name === 'string'
  );
}

/** A sent layout, with the parts it may leave out taken from the current draft. */
function readLayout(
  value: unknown,
  current: WorkflowLayoutTemplate,
  errors: Errors,
): WorkflowLayoutTemplate | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value) || !Array.isArray(value.nodes) || !value.nodes.every(isLayoutNode)) {
    errors.template_draft = ['must be a layout: an object with nodes, each with id, type and name'];
    return undefined;
  }
  const whole = (key: string, fallback: number) =>
    Number.isInteger(value[key]) ? (value[key] as number) : fallback;
  return {
    ...value,
    object: 'workflow_layout_template',
    nodes: value.nodes as WorkflowLayoutTemplate['nodes'],
    edges: Array.isArray(value.edges) ? (value.edges as unknown[]) : [],
    positions: isPlainObject(value.positions)
      ? (value.positions as WorkflowLayoutTemplate['positions'])
      : {},
    action_types: Array.isArray(value.action_types) ? (value.action_types as unknown[]) : [],
    width: whole('width', current.width),
    height: whole('height', current.height),
  };
}

/** `event_trigger_draft` is a trigger's key; the workflow holds `{key, name, app_identifier}`. */
function readTrigger(db: DemoDb, value: unknown, errors: Errors): JsonObject | null | undefined {
  if (value === undefined) return undefined;
  if (value === '' || value === null) return null;
  if (typeof value === 'string') {
    for (const app of db.catalog) {
      const trigger = app.schema.triggers.find((t) => t.key === value);
      if (trigger)
        return { key: trigger.key, name: trigger.name, app_identifier: app.app_identifier };
    }
  }
  errors.event_trigger_draft = ['must be the key of a trigger of an app the account can install'];
  return undefined;
}

function readMatch(value: unknown, errors: Errors): JsonObject | undefined {
  if (value === undefined) return undefined;
  if (value === 'all' || value === 'any') return { match: value };
  errors.match_conditions_draft = ['must be "all" or "any"'];
  return undefined;
}

function readFlag(body: JsonObject, name: string, errors: Errors): boolean | undefined {
  const value = body[name];
  if (value === undefined || typeof value === 'boolean') return value;
  errors[name] = ['must be true or false'];
  return undefined;
}

function readText(body: JsonObject, name: string, errors: Errors): string | undefined {
  const value = body[name];
  if (value === undefined || typeof value === 'string') return value;
  errors[name] = ['must be a string'];
  return undefined;
}

function readGroups(value: unknown, errors: Errors): string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value) && value.every((g) => typeof g === 'string' && g.trim() !== ''))
    return value as string[];
  errors.groups = ['must be an array of group names'];
  return undefined;
}

/** What an update sets, checked; 422 names every field that is wrong. */
function readUpdate(db: DemoDb, record: WorkflowRecord, body: JsonObject) {
  const errors: Errors = {};
  const name = readText(body, 'name', errors);
  if (name === undefined || name.trim() === '') errors.name = ['is required'];
  const key = readText(body, 'key', errors);
  if (key !== undefined && key.trim() === '') errors.key = ['must not be empty'];
  const taken = db.workflows
    .all()
    .some((w) => w.id !== record.id && w.owner_user_key === record.owner_user_key && w.key === key);
  if (key !== undefined && taken) errors.key = ['is the key of another workflow of this user'];
  const triggerConditions = body.trigger_conditions_draft;
  if (triggerConditions !== undefined && !isPlainObject(triggerConditions))
    errors.trigger_conditions_draft = ['must be an object'];
  const update = {
    name: name ?? record.name,
    key,
    // The reference's default: an update that leaves `on` out switches the workflow on.
    on: readFlag(body, 'on', errors) ?? true,
    details: readText(body, 'details', errors),
    template_draft: readLayout(body.template_draft, record.template_draft, errors),
    trigger_conditions_draft: isPlainObject(triggerConditions) ? triggerConditions : undefined,
    event_trigger_draft: readTrigger(db, body.event_trigger_draft, errors),
    match_conditions_draft: readMatch(body.match_conditions_draft, errors),
    groups: readGroups(body.groups, errors),
    auto_clone_for_new_users: readFlag(body, 'auto_clone_for_new_users', errors),
    is_template: readFlag(body, 'is_template', errors),
  };
  const count = Object.keys(errors).length;
  if (count > 0)
    throw unprocessable(`The workflow was not updated: ${count} field(s) need attention.`, errors);
  return update;
}

/** Drops the keys whose value is undefined (fields the update did not send). */
function sentOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function updateWorkflow({ params, body, db, caller, providerBase }: RouteContext) {
  const record = findWorkflow(db, params.id ?? '');
  const { details, ...fields } = readUpdate(db, record, body);
  const next: WorkflowRecord = {
    ...record,
    ...sentOnly(fields),
    ...(details === undefined ? {} : { description: details }),
    updated_at: nowInstant(),
  };
  const updated = db.workflows.put({ ...next, has_draft: draftDiffers(next) });
  const switched = record.on !== updated.on;
  db.recordEvent(
    switched ? (updated.on ? 'workflow.turned_on' : 'workflow.turned_off') : 'workflow.updated',
    { object: 'workflow', id: record.id },
    record.owner_user_key,
    {
      workflow_name: updated.name,
      workflow_key: updated.key,
      changes: Object.keys(body).filter((name) => name !== 'name' || body.name !== record.name),
    },
  );
  return {
    body: serialize.workflow(updated, 'main', { admin: caller.admin, providerBase }),
  };
}

export function workflowWriteHandlers(router: Router) {
  return [
    router.route('post', '/workflows/:id/publish', publishWorkflow),
    router.route('put', '/workflows/:id', updateWorkflow, { authorize: mayChangeAdminFields }),
  ];
}
