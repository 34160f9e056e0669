/**
 * Executions and their actions for every workflow that reports runs: the workflow's
 * `executions_count` is its whole history, and its most recent runs (up to eight) exist with their
 * actions, the newest at `last_executed_at`. A workflow whose published layout has no step to run
 * reports none.
 */
import { SEED_NOW_MS } from '@/demo-api/store/clock';
import { createRandom, type Random } from '@/demo-api/store/random';
import type {
  ActionRecord,
  ActionTypeRecord,
  ExecutionRecord,
  ExecutionStatus,
  JsonObject,
  WorkflowRecord,
} from '@/demo-api/store/records';
import {
  buildActions,
  pathFrom,
  spanOf,
  stepDurations,
  stoppingIndex,
  type StepInput,
} from './execution-actions';
import { DAY, HOUR, idAt, iso, MINUTE } from './util';
import { PLANS, REGIONS } from './words';

/** The newest execution of each executed workflow that is on, in turn (at least five are running). */
const NEWEST_STATUS: readonly ExecutionStatus[] = [
  'running',
  'completed',
  'running',
  'failed',
  'upcoming',
  'running',
  'stopped',
];
const OLDER_STATUS: readonly ExecutionStatus[] = [
  'completed',
  'completed',
  'completed',
  'failed',
  'stopped',
  'completed',
  'failed',
];
const STOP_EVENTS: readonly string[][] = [
  [],
  [],
  ['subscription.cancelled'],
  ['booking.cancelled', 'subscription.cancelled'],
];
/** Executions reach back this far. */
const HISTORY_DAYS = 75;

export interface ExecutionData {
  executions: ExecutionRecord[];
  actions: ActionRecord[];
}

/** One run to add: its workflow, status, start, the steps it took, and its data. */
export interface NewRun {
  workflow: WorkflowRecord;
  status: ExecutionStatus;
  createdMs: number;
  steps: Pick<StepInput, 'path' | 'durations' | 'stopAt' | 'actionTypes'>;
  /** Called after the run's id is drawn (the random stream's order keeps the seed as it is). */
  details: () => Pick<ExecutionRecord, 'data' | 'stop_events'>;
}

/** Adds an execution and the actions of its steps to `out`. */
export function addRun(out: ExecutionData, rng: Random, run: NewRun): void {
  const { workflow, status, createdMs, steps } = run;
  const id = idAt(rng, createdMs);
  const execution: ExecutionRecord = {
    id,
    workflow_id: workflow.id,
    user_key: workflow.owner_user_key,
    status,
    ...run.details(),
    created_at: iso(createdMs),
    hashid: null,
    template: null,
    plan: null,
  };
  out.executions.push(execution);
  out.actions.push(
    ...buildActions(rng, { ...steps, executionId: id, workflowId: workflow.id, status, createdMs }),
  );
}

/** Most recent runs that exist with their actions, per workflow (the rest is only counted). */
const RECENT_RUNS = { min: 3, max: 8 } as const;

/** The workflows that report runs (the plan gave them a history), in a stable order. */
function executedWorkflows(workflows: readonly WorkflowRecord[]): WorkflowRecord[] {
  return workflows.filter((w) => w.executions_count > 0 && !w.is_template);
}

function executionData(rng: Random): JsonObject {
  const data: JsonObject = {
    customer_id: `cus_${rng.int(100, 999)}`,
    plan: rng.pick(PLANS),
    region: rng.pick(REGIONS),
  };
  if (rng.chance(0.4)) data.deal_id = `deal_${rng.hex(6)}`;
  return data;
}

/** A creation time that keeps every timestamp of the execution in the past and after publication. */
function createdFor(
  rng: Random,
  workflow: WorkflowRecord,
  status: ExecutionStatus,
  span: number,
): number {
  const published = Date.parse(workflow.last_published_at ?? workflow.created_at);
  const latest = SEED_NOW_MS - span - MINUTE;
  const recent = status === 'running' || status === 'upcoming';
  const earliest = Math.max(
    published + HOUR,
    recent ? latest - 2 * DAY : SEED_NOW_MS - HISTORY_DAYS * DAY,
  );
  return earliest >= latest ? latest : rng.int(earliest, latest);
}

function runWorkflow(
  rng: Random,
  workflow: WorkflowRecord,
  turn: number,
  types: ReadonlyMap<string, ActionTypeRecord>,
): ExecutionData {
  const count = Math.min(workflow.executions_count, rng.int(RECENT_RUNS.min, RECENT_RUNS.max));
  const out: ExecutionData = { executions: [], actions: [] };
  // A workflow that is off runs no more: its newest run finished before it was switched off.
  const newest = workflow.on ? NEWEST_STATUS[turn % NEWEST_STATUS.length] : rng.pick(OLDER_STATUS);
  for (let i = 0; i < count; i += 1) {
    const status = i === 0 ? (newest ?? 'completed') : rng.pick(OLDER_STATUS);
    const path = pathFrom(rng, workflow.template);
    // A layout with no step to run (a lone Start) has no runs to show.
    if (path.length === 0) return { executions: [], actions: [] };
    const durations = stepDurations(rng, path);
    const stopAt = stoppingIndex(rng, status, path);
    const createdMs = createdFor(rng, workflow, status, spanOf(status, durations, stopAt));
    addRun(out, rng, {
      workflow,
      status,
      createdMs,
      steps: { path, durations, stopAt, actionTypes: types },
      details: () => ({ data: executionData(rng), stop_events: [...rng.pick(STOP_EVENTS)] }),
    });
  }
  return out;
}

/**
 * Keeps the workflows' counters consistent with the executions: the count covers at least the runs
 * that exist, `last_executed_at` is the newest run's time, a workflow without runs reports none (and
 * `stats` is filled on a few).
 */
function applyRunCounters(
  rng: Random,
  workflows: readonly WorkflowRecord[],
  executions: readonly ExecutionRecord[],
): void {
  let withStats = 0;
  const byWorkflow = new Map<string, ExecutionRecord[]>();
  for (const execution of executions) {
    byWorkflow.set(execution.workflow_id, [
      ...(byWorkflow.get(execution.workflow_id) ?? []),
      execution,
    ]);
  }
  for (const workflow of workflows) {
    const own = byWorkflow.get(workflow.id) ?? [];
    if (!own.length) {
      workflow.executions_count = 0;
      workflow.last_executed_at = null;
      continue;
    }
    workflow.executions_count = Math.max(workflow.executions_count, own.length);
    workflow.last_executed_at =
      own
        .map((e) => e.created_at)
        .sort()
        .at(-1) ?? null;
    if (withStats >= 4) continue;
    withStats += 1;
    const countOf = (status: ExecutionStatus) => own.filter((e) => e.status === status).length;
    workflow.stats = {
      running: countOf('running'),
      completed: countOf('completed') + rng.int(40, 300),
      failed: countOf('failed') + rng.int(0, 6),
    };
  }
}

export function buildExecutions(
  seed: number,
  workflows: readonly WorkflowRecord[],
  actionTypes: readonly ActionTypeRecord[],
): ExecutionData {
  const rng = createRandom(seed);
  const types = new Map(actionTypes.map((t) => [t.id, t]));
  const runs = executedWorkflows(workflows).map((w, turn) => runWorkflow(rng, w, turn, types));
  const executions = runs.flatMap((r) => r.executions).sort((a, b) => (a.id < b.id ? -1 : 1));
  const actions = runs.flatMap((r) => r.actions).sort((a, b) => (a.uuid < b.uuid ? -1 : 1));
  applyRunCounters(rng, workflows, executions);
  return { executions, actions };
}
