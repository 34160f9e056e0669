/** Seed records as the console sees them after decoding. */
import { parseLayout, type ParsedLayout } from '@/api/decode/layout';

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
