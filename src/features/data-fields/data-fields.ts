/**
 * Data fields grouped by source for the data-fields screens (pure; the shared readings of a data
 * field are in src/lib/data-types.ts). Several types travel comma-separated in one `type` parameter
 * (`type=String,Date`), in the URL and to the service (api/queries.ts).
 */
import type { DataType } from '@/api/models';

export const COMMON_TYPES = ['String', 'Number', 'Boolean', 'Date', 'Array', 'Object'] as const;

/** By source, in display order. A Map: a source named `__proto__` is unknown, not a built-in. */
const SOURCE_LABELS = new Map([
  ['trigger', 'From the trigger'],
  ['user', 'From the user'],
  ['action_response', 'From the responses of earlier actions'],
]);
const SOURCE_ORDER = [...SOURCE_LABELS.keys()];

export interface DataFieldGroup {
  source: string;
  label: string;
  fields: DataType[];
}

export function groupBySource(fields: readonly DataType[]): DataFieldGroup[] {
  const groups = new Map<string, DataType[]>();
  for (const field of fields) {
    const source = field.source || 'unknown';
    groups.set(source, [...(groups.get(source) ?? []), field]);
  }
  const rank = (source: string) => {
    const index = SOURCE_ORDER.indexOf(source);
    return index === -1 ? SOURCE_ORDER.length : index;
  };
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([source, list]) => ({
      source,
      label: SOURCE_LABELS.get(source) ?? `Source: ${source}`,
      fields: list,
    }));
}
