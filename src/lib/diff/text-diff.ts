/**
 * Line diff with word-level detail for lines that changed, for URLs, headers and code. jsdiff
 * (Myers' O(ND) algorithm) does the diffing: its cost grows with the number of edits, not with the
 * texts' size, so a long text with a few changes gets its exact diff.
 */
import { diffArrays, diffWordsWithSpace, wordsWithSpaceDiff, type ChangeObject } from 'diff';

export type Segment = { kind: 'same' | 'added' | 'removed'; text: string };

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
  /** Word-level segments for a removed line paired with an added one. */
  words?: Segment[];
}

/**
 * Bounds on the work, so texts that differ nearly everywhere cannot freeze the page: the search for
 * a minimal diff costs about the square of its edits (tokens removed plus added). Past
 * MAX_LINE_EDITS the common first and last lines are kept and the middle shows as replaced (2,000
 * edits of 5,000 lines: about 0.4 s); a changed line gets word detail only when its words differ in
 * at most MAX_WORD_EDITS places, and only until WORD_DETAIL_CHARS of changed lines were compared.
 */
export const MAX_LINE_EDITS = 2_000;
export const MAX_WORD_EDITS = 200;
export const WORD_DETAIL_CHARS = 1_000_000;

type Run<T> = { kind: Segment['kind']; items: T[] };

const kindOf = (change: ChangeObject<unknown>): Segment['kind'] =>
  change.added ? 'added' : change.removed ? 'removed' : 'same';

/** Same start, removed middle, added middle, same end: the diff when the edits are too many. */
function trimmedReplace<T>(a: readonly T[], b: readonly T[]): Run<T>[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end += 1;
  const runs: Run<T>[] = [
    { kind: 'same', items: a.slice(0, start) },
    { kind: 'removed', items: a.slice(start, a.length - end) },
    { kind: 'added', items: b.slice(start, b.length - end) },
    { kind: 'same', items: a.slice(a.length - end) },
  ];
  return runs.filter((run) => run.items.length > 0);
}

/** The word diff, or undefined past `maxEdits`. */
function wordDiff(before: string, after: string, maxEdits: number): Segment[] | undefined {
  return diffWordsWithSpace(before, after, { maxEditLength: maxEdits })?.map((change) => ({
    kind: kindOf(change),
    text: change.value,
  }));
}

/** Word-level diff of two strings (words, runs of spaces and each punctuation mark are tokens). */
export function diffWords(before: string, after: string): Segment[] {
  return (
    wordDiff(before, after, MAX_LINE_EDITS) ??
    trimmedReplace(wordsWithSpaceDiff.tokenize(before), wordsWithSpaceDiff.tokenize(after)).map(
      (run) => ({ kind: run.kind, text: run.items.join('') }),
    )
  );
}

/** Gives the removed line and the added one that replaces it their word-level segments. */
function pairWords(removed: DiffLine, added: DiffLine): void {
  // An empty line against a full one has no word-level story to tell, nor has a line rewritten
  // throughout.
  if (removed.text.trim() === '' || added.text.trim() === '') return;
  const words = wordDiff(removed.text, added.text, MAX_WORD_EDITS);
  if (!words) return;
  removed.words = words.filter((segment) => segment.kind !== 'added');
  added.words = words.filter((segment) => segment.kind !== 'removed');
}

export function diffLines(
  before: string | null | undefined,
  after: string | null | undefined,
): DiffLine[] {
  // A missing text has no lines (not one empty line); CRLF and LF line ends compare equal.
  const a = before == null ? [] : before.split(/\r?\n/);
  const b = after == null ? [] : after.split(/\r?\n/);
  const changes = diffArrays(a, b, { maxEditLength: MAX_LINE_EDITS });
  const runs = changes
    ? changes.map((change) => ({ kind: kindOf(change), items: change.value }))
    : trimmedReplace(a, b);
  const lines: DiffLine[] = runs.flatMap((run) =>
    run.items.map((text) => ({ kind: run.kind, text })),
  );
  // Pair each run of removed lines with the run of added lines right after it, for word detail.
  let budget = WORD_DETAIL_CHARS;
  for (let index = 0; index < lines.length; index += 1) {
    if (lines[index]?.kind !== 'removed') continue;
    let end = index;
    while (lines[end]?.kind === 'removed') end += 1;
    let added = end;
    while (lines[added]?.kind === 'added') added += 1;
    for (let k = 0; k < Math.min(end - index, added - end); k += 1) {
      const removed = lines[index + k];
      const addition = lines[end + k];
      if (!removed || !addition) continue;
      budget -= removed.text.length + addition.text.length;
      if (budget >= 0) pairWords(removed, addition);
    }
    index = added - 1;
  }
  return lines;
}
