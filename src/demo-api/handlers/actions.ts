/** /actions/completed and /executions/stop. */
import { badRequest, unprocessable } from '../http/errors';
import { newestFirst, paginate, resolveCursor } from '../http/pagination';
import { isNonBlankString, isPlainObject } from '@/utils/guards';
import { readCursorParams, readString } from '../http/params';
import type { RouteContext, Router } from '../http/route';
import * as serialize from '../serialize';
import { nowInstant } from '../store/clock';
import type { ActionRecord, ActionStatus, JsonObject } from '../store/records';

const FINISHED: readonly ActionStatus[] = ['completed', 'failed', 'stopped'];

function listCompleted({ url, db }: RouteContext) {
  const cursor = readCursorParams(url);
  const status = readString(url, 'status');
  if (status !== undefined && !FINISHED.includes(status as ActionStatus)) {
    throw badRequest(
      `status must be one of ${FINISHED.join(', ')}; got "${status}".`,
      'invalid_parameter',
    );
  }
  const executionId = readString(url, 'execution_id');
  const workflowId = readString(url, 'workflow_id');
  const compare = newestFirst<ActionRecord>(
    (a) => a.created_at,
    (a) => a.uuid,
  );
  const rows = db.actions
    .all()
    .filter(
      (a) =>
        (status === undefined ? FINISHED.includes(a.status) : a.status === status) &&
        (executionId === undefined || a.execution_id === executionId) &&
        (workflowId === undefined || a.workflow_id === workflowId),
    )
    .sort(compare);
  const page = paginate(
    rows,
    compare,
    cursor.limit,
    resolveCursor(cursor, (id) => db.actions.get(id), 'action'),
  );
  return { body: { collection: page.collection.map(serialize.action), meta: page.meta } };
}

type Filters = Record<string, string | number | boolean | null>;

/** `filters` as an object of key/value pairs, or a JSON text of one (the interface types it as a string). */
function readFilters(value: unknown): Filters {
  if (value === undefined || value === null || value === '') return {};
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw unprocessable('filters is not valid JSON.', {
        filters: ['must be a JSON object of key/value pairs'],
      });
    }
  }
  if (!isPlainObject(parsed)) {
    throw unprocessable('filters must be an object of key/value pairs.', {
      filters: ['must be an object of key/value pairs'],
    });
  }
  for (const [key, item] of Object.entries(parsed)) {
    if (item !== null && !['string', 'number', 'boolean'].includes(typeof item)) {
      throw unprocessable(`filters.${key} must be a string, number, boolean or null.`, {
        filters: [`${key}: must be a string, number, boolean or null`],
      });
    }
  }
  return parsed as Filters;
}

function matches(data: JsonObject, filters: Filters): boolean {
  return Object.entries(filters).every(([key, value]) => {
    // Own properties only: a filter on `constructor` looks for a `constructor` key in the data.
    const actual = Object.hasOwn(data, key) ? (data[key] ?? null) : null;
    if (typeof actual === 'string' || typeof actual === 'number' || typeof actual === 'boolean') {
      return String(actual) === String(value);
    }
    return actual === null && value === null;
  });
}

function stopExecutions({ body, db }: RouteContext) {
  const userKey = body.user_key ?? 'main';
  if (!isNonBlankString(userKey)) {
    throw unprocessable('user_key is required.', { user_key: ['is required'] });
  }
  const filters = readFilters(body.filters);
  const stopEvent = body.stop_event;
  if (stopEvent !== undefined && typeof stopEvent !== 'string') {
    throw unprocessable('stop_event must be a string.', { stop_event: ['must be a string'] });
  }
  const now = nowInstant();
  const stopped = db.executions
    .all()
    .filter(
      (execution) =>
        execution.user_key === userKey &&
        (execution.status === 'running' || execution.status === 'upcoming') &&
        matches(execution.data, filters) &&
        (stopEvent === undefined || execution.stop_events.includes(stopEvent)),
    );
  const stopRequest = {
    filters,
    ...(stopEvent === undefined ? {} : { stop_event: stopEvent }),
  };
  for (const execution of stopped) {
    db.executions.put({ ...execution, status: 'stopped' });
    // The same event the seed's history has for an execution that stopped, saying what stopped it.
    db.recordEvent('execution.stopped', { object: 'execution', id: execution.id }, userKey, {
      workflow_id: execution.workflow_id,
      workflow_name: db.workflows.get(execution.workflow_id)?.name ?? null,
      status: 'stopped',
      stopped_by: stopRequest,
    });
    for (const action of db.actions.all()) {
      if (
        action.execution_id === execution.id &&
        (action.status === 'idle' || action.status === 'running')
      ) {
        db.actions.put({ ...action, status: 'stopped', stopped_at: now });
      }
    }
  }
  // One event for the request itself, even when it matched nothing.
  db.recordEvent('executions.stopped', null, userKey, {
    ...stopRequest,
    execution_ids: stopped.map((execution) => execution.id),
    count: stopped.length,
  });
  return { body: {} };
}

export function actionHandlers(router: Router) {
  return [
    router.route('get', '/actions/completed', listCompleted),
    router.route('post', '/executions/stop', stopExecutions),
  ];
}
