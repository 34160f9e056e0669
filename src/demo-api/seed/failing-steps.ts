/**
 * Workflows whose runs started through the API (test runs) fail at a known step: the step's demo
 * action answers an error there, so the run view has a failure note to show. The step is found on the
 * path a run takes (../runs/run-plan.ts), so it is always one the run reaches.
 */
import type { ActionTypeRecord, WorkflowRecord } from '@/demo-api/store/records';
import { walkLayout } from '../runs/run-plan';

/** Workflow key (of user main) -> the step on the run's path that fails (1 = the first after Start). */
export const FAILING_TEST_RUNS: Readonly<Record<string, number>> = {
  'escalate-failed-payments': 4,
  'legacy-lead-import': 2,
};

const hostOf = (url: string | null): string =>
  /^[a-z]+:\/\/([^/]+)/i.exec(url ?? '')?.[1] ?? 'the provider';

export function markFailingSteps(
  workflows: readonly WorkflowRecord[],
  actionTypes: readonly ActionTypeRecord[],
): void {
  const types = new Map(actionTypes.map((type) => [type.id, type]));
  for (const workflow of workflows) {
    const step = FAILING_TEST_RUNS[workflow.key];
    if (workflow.owner_user_key !== 'main' || step === undefined) continue;
    const node = walkLayout(workflow.template).nodes[step - 1];
    if (!node) continue;
    const type =
      typeof node.action_type_id === 'string' ? types.get(node.action_type_id) : undefined;
    workflow.failing_steps = {
      [node.id]: `HTTP 503 from ${hostOf(type?.url ?? null)}: the service is unavailable (demo: test runs of this workflow fail at “${node.name}”).`,
    };
  }
}
