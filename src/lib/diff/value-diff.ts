/**
 * A structural diff of two JSON-like values, as a list of path-level changes. Used for the workflow's
 * trigger and condition drafts and for action types' draft fields: whatever shape they hold.
 */
import { isPlainObject } from '@/utils/guards';
import { stringifyJson } from '@/utils/objects';
export type PathSegment = string | number;

export interface ValueChange {
  kind: 'added' | 'removed' | 'changed';
  path: PathSegment[];
  before?: unknown;
  after?: unknown;
}

/** `conditions[0].value`, `['odd key']`; the root is `(whole value)`. */
export function formatPath(path: readonly PathSegment[]): string {
  if (path.length === 0) return '(whole value)';
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      if (/^[A-Za-z_$][\w$]*$/.test(segment)) return index === 0 ? segment : `.${segment}`;
      return `[${JSON.stringify(segment)}]`;
    })
    .join('');
}

/**
 * Deep equality for JSON-like values (key order does not matter). With a list of pairs still to
 * compare instead of recursion: a hostile value nested thousands of levels deep is compared, not a
 * stack overflow.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  const pending: [unknown, unknown][] = [[a, b]];
  for (let pair = pending.pop(); pair; pair = pending.pop()) {
    const [x, y] = pair;
    if (Object.is(x, y)) continue;
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) return false;
      x.forEach((item, index) => pending.push([item, y[index]]));
    } else if (isPlainObject(x) && isPlainObject(y)) {
      const keys = Object.keys(x);
      if (keys.length !== Object.keys(y).length) return false;
      for (const key of keys) {
        if (!Object.prototype.hasOwnProperty.call(y, key)) return false;
        pending.push([x[key], y[key]]);
      }
    } else {
      return false;
    }
  }
  return true;
}

/**
 * How deep a diff names the changed value; below that, the whole value at that depth is the change.
 * Real drafts are a few levels deep; a hostile value nested thousands deep is diffed, not a stack
 * overflow.
 */
export const MAX_DIFF_DEPTH = 64;

export function diffValues(
  before: unknown,
  after: unknown,
  path: PathSegment[] = [],
): ValueChange[] {
  if (deepEqual(before, after)) return [];
  if (before === undefined) return [{ kind: 'added', path, after }];
  if (after === undefined) return [{ kind: 'removed', path, before }];
  if (path.length >= MAX_DIFF_DEPTH) return [{ kind: 'changed', path, before, after }];
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => diffValues(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    const changes: ValueChange[] = [];
    for (let index = 0; index < length; index += 1) {
      changes.push(...diffValues(before[index], after[index], [...path, index]));
    }
    return changes;
  }
  return [{ kind: 'changed', path, before, after }];
}

/** A short, single-line rendering of a value for change lists. */
export function previewValue(value: unknown, max = 80): string {
  let text: string;
  if (value === undefined) text = '(nothing)';
  else if (typeof value === 'string') text = JSON.stringify(value);
  else {
    try {
      text = stringifyJson(value) ?? typeof value;
    } catch {
      text = typeof value;
    }
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
