/** The compare screen's views (`?view=`), their names for a given pair of sides, and the default one. */
import type { WorkflowComparison } from './changes';

export const COMPARE_VIEWS = ['split', 'overlay', 'changes', 'published', 'draft'] as const;
export type CompareViewName = (typeof COMPARE_VIEWS)[number];

export function isCompareView(value: string | null): value is CompareViewName {
  return value !== null && (COMPARE_VIEWS as readonly string[]).includes(value);
}

/** Views' names; `published` and `draft` show one side alone (the left and right side). */
export function viewLabels(baseTitle: string, headTitle: string): Record<CompareViewName, string> {
  return {
    split: 'Side by side',
    overlay: 'Overlay',
    changes: 'Changes only',
    published: baseTitle,
    draft: headTitle,
  };
}

/** Above this many nodes (on either side) the changes view is the default. */
export const CHANGES_VIEW_FROM = 150;

/**
 * The view a comparison opens in: its changes only above 150 nodes, and on a narrow screen (where
 * the two canvases would be stacked and the first one may not hold the change); else side by side.
 */
export function defaultView(comparison: WorkflowComparison, narrow: boolean): CompareViewName {
  const nodes = Math.max(comparison.base.nodes.length, comparison.head.nodes.length);
  return nodes > CHANGES_VIEW_FROM || narrow ? 'changes' : 'split';
}
