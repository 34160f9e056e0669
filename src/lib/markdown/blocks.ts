/**
 * Block Markdown (headings, paragraphs, lists, block quotes, fenced and indented code, rules) to plain
 * data. Raw HTML has no block of its own: it is paragraph text, shown as written.
 */
import { parseInline, type Inline } from './inline';

export type Block =
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; text: string; language: string | null }
  | { type: 'rule' };

const MAX_QUOTE_DEPTH = 4;

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)/;
const HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?(?:\s+#+)?\s*$/;
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const BULLET = /^ {0,3}([-*+])\s+(.*)$/;
const ORDERED = /^ {0,3}(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^ {0,3}>\s?(.*)$/;
const INDENTED_CODE = /^(?: {4}|\t)(.*)$/;

type ListMarker = { ordered: boolean; start: number; text: string };

function listMarker(line: string): ListMarker | null {
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, start: 1, text: bullet[2] ?? '' };
  const ordered = ORDERED.exec(line);
  if (ordered) return { ordered: true, start: Number(ordered[1]), text: ordered[2] ?? '' };
  return null;
}

/** Whether a line starts a block other than a paragraph (so it ends the paragraph before it). */
function startsBlock(line: string): boolean {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    listMarker(line) !== null
  );
}

class Lines {
  at = 0;
  constructor(readonly lines: string[]) {}
  get done(): boolean {
    return this.at >= this.lines.length;
  }
  get current(): string {
    return this.lines[this.at] ?? '';
  }
  next(): string {
    const line = this.current;
    this.at += 1;
    return line;
  }
}

/** A closing fence: the opening's character, at least as many times, nothing after. */
function closesFence(line: string, fence: string): boolean {
  const run = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line)?.[1];
  return run !== undefined && run.charAt(0) === fence.charAt(0) && run.length >= fence.length;
}

function fenced(lines: Lines, fence: string, language: string): Block {
  const body: string[] = [];
  while (!lines.done) {
    const line = lines.next();
    if (closesFence(line, fence)) break;
    body.push(line);
  }
  return { type: 'code', text: body.join('\n'), language: language || null };
}

function list(lines: Lines, first: ListMarker): Block {
  const items: string[][] = [];
  while (!lines.done) {
    const marker = listMarker(lines.current);
    if (marker && marker.ordered === first.ordered) {
      items.push([marker.text]);
      lines.next();
      continue;
    }
    const line = lines.current;
    // An indented or lazy line continues the item; a blank line or another block ends the list.
    if (line.trim() === '' || startsBlock(line)) break;
    items[items.length - 1]?.push(line.trim());
    lines.next();
  }
  return {
    type: 'list',
    ordered: first.ordered,
    start: first.start,
    items: items.map((item) => parseInline(item.join('\n'))),
  };
}

function parse(source: string, depth: number): Block[] {
  const lines = new Lines(source.replace(/\r\n?/g, '\n').split('\n'));
  const blocks: Block[] = [];
  while (!lines.done) {
    const line = lines.current;
    if (line.trim() === '') {
      lines.next();
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      lines.next();
      blocks.push(fenced(lines, fence[1] ?? '```', fence[2] ?? ''));
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      lines.next();
      blocks.push({
        type: 'heading',
        level: heading[1]?.length ?? 1,
        children: parseInline(heading[2] ?? ''),
      });
      continue;
    }
    if (RULE.test(line)) {
      lines.next();
      blocks.push({ type: 'rule' });
      continue;
    }
    const marker = listMarker(line);
    if (marker) {
      blocks.push(list(lines, marker));
      continue;
    }
    if (QUOTE.test(line)) {
      const inner: string[] = [];
      while (!lines.done && QUOTE.test(lines.current))
        inner.push(QUOTE.exec(lines.next())?.[1] ?? '');
      blocks.push(
        depth >= MAX_QUOTE_DEPTH
          ? { type: 'paragraph', children: parseInline(inner.join('\n')) }
          : { type: 'quote', children: parse(inner.join('\n'), depth + 1) },
      );
      continue;
    }
    if (INDENTED_CODE.test(line)) {
      const body: string[] = [];
      while (!lines.done && (INDENTED_CODE.test(lines.current) || lines.current.trim() === '')) {
        body.push(INDENTED_CODE.exec(lines.next())?.[1] ?? '');
      }
      while (body.length > 0 && body[body.length - 1]?.trim() === '') body.pop();
      blocks.push({ type: 'code', text: body.join('\n'), language: null });
      continue;
    }
    const paragraph: string[] = [lines.next()];
    while (!lines.done && lines.current.trim() !== '' && !startsBlock(lines.current)) {
      paragraph.push(lines.next());
    }
    blocks.push({
      type: 'paragraph',
      children: parseInline(paragraph.map((text) => text.replace(/^\s+/, '')).join('\n')),
    });
  }
  return blocks;
}

/** Markdown text to blocks; anything not a string reads as empty. Never throws. */
export function parseMarkdown(source: unknown): Block[] {
  return typeof source === 'string' ? parse(source, 0) : [];
}
