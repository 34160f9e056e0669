/** Seed records as the console sees them after decoding. */
import { parseLayout, type ParsedLayout } from '@/api/decode/layout';
import { compareWorkflow } from '@/features/workflows/compare/changes';

/** A seeded workflow as the console sees it after decoding (layouts parsed), for the diff engine. */
export function decodedLayouts<T extends { template: unknown; template_draft: unknown }>(
  record: T,
): Omit<T, 'template' | 'template_draft'> & {
  template: ParsedLayout;
  template_draft: ParsedLayout;
} {
  return {
    ...record,
    template: parseLayout(record.template),
    template_draft: parseLayout(record.template_draft),
  };
}

/**
 * The comparison the compare view makes of two layouts when nothing else of the workflow changed
 * (its trigger fields null on both sides); `extra` sets other fields of the record.
 */
export function compareLayouts(
  published: unknown,
  draft: unknown,
  extra: Record<string, unknown> = {},
) {
  return compareWorkflow(
    decodedLayouts({
      has_draft: true,
      template: published,
      template_draft: draft,
      event_trigger: null,
      event_trigger_draft: null,
      match_conditions: null,
      match_conditions_draft: null,
      trigger_conditions: null,
      trigger_conditions_draft: null,
      ...extra,
    }),
  );
}
