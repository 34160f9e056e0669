/**
 * Executions started through the API (POST /workflows/{id}/execute), so a run can be watched: the
 * execution walks the layout from Start (the first way at each fork), and each step is scheduled when
 * the step before it starts (its action appears idle), runs for a second or two, then completes, or
 * fails with a failure note where the workflow's demo action fails (`failing_steps`). Pure: what the
 * run looks like at any instant follows from its plan and the clock, so tests set the clock instead of
 * waiting.
 */
import type { LayoutNode, WorkflowLayoutTemplate } from '@/api/wire';
import { cryptoHex, newId } from '../store/random';
import type {
  ActionRecord,
  ActionStatus,
  ExecutionStatus,
  JsonObject,
  PlannedStep,
  RunPlan,
} from '../store/records';

/** Before the first step runs; then how long a step of each kind runs, in milliseconds. */
export const RUN_TIMING = {
  leadMs: 800,
  stepMs: { Action: 1500, Delay: 2500, other: 700 } as Record<string, number>,
  /** A run walks at most this many steps (a cycle in a layout ends there). */
  maxSteps: 40,
};

const START_TYPE = 'Start';

interface EdgeLike {
  source: string;
  target: string;
}

function isEdgeLike(value: unknown): value is EdgeLike {
  if (typeof value !== 'object' || value === null) return false;
  const edge = value as Record<string, unknown>;
  return typeof edge.source === 'string' && typeof edge.target === 'string';
}

/** The nodes a run walks from Start (Start excluded), taking the first way at each fork. */
export function walkLayout(layout: WorkflowLayoutTemplate): {
  nodes: LayoutNode[];
  edges: string[];
} {
  const edges = layout.edges.filter(isEdgeLike);
  const byId = new Map(layout.nodes.map((node) => [node.id, node]));
  const start = layout.nodes.find((node) => node.type === START_TYPE);
  const nodes: LayoutNode[] = [];
  const taken: string[] = [];
  let current = start?.id;
  while (current !== undefined && nodes.length < RUN_TIMING.maxSteps) {
    const from = current;
    const next = edges.find((edge) => edge.source === from && byId.has(edge.target));
    if (!next) break;
    const node = byId.get(next.target);
    if (!node) break;
    taken.push(`${next.source}-${next.target}`);
    nodes.push(node);
    current = node.id;
  }
  return { nodes, edges: taken };
}

const durationOf = (node: LayoutNode): number =>
  RUN_TIMING.stepMs[node.type] ?? RUN_TIMING.stepMs.other ?? 700;

function completedLog(node: LayoutNode, data: JsonObject): JsonObject {
  if (node.type === 'Delay') return { delay: node.name, test_run: 'shortened to seconds' };
  if (node.type === 'Action') return { test_run: true, execution_data: structuredClone(data) };
  return { condition: node.name, result: true };
}

/** The steps of a run started at `startMs`, with their times and outcomes fixed up front. */
export function planRun(
  layout: WorkflowLayoutTemplate,
  startMs: number,
  failingSteps: Readonly<Record<string, string>>,
  data: JsonObject,
): RunPlan {
  const walked = walkLayout(layout);
  const steps: PlannedStep[] = [];
  let scheduled = startMs;
  let run = startMs + RUN_TIMING.leadMs;
  for (const node of walked.nodes) {
    const end = run + durationOf(node);
    const failure = Object.hasOwn(failingSteps, node.id) ? (failingSteps[node.id] ?? null) : null;
    steps.push({
      node_id: node.id,
      name: node.name,
      uuid: newId(scheduled),
      hashid: `act_${cryptoHex(8)}`,
      scheduled_ms: scheduled,
      run_ms: run,
      end_ms: end,
      failure_note: failure,
      log: failure
        ? { test_run: true, response: { status: 503, body: { error: 'service_unavailable' } } }
        : completedLog(node, data),
    });
    // A failed step ends the run: nothing after it is scheduled.
    if (failure) break;
    scheduled = run;
    run = end;
  }
  // The edge before each step reached (edge i leads to step i).
  return { steps, edges: walked.edges.slice(0, steps.length) };
}

function stepStatus(step: PlannedStep, now: number): ActionStatus | null {
  if (now < step.scheduled_ms) return null;
  if (now < step.run_ms) return 'idle';
  if (now < step.end_ms) return 'running';
  return step.failure_note ? 'failed' : 'completed';
}

const at = (ms: number): string => new Date(ms).toISOString();

/** The actions of a run as they stand at `now` (steps not scheduled yet have none). */
export function actionsAt(
  plan: RunPlan,
  ids: { executionId: string; workflowId: string },
  now: number,
): ActionRecord[] {
  return plan.steps.flatMap((step) => {
    const status = stepStatus(step, now);
    if (status === null) return [];
    const ran = status !== 'idle';
    const ended = status === 'completed' || status === 'failed';
    return [
      {
        uuid: step.uuid,
        hashid: step.hashid,
        execution_id: ids.executionId,
        workflow_id: ids.workflowId,
        node_id: step.node_id,
        name: step.name,
        status,
        log: ended ? structuredClone(step.log) : {},
        failure_note: status === 'failed' ? step.failure_note : null,
        created_at: at(step.scheduled_ms),
        run_at: ran ? at(step.run_ms) : null,
        completed_at: status === 'completed' ? at(step.end_ms) : null,
        failed_at: status === 'failed' ? at(step.end_ms) : null,
        stopped_at: null,
      },
    ];
  });
}

/** The run's status at `now`: running until its last step ends, then completed or failed. */
export function runStatusAt(plan: RunPlan, now: number): ExecutionStatus {
  const last = plan.steps.at(-1);
  if (!last || now >= last.end_ms) return last?.failure_note ? 'failed' : 'completed';
  return 'running';
}
