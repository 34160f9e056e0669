/**
 * Brings started executions up to the clock: the actions their plans have reached by `now` are put in
 * the store (an action changes only when its status does), and a run whose last step has ended takes
 * its final status. Handlers that read actions or executions call it first, so every answer shows the
 * run as it stands; nothing runs in the background.
 */
import type { DemoDb } from '../store/db';
import type { ExecutionRecord } from '../store/records';
import { actionsAt, runStatusAt } from './run-plan';

export function advanceRun(db: DemoDb, execution: ExecutionRecord, now: number): ExecutionRecord {
  const { plan } = execution;
  if (!plan || execution.status !== 'running') return execution;
  const ids = { executionId: execution.id, workflowId: execution.workflow_id };
  for (const action of actionsAt(plan, ids, now)) {
    if (db.actions.get(action.uuid)?.status !== action.status) db.actions.put(action);
  }
  const status = runStatusAt(plan, now);
  if (status === 'running') return execution;
  const ended = db.executions.put({ ...execution, status });
  db.recordEvent(
    `execution.${status}`,
    { object: 'execution', id: execution.id },
    execution.user_key,
    {
      workflow_id: execution.workflow_id,
      workflow_name: db.workflows.get(execution.workflow_id)?.name ?? null,
      status,
    },
  );
  return ended;
}

/** Every execution started through the API that is still running, brought up to `now`. */
export function advanceRuns(db: DemoDb, now: number = Date.now()): void {
  for (const execution of db.executions.all()) {
    if (execution.plan && execution.status === 'running') advanceRun(db, execution, now);
  }
}
