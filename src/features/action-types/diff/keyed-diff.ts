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

/** Items keyed by `keyOf` (an item without a key is keyed by its position). */
export function diffKeyed<T>(
  before: readonly T[],
  after: readonly T[],
  keyOf: (item: T) => string,
): KeyedChange<T>[] {
  const index = (list: readonly T[]) =>
    new Map(
      list.map((item, position): [string, T] => [keyOf(item) || `#${String(position)}`, item]),
    );
  const was = index(before);
  const now = index(after);
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

export const fieldKey = (field: { id: string; name: string }): string => field.id || field.name;

export const variableKey = (item: { variable: string; data_path: string }): string =>
  item.variable || item.data_path;
