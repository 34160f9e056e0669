/**
 * What each step of a run looks like on its layout: a status per node, from the execution's `stats`
 * (GET /executions/{id}) or, where the service does not offer it, from the run's actions (by
 * `node_id`); and which edges the run went along. An action's own status wins over the stats entry
 * (it comes with the failure note and log the panel shows); a node neither names is not reached.
 *
 * Edges are drawn as taken when both their ends were reached (Start counts as reached once any step
 * is). The stats' edge entries (`open` / `closed`) are shown as the service words them but not read:
 * the reference does not say what the two words mean.
 */
import type { Action, ExecutionStat, ParsedLayout } from '@/api/models';

export type StepStatus = 'completed' | 'failed' | 'running' | 'waiting' | 'stopped' | 'not-reached';

/** Legend order: what needs attention first. */
export const STEP_STATUSES: readonly StepStatus[] = [
  'failed',
  'running',
  'waiting',
  'stopped',
  'completed',
  'not-reached',
];

export const STEP_LABELS: Record<StepStatus, string> = {
  completed: 'Completed',
  failed: 'Failed',
  running: 'Running',
  waiting: 'Waiting',
  stopped: 'Stopped',
  'not-reached': 'Not reached',
};

/** A service's status word -> the run view's; unknown words count as waiting (shown as sent). */
export function stepStatusOf(status: string): StepStatus {
  switch (status) {
    case 'completed':
    case 'failed':
    case 'running':
    case 'stopped':
      return status;
    case 'idle':
    case 'scheduled':
    case 'upcoming':
      return 'waiting';
    default:
      return 'waiting';
  }
}

export interface RunStep {
  nodeId: string;
  name: string;
  nodeType: string;
  status: StepStatus;
  /** The status as the service sent it ('' when the node was not reached). */
  rawStatus: string;
  action: Action | null;
  stat: ExecutionStat | null;
}

export interface RunPicture {
  /** Every node of the layout except Start, in the order the run reached them, then the rest. */
  steps: RunStep[];
  byNode: Map<string, RunStep>;
  counts: Record<StepStatus, number>;
  /** Edges (by `source→target`) the run went along. */
  taken: Set<string>;
  /** Actions whose node is not in the layout (the layout changed since, or an unknown node). */
  strays: Action[];
}

const edgeKey = (source: string, target: string) => `${source}\u2192${target}`;

/** The newest action per node (a step that ran twice shows its latest attempt). */
function latestByNode(actions: readonly Action[]): Map<string, Action> {
  const latest = new Map<string, Action>();
  for (const action of actions) {
    const known = latest.get(action.node_id);
    if (!known || (action.uuid || action.hashid) > (known.uuid || known.hashid))
      latest.set(action.node_id, action);
  }
  return latest;
}

const started = (step: RunStep): string =>
  step.action?.run_at_utc ?? step.stat?.scheduledAt ?? step.action?.uuid ?? '\uffff';

export function pictureRun(
  layout: ParsedLayout,
  stats: Readonly<Record<string, ExecutionStat>> | null,
  actions: readonly Action[],
): RunPicture {
  const latest = latestByNode(actions);
  const counts = Object.fromEntries(STEP_STATUSES.map((s) => [s, 0])) as Record<StepStatus, number>;
  const steps: RunStep[] = [];
  for (const node of layout.nodes) {
    if (node.type === 'Start') continue;
    const action = latest.get(node.id) ?? null;
    const stat = stats && Object.hasOwn(stats, node.id) ? (stats[node.id] ?? null) : null;
    const rawStatus = action?.status ?? stat?.status ?? '';
    const status = rawStatus === '' ? 'not-reached' : stepStatusOf(rawStatus);
    counts[status] += 1;
    steps.push({
      nodeId: node.id,
      name: node.name,
      nodeType: node.type,
      status,
      rawStatus,
      action,
      stat,
    });
  }
  const reached = (step: RunStep) => step.status !== 'not-reached';
  steps.sort(
    (a, b) => Number(reached(b)) - Number(reached(a)) || started(a).localeCompare(started(b)),
  );
  const byNode = new Map(steps.map((step) => [step.nodeId, step]));
  const anyReached = steps.some(reached);
  const isReached = (id: string) => {
    const step = byNode.get(id);
    if (step) return reached(step);
    return anyReached && layout.nodeById.get(id)?.type === 'Start';
  };
  const taken = new Set(
    layout.edges
      .filter((edge) => isReached(edge.source) && isReached(edge.target))
      .map((edge) => edgeKey(edge.source, edge.target)),
  );
  const strays = actions.filter((action) => !layout.nodeById.has(action.node_id));
  return { steps, byNode, counts, taken, strays };
}

export function isTaken(picture: RunPicture, source: string, target: string): boolean {
  return picture.taken.has(edgeKey(source, target));
}
