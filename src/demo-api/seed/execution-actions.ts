/**
 * The actions of one execution: one per node the execution reached along the published layout, with
 * statuses, timestamps and logs consistent with the execution's status.
 */
import type { LayoutNode, WorkflowLayoutTemplate } from '@/api/wire';
import type { Random } from '@/demo-api/store/random';
import type {
  ActionRecord,
  ActionStatus,
  ActionTypeRecord,
  ExecutionStatus,
  JsonObject,
} from '@/demo-api/store/records';
import { edgesOf, START_ID } from './layouts';
import { HOUR, idAt, iso, MINUTE } from './util';

/** The nodes an execution walks from Start (Start itself excluded), taking one way at each fork. */
export function pathFrom(rng: Random, layout: WorkflowLayoutTemplate, limit = 40): LayoutNode[] {
  const edges = edgesOf(layout);
  const byId = new Map(layout.nodes.map((n) => [n.id, n]));
  const path: LayoutNode[] = [];
  let current = START_ID;
  while (path.length < limit) {
    const targets = edges.filter((e) => e.source === current).map((e) => e.target);
    const node = targets.length ? byId.get(rng.pick(targets)) : undefined;
    if (!node) break;
    path.push(node);
    current = node.id;
  }
  return path;
}

const UNIT_MS: Record<string, number> = { minute: MINUTE, hour: HOUR, day: 24 * HOUR };

/** `Wait 2 hours` -> 2 h; anything else (`Wait until Monday 9:00`) -> 36 h. */
export function delayMs(name: string): number {
  const match = /(\d+) (minute|hour|day)s?/.exec(name);
  return match ? Number(match[1]) * (UNIT_MS[match[2] ?? ''] ?? HOUR) : 36 * HOUR;
}

/** How long each step takes: delays wait as their name says, requests take seconds. */
export function stepDurations(rng: Random, path: readonly LayoutNode[]): number[] {
  return path.map((node) =>
    node.type === 'Delay'
      ? delayMs(node.name)
      : node.type === 'Action'
        ? rng.int(300, 6000)
        : rng.int(20, 400),
  );
}

/** Where the execution stopped advancing: the failed, running or stopped step (the end when completed). */
export function stoppingIndex(
  rng: Random,
  status: ExecutionStatus,
  path: readonly LayoutNode[],
): number {
  if (status === 'completed' || status === 'upcoming') return path.length;
  if (status === 'failed') {
    const requests = path.flatMap((n, i) => (n.type === 'Action' ? [i] : []));
    return requests.length ? rng.pick(requests) : path.length - 1;
  }
  return rng.int(0, Math.max(0, path.length - 1));
}

const hostOf = (url: string): string => /^[a-z]+:\/\/([^/]+)/i.exec(url)?.[1] ?? url;

const sampleValue = (rng: Random, type: string): unknown =>
  type === 'Boolean'
    ? true
    : type === 'Number'
      ? rng.int(1, 50000)
      : type === 'Date'
        ? '2026-10-30T12:00:00Z'
        : type === 'Array'
          ? []
          : `val_${rng.hex(6)}`;

function responseBody(rng: Random, type: ActionTypeRecord): JsonObject {
  const body: JsonObject = {};
  for (const item of type.response_data_schema) {
    const parts = item.variable.split('.');
    let target = body;
    parts.slice(0, -1).forEach((part) => {
      const child = target[part];
      target = (
        typeof child === 'object' && child !== null ? child : (target[part] = {})
      ) as JsonObject;
    });
    target[parts[parts.length - 1] ?? item.variable] = sampleValue(rng, item.type);
  }
  return body;
}

const FAILURES = [502, 502, 500, 429, 401] as const;

function requestOf(type: ActionTypeRecord): JsonObject {
  const url = (type.url ?? '').replace(
    /\{\{form\[(\w+)\]\}\}/g,
    (_, name: string) => `${name}_1042`,
  );
  return { method: (type.http_method ?? 'post').toUpperCase(), url };
}

interface StepLog {
  log: JsonObject;
  failure: string | null;
}

function logFor(
  rng: Random,
  node: LayoutNode,
  status: ActionStatus,
  type: ActionTypeRecord | undefined,
): StepLog {
  if (status === 'idle') return { log: {}, failure: null };
  if (node.type !== 'Action' || !type) {
    const log =
      node.type === 'Delay'
        ? { delay: node.name }
        : node.type === 'Branch'
          ? { condition: node.name, result: rng.chance(0.5) }
          : { filter: node.name, passed: status !== 'failed' };
    return {
      log,
      failure: status === 'failed' ? `Condition could not be evaluated: ${node.name}` : null,
    };
  }
  const request = requestOf(type);
  if (status === 'failed') {
    const code = rng.pick(FAILURES);
    return {
      log: {
        request,
        response: {
          status: code,
          body: { error: code === 429 ? 'rate_limited' : 'upstream_error' },
        },
      },
      failure: `HTTP ${code} from ${hostOf(type.url ?? '')}`,
    };
  }
  if (status === 'running' || status === 'stopped') {
    return {
      log: type.wait_for_callback
        ? { request, response: { status: 202, body: { accepted: true } }, waiting_for: 'callback' }
        : { request },
      failure: null,
    };
  }
  return {
    log: { request, response: { status: 200, body: responseBody(rng, type) } },
    failure: null,
  };
}

export interface StepInput {
  executionId: string;
  workflowId: string;
  status: ExecutionStatus;
  createdMs: number;
  path: readonly LayoutNode[];
  durations: readonly number[];
  stopAt: number;
  actionTypes: ReadonlyMap<string, ActionTypeRecord>;
}

function statusAt(status: ExecutionStatus, i: number, stopAt: number): ActionStatus {
  if (status === 'upcoming') return 'idle';
  if (i < stopAt) return 'completed';
  if (status === 'failed') return 'failed';
  if (status === 'running') return i === stopAt ? 'running' : 'idle';
  return 'stopped';
}

const LEAD_MS = 2000;
const STOP_AFTER_MS = 20 * MINUTE;

/** How long after its creation the execution's last timestamp falls (so callers keep it in the past). */
export function spanOf(
  status: ExecutionStatus,
  durations: readonly number[],
  stopAt: number,
): number {
  const sum = (n: number) => durations.slice(0, n).reduce((a, d) => a + d, 0);
  if (status === 'upcoming') return 0;
  if (status === 'completed') return LEAD_MS + sum(durations.length);
  if (status === 'failed') return LEAD_MS + sum(stopAt + 1);
  return LEAD_MS + sum(stopAt) + (status === 'stopped' ? STOP_AFTER_MS : 0);
}

export function buildActions(rng: Random, input: StepInput): ActionRecord[] {
  const { status, createdMs, path, durations, stopAt } = input;
  const reached = status === 'failed' ? path.slice(0, stopAt + 1) : path;
  const starts = reached.map(
    (_, i) => createdMs + LEAD_MS + durations.slice(0, i).reduce((a, d) => a + d, 0),
  );
  const stopMs = (starts[stopAt] ?? createdMs) + STOP_AFTER_MS;
  // Actions that never ran are created just after the previous one, so ids follow the path.
  let previousCreated = createdMs;
  return reached.map((node, i) => {
    const actionStatus = statusAt(status, i, stopAt);
    const start = starts[i] ?? createdMs;
    const end = start + (durations[i] ?? 0);
    const ran = actionStatus !== 'idle' && !(actionStatus === 'stopped' && i > stopAt);
    const type =
      typeof node.action_type_id === 'string'
        ? input.actionTypes.get(node.action_type_id)
        : undefined;
    const { log, failure } = logFor(rng, node, ran ? actionStatus : 'idle', type);
    const stopped = actionStatus === 'stopped';
    const created = ran ? start : previousCreated + 1;
    previousCreated = created;
    return {
      uuid: idAt(rng, created),
      hashid: `act_${rng.hex(8)}`,
      execution_id: input.executionId,
      workflow_id: input.workflowId,
      node_id: node.id,
      name: node.name,
      status: actionStatus,
      log,
      failure_note: failure,
      created_at: iso(created),
      run_at: ran ? iso(start) : null,
      completed_at: actionStatus === 'completed' ? iso(end) : null,
      failed_at: actionStatus === 'failed' ? iso(end) : null,
      stopped_at: stopped ? iso(stopMs) : null,
    };
  });
}
