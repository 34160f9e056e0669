import type { Workflow } from '@/api/models';

/**
 * What the download holds: the draft exactly as the service sent it (the layout's raw JSON, not the
 * console's reading of it), with where it came from.
 */
export function draftSnapshot(workflow: Workflow, now = new Date()) {
  return {
    exported_at: now.toISOString(),
    workflow: { id: workflow.id, key: workflow.key, name: workflow.name },
    template_draft: workflow.template_draft.raw,
    event_trigger_draft: workflow.event_trigger_draft,
    match_conditions_draft: workflow.match_conditions_draft,
    trigger_conditions_draft: workflow.trigger_conditions_draft,
  };
}
