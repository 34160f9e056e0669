/** /workflows: list, detail, settings, discard draft, actions. */
import type { Field } from '@/api/wire';
import { utf8Length } from '../http/body-limits';
import { badRequest, forbidden, notFound, unprocessable, type FieldErrors } from '../http/errors';
import {
  byCodeUnits,
  newestFirst,
  paginate,
  resolveCursor,
  type Comparator,
} from '../http/pagination';
import { isNonBlankString, isPlainObject } from '@/utils/guards';
import { readBoolean, readCursorParams, readEnum, readString, readUserKey } from '../http/params';
import type { RouteContext, Router } from '../http/route';
import * as serialize from '../serialize';
import { nowInstant } from '../store/clock';
import type { DemoDb } from '../store/db';
import type { JsonObject, WorkflowRecord } from '../store/records';

const ORDER_BY = ['created_at', 'updated_at', 'name'] as const;
const DIRECTIONS = ['desc', 'asc'] as const;

function workflowOrder(
  orderBy: (typeof ORDER_BY)[number],
  direction: (typeof DIRECTIONS)[number],
): Comparator<WorkflowRecord> {
  const sign = direction === 'desc' ? -1 : 1;
  // Names as people read them (A to Z in the language's order); times and ids as stored.
  const byField = orderBy === 'name' ? (a: string, b: string) => a.localeCompare(b) : byCodeUnits;
  return (a, b) => sign * (byField(a[orderBy], b[orderBy]) || byCodeUnits(a.id, b.id));
}

export function findWorkflow(db: DemoDb, id: string): WorkflowRecord {
  const record = db.workflows.get(id);
  if (!record) throw notFound('workflow', id);
  return record;
}

function listWorkflows({ url, db, caller }: RouteContext) {
  const cursor = readCursorParams(url);
  const userKey = readUserKey(readString(url, 'user_key'));
  const on = readBoolean(url, 'on');
  const isTemplate = readBoolean(url, 'is_template');
  if (isTemplate !== undefined && !caller.admin) {
    throw forbidden('is_template is an admin-only filter; this key does not have the admin role.');
  }
  const compare = workflowOrder(
    readEnum(url, 'order_by', ORDER_BY, 'created_at'),
    readEnum(url, 'order_direction', DIRECTIONS, 'desc'),
  );
  const rows = db.workflows
    .all()
    .filter(
      (w) =>
        w.owner_user_key === userKey &&
        (on === undefined || w.on === on) &&
        (isTemplate === undefined || w.is_template === isTemplate),
    )
    .sort(compare);
  const page = paginate(
    rows,
    compare,
    cursor.limit,
    resolveCursor(cursor, (id) => db.workflows.get(id), 'workflow'),
  );
  return { body: { collection: page.collection.map(serialize.workflowSummary), meta: page.meta } };
}

function getWorkflow({ url, params, db, caller, providerBase }: RouteContext) {
  const idType = readEnum(url, 'id_type', ['id', 'key'] as const, 'id');
  const userKey = readUserKey(readString(url, 'user_key'));
  const id = params.id ?? '';
  const record =
    idType === 'id'
      ? db.workflows.get(id)
      : db.workflows.all().find((w) => w.key === id && w.owner_user_key === userKey);
  if (!record) {
    throw idType === 'id'
      ? notFound('workflow', id)
      : notFound(`workflow of user "${userKey}"`, id);
  }
  return { body: serialize.workflow(record, userKey, { admin: caller.admin, providerBase }) };
}

/** The saved answers' key for a sent key: a field id as is, a field name mapped to its id. */
function fieldIdFor(form: Field[], key: string): string {
  return form.find((f) => f.id === key)?.id ?? form.find((f) => f.name === key)?.id ?? key;
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function validateAnswers(form: Field[], answers: JsonObject): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of form) {
    const value = answers[field.id];
    if (field.required && isBlank(value))
      errors[field.id] = [`${field.label || field.name} is required.`];
    else if (field.type === 'JSON' && isNonBlankString(value)) {
      try {
        JSON.parse(value);
      } catch (error) {
        errors[field.id] = [
          `${field.label || field.name} is not valid JSON: ${(error as Error).message}`,
        ];
      }
    }
  }
  return errors;
}

/** What one user's saved answers to one workflow may hold, so they stay cheap to send back. */
export const ANSWER_LIMITS = { maxKeys: 200, maxBytes: 256 * 1024 };

/** The saved answers with the sent ones merged in by field id; built so `__proto__` stays a key. */
function mergeAnswers(record: WorkflowRecord, userKey: string, sent: JsonObject): JsonObject {
  const answers = Object.fromEntries([
    ...Object.entries(serialize.savedAnswers(record, userKey)),
    ...Object.entries(sent).map(([key, value]) => [fieldIdFor(record.form, key), value] as const),
  ]);
  const count = Object.keys(answers).length;
  if (count > ANSWER_LIMITS.maxKeys) {
    throw unprocessable(
      `The settings were not saved: ${count} answers; a user can keep at most ${ANSWER_LIMITS.maxKeys} per workflow.`,
      { form_data: [`holds more than ${ANSWER_LIMITS.maxKeys} answers`] },
    );
  }
  if (utf8Length(JSON.stringify(answers)) > ANSWER_LIMITS.maxBytes) {
    throw unprocessable(
      `The settings were not saved: the answers take more than ${ANSWER_LIMITS.maxBytes / 1024} KiB as JSON, the most a user can keep per workflow.`,
      { form_data: [`is larger than ${ANSWER_LIMITS.maxBytes / 1024} KiB`] },
    );
  }
  return answers;
}

function updateSettings({ params, body, db, caller, providerBase }: RouteContext) {
  const record = findWorkflow(db, params.id ?? '');
  const userKey = readUserKey(body.user_key);
  const sent = body.form_data ?? {};
  if (!isPlainObject(sent))
    throw badRequest('form_data must be an object of answers.', 'invalid_parameter');
  const answers = mergeAnswers(record, userKey, sent);
  const errors = validateAnswers(record.form, answers);
  if (Object.keys(errors).length > 0) {
    throw unprocessable(
      `The settings were not saved: ${Object.keys(errors).length} field(s) need attention.`,
      errors,
    );
  }
  const now = nowInstant();
  const updated = db.workflows.put({
    ...record,
    form_data_by_user: { ...record.form_data_by_user, [userKey]: answers },
    updated_at: now,
  });
  db.recordEvent('workflow.settings_updated', { object: 'workflow', id: record.id }, userKey, {
    workflow_name: record.name,
    field_ids: Object.keys(sent).map((key) => fieldIdFor(record.form, key)),
  });
  return { body: serialize.workflow(updated, userKey, { admin: caller.admin, providerBase }) };
}

function discardDraft({ params, body, db, caller, providerBase }: RouteContext) {
  const record = findWorkflow(db, params.id ?? '');
  const userKey = readUserKey(body.user_key);
  if (body.expand !== undefined && !Array.isArray(body.expand)) {
    throw badRequest('expand must be an array of strings.', 'invalid_parameter');
  }
  const hadDraft = record.has_draft;
  const updated = hadDraft
    ? db.workflows.put({
        ...record,
        template_draft: structuredClone(record.template),
        event_trigger_draft: structuredClone(record.event_trigger),
        match_conditions_draft: structuredClone(record.match_conditions),
        trigger_conditions_draft: structuredClone(record.trigger_conditions),
        has_draft: false,
        updated_at: nowInstant(),
      })
    : record;
  if (hadDraft) {
    db.recordEvent('workflow.draft_discarded', { object: 'workflow', id: record.id }, userKey, {
      workflow_name: record.name,
    });
  }
  return { body: serialize.workflowWithoutForm(updated, { admin: caller.admin, providerBase }) };
}

function listActions({ url, params, db }: RouteContext) {
  const workflow = findWorkflow(db, params.workflow_id ?? '');
  const cursor = readCursorParams(url);
  const compare = newestFirst<{ created_at: string; uuid: string }>(
    (a) => a.created_at,
    (a) => a.uuid,
  );
  const rows = db.actions
    .all()
    .filter((a) => a.workflow_id === workflow.id)
    .sort(compare);
  const page = paginate(
    rows,
    compare,
    cursor.limit,
    resolveCursor(cursor, (id) => db.actions.get(id), 'action'),
  );
  return { body: { collection: page.collection.map(serialize.action), meta: page.meta } };
}

export function workflowHandlers(router: Router) {
  return [
    router.route('get', '/workflows', listWorkflows),
    router.route('get', '/workflows/:id', getWorkflow),
    router.route('put', '/workflows/:id/settings', updateSettings),
    router.route('post', '/workflows/:id/discard_draft', discardDraft),
    router.route('get', '/workflows/:workflow_id/actions', listActions),
  ];
}
