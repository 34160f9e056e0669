/** The diff engine on two 5,000-node layouts, in Node: median time of compareWorkflow (parse + diff + list). */
import { compareWorkflow } from '@/features/workflows/compare/changes';
import { decodedLayouts } from '../support/decoded';
import { generateLayoutPair } from '../support/generated-layouts';
import { median } from './lib/stats';

export function benchDiff(size = 5000, runs = 25) {
  const { published, draft } = generateLayoutPair(size, Math.round(size / 20));
  const workflow = {
    has_draft: true,
    template: published,
    template_draft: draft,
    event_trigger: { key: 'deal.closed' },
    event_trigger_draft: { key: 'deal.won' },
    match_conditions: { match: 'all' },
    match_conditions_draft: { match: 'any' },
    trigger_conditions: null,
    trigger_conditions_draft: null,
  };
  // A fresh copy per run: compareWorkflow and parseLayout cache by object, and the benchmark measures
  // the real work (the copies are made outside the timed part).
  const copies = Array.from({ length: runs + 5 }, () => structuredClone(workflow));
  for (let warm = 0; warm < 5; warm += 1) compareWorkflow(decodedLayouts(copies[warm] ?? workflow));
  const times: number[] = [];
  let changes = 0;
  for (let run = 0; run < runs; run += 1) {
    const copy = copies[run + 5] ?? workflow;
    const started = performance.now();
    const decoded = decodedLayouts(copy);
    changes = compareWorkflow(decoded).changes.length;
    times.push(performance.now() - started);
  }
  return { size, runs, medianMs: median(times), changes };
}
