/**
 * Inline Markdown (code spans, links, autolinks, strong, emphasis, hard breaks) to a small tree of
 * plain data. There is no HTML in the tree: `<tag>` is text, and a link keeps its destination only when
 * it is an absolute http(s) URL (`href` is null otherwise, and the renderer shows the label as text).
 */
import { safeHttpUrl } from '@/utils/urls';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'break' }
  | {
      type: 'link';
      /** The http(s) URL to open, or null when the destination is anything else. */
      href: string | null;
      /** The destination as written (shown as text, never followed, when `href` is null). */
      destination: string;
      children: Inline[];
    };

/** How far a search for a closing delimiter looks, so hostile input cannot make parsing quadratic. */
const WINDOW = 2000;
/** Nesting deeper than this is shown as text. */
const MAX_DEPTH = 8;

const ESCAPABLE = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;
const WORD = /[\p{L}\p{N}]/u;
const BARE_URL = /^https?:\/\/[^\s<>]+/i;

interface Match {
  node: Inline;
  end: number;
}

/** The index of the `close` bracket balancing the `open` one at `start`, skipping escapes. */
function balanced(text: string, start: number, open: string, close: string): number {
  let depth = 0;
  const stop = Math.min(text.length, start + WINDOW);
  for (let i = start; i < stop; i += 1) {
    const char = text.charAt(i);
    if (char === '\\') i += 1;
    else if (char === open) depth += 1;
    else if (char === close) {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function link(destination: string, children: Inline[]): Inline {
  return { type: 'link', href: safeHttpUrl(destination), destination, children };
}

/** Links never nest: a link inside a label becomes its label's text. */
function unlink(nodes: Inline[]): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    if (node.type === 'link') return unlink(node.children);
    if (node.type === 'strong' || node.type === 'em')
      return [{ ...node, children: unlink(node.children) }];
    return [node];
  });
}

/** `[label](destination "title")` or `![alt](source)` at `at` (the `[`). */
function linkAt(text: string, at: number, depth: number, image: boolean): Match | null {
  const labelEnd = balanced(text, at, '[', ']');
  if (labelEnd === -1 || text.charAt(labelEnd + 1) !== '(') return null;
  const destinationEnd = balanced(text, labelEnd + 1, '(', ')');
  if (destinationEnd === -1) return null;
  const inside = text.slice(labelEnd + 2, destinationEnd).trim();
  const destination = (/^(\S+)(?:\s+(?:"[^"]*"|'[^']*'))?$/.exec(inside)?.[1] ?? inside).replace(
    /^<(.*)>$/,
    '$1',
  );
  const label = text.slice(at + 1, labelEnd);
  const children = image
    ? [{ type: 'text' as const, text: `Image: ${label || 'untitled'}` }]
    : unlink(parse(label, depth + 1));
  return { node: link(destination, children), end: destinationEnd + 1 };
}

/** `<https://...>`: an autolink. Any other `<...>` is not matched, so it stays text. */
function autolinkAt(text: string, at: number): Match | null {
  const match = /^<([a-z][a-z0-9+.-]*:[^\s<>]*)>/i.exec(text.slice(at, at + WINDOW));
  if (!match?.[1]) return null;
  return {
    node: link(match[1], [{ type: 'text', text: match[1] }]),
    end: at + match[0].length,
  };
}

/** A bare `https://...` in prose (not inside a word, nor an attribute-like `="...`, which stays text). */
function bareUrlAt(text: string, at: number): Match | null {
  const before = text.charAt(at - 1);
  if (at > 0 && (WORD.test(before) || /["'=/]/.test(before))) return null;
  const match = BARE_URL.exec(text.slice(at, at + WINDOW));
  if (!match) return null;
  // Trailing punctuation belongs to the sentence, not the URL.
  const url = match[0].replace(/[.,;:!?)\]'"]+$/, '');
  return { node: link(url, [{ type: 'text', text: url }]), end: at + url.length };
}

function codeAt(text: string, at: number): Match | null {
  const ticks = /^`+/.exec(text.slice(at))?.[0] ?? '`';
  const close = text.indexOf(ticks, at + ticks.length);
  if (close === -1 || close - at > WINDOW) return null;
  const body = text.slice(at + ticks.length, close).replace(/\n/g, ' ');
  const trimmed = /^ .* $/.test(body) && body.trim() !== '' ? body.slice(1, -1) : body;
  return { node: { type: 'code', text: trimmed }, end: close + ticks.length };
}

/**
 * `**strong**`, `__strong__`, `*em*`, `_em_`: the opener must be followed by a non-space and not sit
 * inside a word; the closer must follow a non-space and not be followed by a word character (so
 * `app_connection_token` stays text).
 */
function emphasisAt(text: string, at: number, depth: number): Match | null {
  const char = text.charAt(at);
  const size = text.charAt(at + 1) === char ? 2 : 1;
  const marker = char.repeat(size);
  if (at > 0 && WORD.test(text.charAt(at - 1))) return null;
  if (/\s/.test(text.charAt(at + size)) || text.length <= at + size) return null;
  const stop = Math.min(text.length, at + WINDOW);
  for (let close = text.indexOf(marker, at + size + 1); close !== -1 && close < stop;) {
    const before = text.charAt(close - 1);
    const after = text.charAt(close + size);
    const closes =
      before !== '\\' &&
      !/\s/.test(before) &&
      (size === 2 || before !== char) &&
      !WORD.test(after) &&
      after !== char;
    if (closes) {
      const children = parse(text.slice(at + size, close), depth + 1);
      return {
        node: size === 2 ? { type: 'strong', children } : { type: 'em', children },
        end: close + size,
      };
    }
    close = text.indexOf(marker, close + 1);
  }
  return null;
}

function matchAt(text: string, at: number, depth: number): Match | null {
  const char = text.charAt(at);
  switch (char) {
    case '`':
      return codeAt(text, at);
    case '[':
      return linkAt(text, at, depth, false);
    case '!':
      return text.charAt(at + 1) === '[' ? linkAt(text, at + 1, depth, true) : null;
    case '<':
      return autolinkAt(text, at);
    case '*':
    case '_':
      return emphasisAt(text, at, depth);
    case 'h':
    case 'H':
      return bareUrlAt(text, at);
    default:
      return null;
  }
}

function parse(text: string, depth: number): Inline[] {
  if (depth > MAX_DEPTH) return text === '' ? [] : [{ type: 'text', text }];
  const nodes: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain !== '') nodes.push({ type: 'text', text: plain });
    plain = '';
  };
  let at = 0;
  while (at < text.length) {
    const char = text.charAt(at);
    if (char === '\\' && ESCAPABLE.test(text.charAt(at + 1))) {
      plain += text.charAt(at + 1);
      at += 2;
      continue;
    }
    if (char === '\n') {
      // Two trailing spaces or a backslash before a line end make a hard break; otherwise a space.
      const hard = / {2,}$/.test(plain) || plain.endsWith('\\');
      plain = plain.replace(/(?: +|\\)$/, '');
      if (hard) {
        flush();
        nodes.push({ type: 'break' });
      } else plain += ' ';
      at += 1;
      continue;
    }
    const match = matchAt(text, at, depth);
    if (match) {
      flush();
      nodes.push(match.node);
      // An image's `!` is consumed with it.
      at = match.end;
      continue;
    }
    plain += char;
    at += 1;
  }
  flush();
  return nodes;
}

/** Inline Markdown to nodes; never throws, never yields HTML. */
export function parseInline(text: string): Inline[] {
  return parse(text, 0);
}
