/** The diff engine in Node: compareWorkflow (parse + diff + list) on 5,000 nodes, and the compare view's hunks. */
import { compareWorkflow } from '@/features/workflows/compare/changes';
import { buildHunks } from '@/features/workflows/compare/hunks/hunks';
import { compareLayouts, decodedLayouts } from '../support/decoded';
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

/**
 * The compare view's hunks (groups of nearby changes) of 2,000 nodes with 200 changes, in Node: the
 * median time of buildHunks alone, the comparison made beforehand.
 */
export function benchHunks(size = 2000, changed = 200, runs = 25) {
  const { published, draft } = generateLayoutPair(size, changed);
  const comparison = compareLayouts(published, draft);
  const times: number[] = [];
  let hunks = 0;
  for (let run = 0; run < runs + 5; run += 1) {
    const started = performance.now();
    hunks = buildHunks(comparison.changes, [comparison.base, comparison.head]).length;
    if (run >= 5) times.push(performance.now() - started);
  }
  return { size, changed, runs, medianMs: median(times), hunks };
}
