/** Executions of a dozen workflows (several owners), their actions, and the workflow run counters they imply. */
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
import { buildActions, pathFrom, spanOf, stepDurations, stoppingIndex } from './execution-actions';
import type { OwnerKey } from './users';
import { DAY, HOUR, idAt, iso, MINUTE } from './util';
import { PLANS, REGIONS } from './words';

/** How many workflows of each owner get executions. */
const EXECUTED_PER_OWNER: Record<OwnerKey, number> = { main: 8, acme: 2, globex: 2, initech: 1 };
/** The newest execution of each executed workflow, in turn (at least five are running). */
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

function executedWorkflows(rng: Random, workflows: readonly WorkflowRecord[]): WorkflowRecord[] {
  return (Object.keys(EXECUTED_PER_OWNER) as OwnerKey[]).flatMap((owner) => {
    const candidates = workflows.filter(
      (w) =>
        w.owner_user_key === owner &&
        w.on &&
        !w.is_template &&
        w.template.nodes.length >= 4 &&
        w.template.nodes.length <= 30 &&
        w.template.edges.every((e) => typeof e === 'object'),
    );
    return rng.sample(candidates, EXECUTED_PER_OWNER[owner]);
  });
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
  const count = rng.int(3, 8);
  const out: ExecutionData = { executions: [], actions: [] };
  for (let i = 0; i < count; i += 1) {
    const status =
      i === 0
        ? (NEWEST_STATUS[turn % NEWEST_STATUS.length] ?? 'completed')
        : rng.pick(OLDER_STATUS);
    const path = pathFrom(rng, workflow.template);
    const durations = stepDurations(rng, path);
    const stopAt = stoppingIndex(rng, status, path);
    const createdMs = createdFor(rng, workflow, status, spanOf(status, durations, stopAt));
    const execution: ExecutionRecord = {
      id: idAt(rng, createdMs),
      workflow_id: workflow.id,
      user_key: workflow.owner_user_key,
      status,
      data: executionData(rng),
      stop_events: [...rng.pick(STOP_EVENTS)],
      created_at: iso(createdMs),
    };
    out.executions.push(execution);
    out.actions.push(
      ...buildActions(rng, {
        executionId: execution.id,
        workflowId: workflow.id,
        status,
        createdMs,
        path,
        durations,
        stopAt,
        actionTypes: types,
      }),
    );
  }
  return out;
}

/** Keeps the workflows' counters consistent with the executions (and fills `stats` on a few). */
function applyRunCounters(
  rng: Random,
  workflows: readonly WorkflowRecord[],
  executions: readonly ExecutionRecord[],
): void {
  let withStats = 0;
  for (const workflow of workflows) {
    const own = executions.filter((e) => e.workflow_id === workflow.id);
    if (!own.length) continue;
    workflow.executions_count += own.length;
    const newest =
      own
        .map((e) => e.created_at)
        .sort()
        .at(-1) ?? null;
    if (newest && (!workflow.last_executed_at || newest > workflow.last_executed_at))
      workflow.last_executed_at = newest;
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
  const runs = executedWorkflows(rng, workflows).map((w, turn) => runWorkflow(rng, w, turn, types));
  const executions = runs.flatMap((r) => r.executions).sort((a, b) => (a.id < b.id ? -1 : 1));
  const actions = runs.flatMap((r) => r.actions).sort((a, b) => (a.uuid < b.uuid ? -1 : 1));
  applyRunCounters(rng, workflows, executions);
  return { executions, actions };
}
