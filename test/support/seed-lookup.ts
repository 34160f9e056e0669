/** Finds seeded records the tests talk about, by the stable keys the seed gives them. */
import type { WorkflowRecord } from '@/demo-api/store/records';
import { db } from './demo-server';

export function workflowByKey(key: string, owner = 'main'): WorkflowRecord {
  const found = db.workflows
    .all()
    .find((workflow) => workflow.key === key && workflow.owner_user_key === owner);
  if (!found) throw new Error(`the seed has no workflow "${key}" of ${owner}`);
  return found;
}

/** Well-known seeded workflows (see the seed's README in src/demo-api/seed/workflow-specials.ts). */
export const SEEDED = {
  missingPositions: 'escalate-vip-tickets',
  draftEqualsPublished: 'weekly-digest-draft-equals-published',
  movesOnly: 'nightly-invoice-reconciliation',
  malformedEdges: 'legacy-lead-import',
  biggest: 'enterprise-onboarding-orchestration',
  startOnly: 'quarterly-renewal-outreach',
  /** Test runs fail at the 4th step (src/demo-api/seed/failing-steps.ts); on, no draft. */
  failingTestRun: 'escalate-failed-payments',
  /** Test runs fail at the 2nd step; off, with a draft. */
  failingTestRunOff: 'legacy-lead-import',
} as const;
