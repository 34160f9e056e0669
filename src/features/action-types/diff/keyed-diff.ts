/**
 * Two lists of records compared by a key (form fields by id, data types by variable): which were added,
 * removed, or changed, and for changed ones which properties, as path-level changes.
 */
import { diffValues, formatPath, type ValueChange } from '@/lib/diff/value-diff';

export type KeyedChange<T> =
  | { kind: 'added'; key: string; after: T }
  | { kind: 'removed'; key: string; before: T }
  | {
      kind: 'changed';
      key: string;
      before: T;
      after: T;
      properties: string[];
      details: ValueChange[];
    }
  | { kind: 'unchanged'; key: string; before: T; after: T };

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function diffKeyed<T>(
  before: unknown,
  after: unknown,
  keyOf: (item: T) => string | undefined,
): KeyedChange<T>[] {
  const index = (list: unknown[]) => {
    const map = new Map<string, T>();
    list.forEach((item, position) => {
      const key = typeof item === 'object' && item !== null ? keyOf(item as T) : undefined;
      map.set(key ?? `#${position}`, item as T);
    });
    return map;
  };
  const was = index(asList(before));
  const now = index(asList(after));
  const changes: KeyedChange<T>[] = [];
  for (const [key, item] of now) {
    const previous = was.get(key);
    if (previous === undefined) {
      changes.push({ kind: 'added', key, after: item });
      continue;
    }
    const details = diffValues(previous, item);
    if (details.length === 0)
      changes.push({ kind: 'unchanged', key, before: previous, after: item });
    else {
      const properties = [
        ...new Set(
          details.map((change) =>
            change.path.length > 0 ? String(change.path[0]) : formatPath([]),
          ),
        ),
      ];
      changes.push({ kind: 'changed', key, before: previous, after: item, properties, details });
    }
  }
  for (const [key, item] of was)
    if (!now.has(key)) changes.push({ kind: 'removed', key, before: item });
  return changes;
}

export const fieldKey = (field: { id?: unknown; name?: unknown }): string | undefined =>
  typeof field.id === 'string' ? field.id : typeof field.name === 'string' ? field.name : undefined;

export const variableKey = (item: {
  variable?: unknown;
  data_path?: unknown;
}): string | undefined =>
  typeof item.variable === 'string'
    ? item.variable
    : typeof item.data_path === 'string'
      ? item.data_path
      : undefined;
