/**
 * Line diff (longest common subsequence) with word-level detail for lines that changed, for URLs and
 * code. Texts are small (action-type fields); very long inputs fall back to a whole-text replace.
 */
export type Segment = { kind: 'same' | 'added' | 'removed'; text: string };

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
  /** Word-level segments for a removed line paired with an added one. */
  words?: Segment[];
}

const MAX_CELLS = 4_000_000;

function lcs<T>(a: readonly T[], b: readonly T[]): Segment[] | null {
  if (a.length * b.length > MAX_CELLS) return null;
  const table: Uint32Array[] = Array.from(
    { length: a.length + 1 },
    () => new Uint32Array(b.length + 1),
  );
  for (let i = a.length - 1; i >= 0; i -= 1) {
    const row = table[i] as Uint32Array;
    const next = table[i + 1] as Uint32Array;
    for (let j = b.length - 1; j >= 0; j -= 1) {
      row[j] = a[i] === b[j] ? (next[j + 1] ?? 0) + 1 : Math.max(next[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const out: Segment[] = [];
  let i = 0;
  let j = 0;
  const text = (value: T) => String(value);
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: text(a[i] as T) });
      i += 1;
      j += 1;
    } else if ((table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0)) {
      out.push({ kind: 'removed', text: text(a[i] as T) });
      i += 1;
    } else {
      out.push({ kind: 'added', text: text(b[j] as T) });
      j += 1;
    }
  }
  while (i < a.length) out.push({ kind: 'removed', text: text(a[i++] as T) });
  while (j < b.length) out.push({ kind: 'added', text: text(b[j++] as T) });
  return out;
}

/** Merges neighbouring segments of the same kind. */
function merge(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const segment of segments) {
    const last = out.at(-1);
    if (last && last.kind === segment.kind) last.text += segment.text;
    else out.push({ ...segment });
  }
  return out;
}

/** Word-level diff of two strings (words and the spaces and punctuation between them). */
export function diffWords(before: string, after: string): Segment[] {
  const split = (text: string) => text.match(/\w+|\s+|[^\w\s]/g) ?? [];
  return merge(
    lcs(split(before), split(after)) ?? [
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ],
  );
}

export function diffLines(
  before: string | null | undefined,
  after: string | null | undefined,
): DiffLine[] {
  // A missing text has no lines (not one empty line).
  const a = before == null ? [] : before.split(/\r?\n/);
  const b = after == null ? [] : after.split(/\r?\n/);
  const segments = lcs(a, b) ?? [
    ...a.map((text) => ({ kind: 'removed' as const, text })),
    ...b.map((text) => ({ kind: 'added' as const, text })),
  ];
  const lines: DiffLine[] = segments.map((segment) => ({ kind: segment.kind, text: segment.text }));
  // Pair each run of removed lines with the run of added lines right after it, for word detail.
  for (let index = 0; index < lines.length; index += 1) {
    if (lines[index]?.kind !== 'removed') continue;
    let end = index;
    while (lines[end]?.kind === 'removed') end += 1;
    let added = end;
    while (lines[added]?.kind === 'added') added += 1;
    const pairs = Math.min(end - index, added - end);
    for (let k = 0; k < pairs; k += 1) {
      const removed = lines[index + k];
      const addition = lines[end + k];
      // An empty line against a full one has no word-level story to tell.
      if (removed && addition && removed.text.trim() !== '' && addition.text.trim() !== '') {
        removed.words = diffWords(removed.text, addition.text).filter(
          (segment) => segment.kind !== 'added',
        );
        addition.words = diffWords(removed.text, addition.text).filter(
          (segment) => segment.kind !== 'removed',
        );
      }
    }
    index = added - 1;
  }
  return lines;
}
