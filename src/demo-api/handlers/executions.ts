/**
 * Extensions from the vendor's reference: POST /workflows/{id}/execute, GET /executions/{id} and
 * GET /account/usage. Executions started here run over the following seconds (../runs/run-plan.ts).
 */
import { isPlainObject } from '@/utils/guards';
import { badRequest, notFound, unprocessable } from '../http/errors';
import { readString, readUserKey } from '../http/params';
import type { RouteContext, Router } from '../http/route';
import { advanceRun, advanceRuns } from '../runs/advance';
import { planRun } from '../runs/run-plan';
import * as serialize from '../serialize';
import { nowInstant } from '../store/clock';
import type { DemoDb } from '../store/db';
import { cryptoHex, newId } from '../store/random';
import type { ExecutionRecord, JsonObject, WorkflowRecord } from '../store/records';
import { findWorkflow } from './workflows';

function actionsOf(db: DemoDb, executionId: string) {
  return db.actions.all().filter((action) => action.execution_id === executionId);
}

function workflowToRun(db: DemoDb, id: string, body: JsonObject): WorkflowRecord {
  const idType = body.id_type ?? 'id';
  if (idType !== 'id' && idType !== 'key') {
    throw unprocessable('id_type must be "id" or "key".', { id_type: ['must be id or key'] });
  }
  if (idType === 'id') return findWorkflow(db, id);
  const userKey = readUserKey(body.user_key);
  const record = db.workflows.all().find((w) => w.key === id && w.owner_user_key === userKey);
  if (!record) throw notFound(`workflow of user "${userKey}"`, id);
  return record;
}

function readExecutionData(value: unknown): JsonObject {
  if (value === undefined) return {};
  if (!isPlainObject(value)) {
    throw unprocessable('execution_data must be an object.', {
      execution_data: ['must be a JSON object'],
    });
  }
  return value;
}

function executeWorkflow({ params, body, db }: RouteContext) {
  const workflow = workflowToRun(db, params.id ?? '', body);
  const userKey = readUserKey(body.user_key);
  const data = readExecutionData(body.execution_data);
  const now = Date.now();
  const template = structuredClone(workflow.template);
  const execution: ExecutionRecord = {
    id: newId(now),
    hashid: `exe_${cryptoHex(10)}`,
    workflow_id: workflow.id,
    user_key: userKey,
    status: 'running',
    data,
    stop_events: [],
    created_at: nowInstant(now),
    template,
    plan: planRun(template, now, workflow.failing_steps, data),
  };
  db.executions.put(execution);
  db.workflows.put({
    ...workflow,
    executions_count: workflow.executions_count + 1,
    last_executed_at: nowInstant(now),
  });
  db.recordEvent('execution.started', { object: 'execution', id: execution.id }, userKey, {
    workflow_id: workflow.id,
    workflow_name: workflow.name,
  });
  const current = advanceRun(db, execution, now);
  return {
    status: 201,
    body: serialize.execution(current, actionsOf(db, current.id), workflow),
  };
}

function getExecution({ params, db, providerBase }: RouteContext) {
  const id = params.id ?? '';
  const stored = db.executions.get(id);
  if (!stored) throw notFound('execution', id);
  const record = advanceRun(db, stored, Date.now());
  return {
    body: serialize.executionWithStats(
      record,
      actionsOf(db, id),
      db.workflows.get(record.workflow_id),
      { providerBase },
    ),
  };
}

function readTime(url: URL, name: string): number {
  const value = readString(url, name);
  const ms = value === undefined ? Number.NaN : Date.parse(value);
  if (Number.isNaN(ms)) {
    throw badRequest(`${name} is required, as an ISO 8601 time.`, 'invalid_parameter');
  }
  return ms;
}

const within = (instant: string | null, start: number, end: number): boolean => {
  if (instant === null) return false;
  const ms = Date.parse(instant);
  return ms >= start && ms < end;
};

function accountUsage({ url, db }: RouteContext) {
  advanceRuns(db);
  const start = readTime(url, 'start_time');
  const end = readTime(url, 'end_time');
  if (end < start) throw badRequest('end_time is before start_time.', 'invalid_parameter');
  const userKey = readString(url, 'user_key');
  const own = db.executions.all().filter((e) => userKey === undefined || e.user_key === userKey);
  const ownIds = new Set(own.map((e) => e.id));
  const workflows = db.workflows
    .all()
    .filter((w) => userKey === undefined || w.owner_user_key === userKey);
  return {
    body: {
      object: 'usage',
      start_time: readString(url, 'start_time'),
      end_time: readString(url, 'end_time'),
      executions_count: own.filter((e) => within(e.created_at, start, end)).length,
      usage: db.actions
        .all()
        .filter((a) => ownIds.has(a.execution_id) && within(a.run_at, start, end)).length,
      active_workflows_count: workflows.filter((w) => w.on && w.last_published_at !== null).length,
      users_count: userKey === undefined ? db.users.size : db.userByKey(userKey) ? 1 : 0,
    },
  };
}

export function executionHandlers(router: Router) {
  return [
    router.route('post', '/workflows/:id/execute', executeWorkflow),
    router.route('get', '/executions/:id', getExecution),
    router.route('get', '/account/usage', accountUsage),
  ];
}
