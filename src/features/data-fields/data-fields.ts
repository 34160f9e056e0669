/**
 * Data fields, shaped for display (pure): grouped by source, and the placeholder a variable is used
 * with in templates.
 *
 * Decisions: several types travel comma-separated in one `type` parameter (`type=String,Date`), in the
 * URL and to the service (api/queries.ts). A variable's placeholder is `{{<data_path>}}` (the variable
 * name when there is no path); a secret one is `{% redact <data_path> %}`, the form the service uses
 * for secrets.
 */
import type { DataType } from '@/api/models';

export const COMMON_TYPES = ['String', 'Number', 'Boolean', 'Date', 'Array', 'Object'] as const;

export const SOURCE_LABELS: Record<string, string> = {
  trigger: 'From the trigger',
  user: 'From the user',
  action_response: 'From the responses of earlier actions',
};
const SOURCE_ORDER = Object.keys(SOURCE_LABELS);

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

/** A field's nested fields: only objects (a malformed answer may put nulls or numbers there). */
export function childrenOf(field: DataType): DataType[] {
  const children: unknown = field.children;
  return Array.isArray(children)
    ? children.filter(
        (child): child is DataType =>
          typeof child === 'object' && child !== null && !Array.isArray(child),
      )
    : [];
}

/** How many fields, children included. */
export function countFields(fields: readonly DataType[]): number {
  return fields.reduce((total, field) => total + 1 + countFields(childrenOf(field)), 0);
}

/** The sample value to show: none for schemas (null), never a secret's. */
export function sampleText(field: Pick<DataType, 'value' | 'secret'>): string | null {
  if (field.value === null || field.value === undefined || field.value === '') return null;
  if (field.secret === true) return 'hidden (secret)';
  // The service may send any JSON here; text is shown as it is, anything else as JSON.
  const value: unknown = field.value;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Fields and their nested `children`, depth first, each with its depth (for a flat table). */
export function flattenFields(
  fields: readonly DataType[],
  depth = 0,
): { field: DataType; depth: number }[] {
  return fields.flatMap((field) => [
    { field, depth },
    ...flattenFields(childrenOf(field), depth + 1),
  ]);
}
