/**
 * The workflows list's bulk actions: switch on, switch off, discard drafts. Each is named by what it
 * does and to how many ("Switch off 14 workflows"); an item with nothing to do is skipped (already
 * off, no draft). Behind the gateway each write carries `X-WFC-Bulk-Action: <id> <name>`, so the
 * audit trail reads the writes as one named action (docs/gateway.md#bulk-actions).
 */
import type { WorkflowSummary } from '@/api/models';

export type BulkKind = 'switch-on' | 'switch-off' | 'discard-drafts';

export type BulkWorkflow = Pick<WorkflowSummary, 'id' | 'name' | 'key' | 'on' | 'has_draft'>;

const VERBS: Record<BulkKind, string> = {
  'switch-on': 'Switch on',
  'switch-off': 'Switch off',
  'discard-drafts': 'Discard the drafts of',
};

/** "Switch off 14 workflows", "Discard the drafts of 1 workflow". */
export function bulkName(kind: BulkKind, count: number): string {
  return `${VERBS[kind]} ${String(count)} ${count === 1 ? 'workflow' : 'workflows'}`;
}

/** Why an item has nothing to do, or null. */
export function skipReason(kind: BulkKind, workflow: BulkWorkflow): string | null {
  if (kind === 'switch-on' && workflow.on) return 'already on';
  if (kind === 'switch-off' && !workflow.on) return 'already off';
  if (kind === 'discard-drafts' && !workflow.has_draft) return 'no draft';
  return null;
}

/** An id for one run of a bulk action (the audit groups its writes by it). */
export function newBulkId(): string {
  return `b-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The `X-WFC-Bulk-Action` header's value: printable ASCII only (the name is the console's own words). */
export function bulkHeader(id: string, name: string): string {
  return `${id} ${name.replace(/[^\x20-\x7E]/g, '?')}`;
}
