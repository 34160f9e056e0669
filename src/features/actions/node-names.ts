/** Node names by node id from a workflow's published layout (what an action's `node_id` points at). */
import type { ParsedLayout } from '@/api/models';

export function nodeNamesOf(template: ParsedLayout): ReadonlyMap<string, string> {
  return new Map(template.nodes.map((node) => [node.id, node.name]));
}
