/** Node names by node id from a workflow's published layout (what an action's `node_id` points at). */
import { parseLayout } from '@/features/workflows/compare/layout';

export function nodeNamesOf(template: unknown): ReadonlyMap<string, string> {
  return new Map(parseLayout(template).nodes.map((node) => [node.id, node.name]));
}
