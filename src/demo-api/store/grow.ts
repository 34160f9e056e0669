/**
 * A larger demo account on request (`POST /__demo/grow`, and tests that need several pages): more
 * workflows for one user, each a copy of one of that user's own (its layouts, form, drafts and
 * switch) under a name and key of its own ("Bulk workflow 007", `bulk-workflow-007`; a name search
 * for a seeded workflow still finds that one alone), created a second apart just now, so they list
 * first and push the seeded workflows to later pages.
 */
import type { DemoDb } from './db';
import { nowInstant } from './clock';
import { newId } from './random';
import type { WorkflowRecord } from './records';

/** At most this many are added at once. */
export const MAX_GROW = 500;

export function growWorkflows(db: DemoDb, userKey: string, count: number): WorkflowRecord[] {
  const own = db.workflows
    .all()
    .filter((workflow) => workflow.owner_user_key === userKey && !workflow.is_template)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  if (own.length === 0) return [];
  const keys = new Set(db.workflows.all().map((workflow) => workflow.key));
  const start = Date.now();
  const added: WorkflowRecord[] = [];
  for (let index = 1; index <= count; index += 1) {
    const source = own[(index - 1) % own.length] as WorkflowRecord;
    let number = index;
    while (keys.has(`bulk-workflow-${String(number).padStart(3, '0')}`)) number += 1;
    const label = String(number).padStart(3, '0');
    const key = `bulk-workflow-${label}`;
    keys.add(key);
    // The first copy is the newest: a second apart, in order.
    const created = nowInstant(start - index * 1000);
    added.push(
      db.workflows.put({
        ...source,
        id: newId(start - index * 1000),
        key,
        name: `Bulk workflow ${label}`,
        description: `A copy of “${source.name}”, made by POST /__demo/grow.`,
        account_template_id: null,
        executions_count: 0,
        created_at: created,
        updated_at: created,
        last_executed_at: null,
      }),
    );
  }
  return added;
}
