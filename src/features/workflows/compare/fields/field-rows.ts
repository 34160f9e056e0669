/**
 * Trigger and condition values as labelled key/value rows for people: every leaf of the JSON value
 * becomes a row named in words ("Condition 2 › Operator", not `conditions[1].operator`), and the
 * rows of two versions are paired so a change can be shown value by value. The shapes are not
 * published, so nothing here assumes one.
 */
import { deepEqual } from '@/lib/diff/value-diff';
import { isPlainObject } from '@/utils/guards';

export type RowStatus = 'same' | 'added' | 'removed' | 'changed';

export interface FieldRow {
  /** Stable and unique within one value (the path). */
  key: string;
  label: string;
  before: unknown;
  after: unknown;
  status: RowStatus;
}

interface Leaf {
  key: string;
  label: string;
  value: unknown;
}

/** `app_identifier` → "App identifier", `matchMode` → "Match mode". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words === '' ? key : words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of item `index` of a list called `parentKey`: "Condition 2" for `conditions`. */
function itemLabel(parentKey: string | null, index: number): string {
  if (parentKey && /[a-z]s$/i.test(parentKey) && !/ss$/i.test(parentKey)) {
    return `${humanizeKey(parentKey.slice(0, -1))} ${index + 1}`;
  }
  return `Item ${index + 1}`;
}

const SEPARATOR = ' › ';

/**
 * How many levels become rows; what lies deeper is one row showing it as JSON. Trigger and condition
 * values are a few levels deep; a hostile one nested thousands deep is shown, not a stack overflow.
 */
export const MAX_ROW_DEPTH = 24;

function leaves(
  value: unknown,
  key: string,
  label: string,
  parentKey: string | null,
  out: Leaf[],
  depth = 0,
): void {
  const deeper = depth < MAX_ROW_DEPTH;
  if (deeper && Array.isArray(value) && value.length > 0) {
    value.forEach((item, index) => {
      const name = itemLabel(parentKey, index);
      const itemLabelText = label ? `${label}${SEPARATOR}${name}` : name;
      leaves(item, `${key}[${index}]`, itemLabelText, null, out, depth + 1);
    });
    return;
  }
  if (deeper && isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [childKey, child] of Object.entries(value)) {
      // A list's items carry its name ("Condition 2"), so the list adds no label of its own.
      const name = Array.isArray(child) && child.length > 0 ? '' : humanizeKey(childKey);
      const childLabel = label && name ? `${label}${SEPARATOR}${name}` : label || name;
      leaves(child, `${key}.${childKey}`, childLabel, childKey, out, depth + 1);
    }
    return;
  }
  out.push({ key: key || '.', label: label || 'Value', value });
}

/** Every leaf of a value as a labelled row (an unset value has none). */
export function flattenValue(value: unknown): Leaf[] {
  if (value === null || value === undefined) return [];
  const out: Leaf[] = [];
  leaves(value, '', '', null, out);
  return out;
}

/** Longest common subsequence of two key lists, as index pairs (values are small: a few rows). */
function commonKeys(a: readonly string[], b: readonly string[]): [number, number][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const down = table[i + 1]?.[j] ?? 0;
      const right = table[i]?.[j + 1] ?? 0;
      const row = table[i];
      if (row) row[j] = a[i] === b[j] ? (table[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(down, right);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if ((table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0)) i += 1;
    else j += 1;
  }
  return pairs;
}

/**
 * The rows of two versions of a value, paired by path, in reading order: values in both where they
 * stand, and between them what only the older version had, then what only the newer one has.
 */
export function pairRows(before: unknown, after: unknown): FieldRow[] {
  const a = flattenValue(before);
  const b = flattenValue(after);
  const rows: FieldRow[] = [];
  const olderByKey = new Map(a.map((leaf) => [leaf.key, leaf]));
  const newerKeys = new Set(b.map((leaf) => leaf.key));
  const paired = (older: Leaf, newer: Leaf) =>
    rows.push({
      ...leafRow(newer),
      before: older.value,
      after: newer.value,
      status: deepEqual(older.value, newer.value) ? 'same' : 'changed',
    });
  // A key both versions hold but in another order is paired where the newer version has it.
  const removed = (leaf: Leaf) => {
    if (!newerKeys.has(leaf.key))
      rows.push({ ...leafRow(leaf), before: leaf.value, after: undefined, status: 'removed' });
  };
  const added = (leaf: Leaf) => {
    const older = olderByKey.get(leaf.key);
    if (older) paired(older, leaf);
    else rows.push({ ...leafRow(leaf), before: undefined, after: leaf.value, status: 'added' });
  };
  let i = 0;
  let j = 0;
  const common = commonKeys(
    a.map((leaf) => leaf.key),
    b.map((leaf) => leaf.key),
  );
  for (const [ai, bi] of [...common, [a.length, b.length] as [number, number]]) {
    for (; i < ai; i += 1) removed(a[i] as Leaf);
    for (; j < bi; j += 1) added(b[j] as Leaf);
    const older = a[ai];
    const newer = b[bi];
    if (older && newer) paired(older, newer);
    i = ai + 1;
    j = bi + 1;
  }
  return rows;
}

const leafRow = (leaf: Leaf) => ({ key: leaf.key, label: leaf.label });

/** The start of what lies deeper than rows go, as JSON. */
function nestedText(value: object): string {
  try {
    const text = JSON.stringify(value);
    return text.length > 200 ? `${text.slice(0, 199)}…` : text;
  } catch {
    return '(nested too deeply to show)';
  }
}

/** A leaf value in words: text as it is, and what empty, unset and missing mean. */
export function displayValue(value: unknown): string {
  if (value === undefined) return '(not there)';
  if (value === null) return 'None';
  if (typeof value === 'string') return value === '' ? '(empty text)' : value;
  // A list or an object is a row of its own when empty, or when it lies deeper than rows go.
  if (Array.isArray(value)) return value.length === 0 ? '(empty list)' : nestedText(value);
  if (isPlainObject(value)) return Object.keys(value).length === 0 ? '(empty)' : nestedText(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}
