/**
 * Data fields (`data_type` records) shaped for display, wherever they appear: a workflow's or the
 * account's data fields, a user's data schema, an action type's response data (pure).
 *
 * A variable's placeholder is `{{<data_path>}}` (the variable name when there is no path); a secret
 * one is `{% redact <data_path> %}`, the form the service uses for secrets.
 */
import type { DataType } from '@/api/models';

export function placeholderFor(
  field: Pick<DataType, 'data_path' | 'variable'> & { secret?: boolean },
): string {
  const path = field.data_path || field.variable;
  return field.secret ? `{% redact ${path} %}` : `{{${path}}}`;
}

/** How many fields, children included. */
export function countFields(fields: readonly DataType[]): number {
  return fields.reduce((total, field) => total + 1 + countFields(field.children), 0);
}

/** The sample value to show: none for schemas (null), never a secret's. */
export function sampleText(field: { value?: string | null; secret?: boolean }): string | null {
  if (field.value === null || field.value === undefined) return null;
  return field.secret ? 'hidden (secret)' : field.value;
}

/** Fields and their nested `children`, depth first, each with its depth (for a flat table). */
export function flattenFields<T extends { children?: readonly T[] }>(
  fields: readonly T[],
  depth = 0,
): { field: T; depth: number }[] {
  return fields.flatMap((field) => [
    { field, depth },
    ...flattenFields(field.children ?? [], depth + 1),
  ]);
}
