/**
 * The demo account's last week, as the overview tells it: workflows of user main run every few hours
 * over the 7 days before the seed's "now", and some fail at a known step on known days:
 * - "Invite the owner to #support when a payment fails" fails at its first request on the last day
 *   (three runs of four) and the day before (two of four): the top failing workflow;
 * - "Notify #cs-alerts when someone subscribes" fails at its first request three days before (two
 *   runs of four);
 * - "Post new tickets to #support" runs cleanly throughout.
 * "Share big wins in #wins" is on but stopped running (its last run is weeks old), and most
 * workflows have a draft waiting (../drafts.ts). The runs are added after the rest of the seed, with
 * their own random stream, so nothing else moves.
 */
import { SEED_NOW_MS } from '@/demo-api/store/clock';
import { createRandom } from '@/demo-api/store/random';
import type { ActionTypeRecord, ExecutionStatus, WorkflowRecord } from '@/demo-api/store/records';
import { pathFrom, stepDurations } from './execution-actions';
import { addRun, type ExecutionData } from './executions';
import { DAY, HOUR } from './util';
import { PLANS, REGIONS } from './words';

interface StoryLine {
  key: string;
  /** Days before the seed's "now" -> how many of that day's runs fail. */
  failures: Readonly<Record<number, number>>;
}

export const STORY: readonly StoryLine[] = [
  { key: 'invite-the-owner-to-support-when-a-payment-fails', failures: { 0: 3, 1: 2 } },
  { key: 'notify-cs-alerts-when-someone-subscribes', failures: { 3: 2 } },
  { key: 'post-new-tickets-to-support', failures: {} },
];

export const STORY_DAYS = 7;
export const RUNS_PER_DAY = 4;

/** The step a story run fails at: the first request on its path. */
export const failingIndex = (path: readonly { type: string }[]): number =>
  Math.max(
    0,
    path.findIndex((node) => node.type === 'Action'),
  );

export function buildStory(
  seed: number,
  workflows: readonly WorkflowRecord[],
  actionTypes: readonly ActionTypeRecord[],
): ExecutionData {
  const rng = createRandom(seed);
  const types = new Map(actionTypes.map((type) => [type.id, type]));
  const out: ExecutionData = { executions: [], actions: [] };
  for (const line of STORY) {
    const workflow = workflows.find((w) => w.owner_user_key === 'main' && w.key === line.key);
    if (!workflow) continue;
    for (let day = STORY_DAYS - 1; day >= 0; day -= 1) {
      const failing = line.failures[day] ?? 0;
      for (let run = 0; run < RUNS_PER_DAY; run += 1) {
        const status: ExecutionStatus = run < failing ? 'failed' : 'completed';
        const path = pathFrom(rng, workflow.template);
        if (path.length === 0) break;
        const durations = stepDurations(rng, path).map((ms) => Math.min(ms, 10 * 60_000));
        const stopAt = status === 'failed' ? failingIndex(path) : path.length;
        // Every 5 hours from 1 hour before the seed's now, so a day's runs stay within its 24 hours.
        const createdMs = SEED_NOW_MS - day * DAY - (1 + run * 5) * HOUR - rng.int(0, 30) * 60_000;
        addRun(out, rng, {
          workflow,
          status,
          createdMs,
          steps: { path, durations, stopAt, actionTypes: types },
          details: () => ({
            data: {
              customer_id: `cus_${String(rng.int(100, 999))}`,
              plan: rng.pick(PLANS),
              region: rng.pick(REGIONS),
            },
            stop_events: [],
          }),
        });
      }
    }
    const own = out.executions.filter((e) => e.workflow_id === workflow.id);
    workflow.executions_count += own.length;
    const newest =
      own
        .map((e) => e.created_at)
        .sort()
        .at(-1) ?? null;
    if (newest && (workflow.last_executed_at === null || newest > workflow.last_executed_at))
      workflow.last_executed_at = newest;
  }
  return out;
}
