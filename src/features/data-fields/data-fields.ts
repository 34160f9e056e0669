/**
 * Data fields, shaped for display (pure): grouped by source, the type filter's URL form, and the
 * placeholder a variable is used with in templates.
 *
 * Decisions: several types travel comma-separated in one `type` parameter (`type=String,Date`), in the
 * URL and to the service. A variable's placeholder is `{{<data_path>}}` (the variable name when there
 * is no path); a secret one is `{% redact <data_path> %}`, the form the service uses for secrets.
 */
import type { DataType } from '@/api/models';

export const COMMON_TYPES = ['String', 'Number', 'Boolean', 'Date', 'Array', 'Object'] as const;

export const SOURCE_LABELS: Record<string, string> = {
  trigger: 'From the trigger',
  user: 'From the user',
  action_response: 'From the responses of earlier actions',
};
const SOURCE_ORDER = Object.keys(SOURCE_LABELS);

export function parseTypes(value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((type) => type.trim())
        .filter(Boolean),
    ),
  ];
}

export function encodeTypes(types: readonly string[]): string | null {
  return types.length > 0 ? types.join(',') : null;
}

export interface DataFieldGroup {
  source: string;
  label: string;
  fields: DataType[];
}

export function groupBySource(fields: readonly DataType[]): DataFieldGroup[] {
  const groups = new Map<string, DataType[]>();
  for (const field of fields) {
    const source =
      typeof field.source === 'string' && field.source !== '' ? field.source : 'unknown';
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
      label: SOURCE_LABELS[source] ?? `Source: ${source}`,
      fields: list,
    }));
}

export function placeholderFor(field: Pick<DataType, 'data_path' | 'variable' | 'secret'>): string {
  const path =
    (typeof field.data_path === 'string' && field.data_path) ||
    (typeof field.variable === 'string' ? field.variable : '');
  return field.secret === true ? `{% redact ${path} %}` : `{{${path}}}`;
}

/** How many fields, children included. */
export function countFields(fields: readonly DataType[]): number {
  return fields.reduce(
    (total, field) => total + 1 + (Array.isArray(field.children) ? countFields(field.children) : 0),
    0,
  );
}
