/**
 * Whether Markdown text is cheap enough to parse. micromark (react-markdown's parser) is correct but
 * slow on hostile input: resolving emphasis, brackets and strikethrough costs about the square of
 * their count within one paragraph (8 KB of `*a` takes over half a second, 64 KB over half a
 * minute), containers opened on one line (`>>>>…`, `1. 1. 1. …`) about the square of their depth,
 * and every element costs tens of microseconds. A linear scan bounds the size, the lines, those
 * marks, table cells and containers; text past a bound is shown as plain text, never parsed.
 * Setup instructions are a few KB and a few dozen marks; the bounds are far above that and keep the
 * costliest text they let through near 100 ms (`npm run bench -- --only=markdown`).
 */

export const MARKDOWN_LIMITS = {
  chars: 20_000,
  lines: 400,
  /**
   * Marks that open or close inline constructs (emphasis, strikethrough, brackets, code, autolinks
   * and the `:`, `@` and `www.` of bare links), per block of lines (between blank lines).
   */
  blockDelimiters: 200,
  /** The same over the whole text. */
  delimiters: 1_000,
  /** Table cell separators, over the whole text (each cell is an element to build). */
  pipes: 1_000,
  /** Block quotes and list items opened at the start of one line. */
  lineNesting: 6,
  /** The same over the whole text. */
  containers: 300,
};

const DELIMITERS = new Set(['*', '_', '~', '[', ']', '<', '!', '`', ':', '@']);
/** A container marker at `lastIndex`: `>` (a space may follow), or a list marker and its space. */
const CONTAINER = / {0,3}(?:>[ \t]?|(?:[-+*]|\d{1,9}[.)])(?:[ \t]+|(?=\r?\n|$)))/y;

/** Containers a line opens at its start, from `start` (counts one past the limit at most). */
function lineNesting(text: string, start: number): number {
  let depth = 0;
  CONTAINER.lastIndex = start;
  while (depth <= MARKDOWN_LIMITS.lineNesting) {
    const at = CONTAINER.lastIndex;
    if (!CONTAINER.test(text) || CONTAINER.lastIndex === at) break;
    depth += 1;
  }
  return depth;
}

const count = (n: number) => n.toLocaleString('en-US');

/** Why the text would be too costly to parse, in the console's words; null when it is not. */
export function markdownCost(text: string): string | null {
  const limits = MARKDOWN_LIMITS;
  if (text.length > limits.chars) return `too long to format (${count(text.length)} characters)`;
  let delimiters = 0;
  let pipes = 0;
  let block = 0;
  let containers = 0;
  let lines = 0;
  let blank = true;
  for (let at = 0; at <= text.length; at += 1) {
    const char = text.charAt(at);
    if (at === 0 || text.charAt(at - 1) === '\n') {
      lines += 1;
      const depth = lineNesting(text, at);
      containers += depth;
      if (lines > limits.lines) return `too long to format (over ${count(limits.lines)} lines)`;
      if (depth > limits.lineNesting || containers > limits.containers)
        return 'too deeply nested to format (too many quotes or list items)';
    }
    if (char === '\n' || at === text.length) {
      if (blank) block = 0;
      blank = true;
      continue;
    }
    if (char !== ' ' && char !== '\t' && char !== '\r') blank = false;
    if (char === '|' && ++pipes > limits.pipes) return 'too large a table to format';
    if (!DELIMITERS.has(char) && !(char === 'w' && text.startsWith('www.', at))) continue;
    delimiters += 1;
    block += 1;
    if (block > limits.blockDelimiters || delimiters > limits.delimiters)
      return 'too intricate to format (too many emphasis, link or code marks)';
  }
  return null;
}
