/**
 * Big published/draft layout pairs for tests and benchmarks, made with the seed's own layout
 * generator and draft edits (so they look like the demo's workflows, at any size).
 */
import type { WorkflowLayoutTemplate } from '@/api/wire';
import { draftLayout, LAYOUT_CHANGES } from '@/demo-api/seed/drafts';
import { generateLayout, type ActionTypeRef } from '@/demo-api/seed/layouts';
import { createRandom } from '@/demo-api/store/random';

const FAKE_ACTION_TYPES: ActionTypeRef[] = Array.from({ length: 8 }, (_, index) => ({
  id: `at_bench_${index}`,
  name: `Bench action ${index}`,
  icon: { url: null },
}));

export interface LayoutPair {
  published: WorkflowLayoutTemplate;
  draft: WorkflowLayoutTemplate;
}

/**
 * `size` nodes published, and a draft with about `edits` changes of every kind. Pass real action types
 * (the seed's) when the layouts go into the demo API, so the console finds them as it would.
 */
export function generateLayoutPair(
  size: number,
  edits: number,
  seed = 7,
  actionTypes: ActionTypeRef[] = FAKE_ACTION_TYPES,
): LayoutPair {
  const rng = createRandom(seed);
  const refs = new Map(actionTypes.map((ref) => [ref.id, ref]));
  const published = generateLayout(rng, { size, actionTypes: actionTypes.slice(0, 5), refs });
  const changes = Array.from(
    { length: edits },
    (_, index) => LAYOUT_CHANGES[index % LAYOUT_CHANGES.length] ?? 'rename',
  );
  const draft = draftLayout(published, changes, { rng, pool: actionTypes, refs });
  return { published, draft };
}
