/**
 * Limits on what a JSON request body may hold, so that one request cannot make the demo API (the
 * sandbox process, or the browser tab running the in-browser demo) hold unbounded memory, or store a
 * value so deep that cloning or serialising it later overflows the stack. The same limits apply in
 * the sandbox and in the browser; the sandbox also stops reading a body at `maxBytes`.
 */
import { DemoApiError } from './errors';

export interface BodyLimits {
  /** Bytes of a request body (UTF-8). More answers 413. */
  maxBytes: number;
  /** Nesting of arrays and objects (`{}` is one level, `{"a": []}` two). Deeper answers 400. */
  maxDepth: number;
  /** Keys of any one object. More answers 422. */
  maxObjectKeys: number;
  /** Items of any one array. More answers 422. */
  maxArrayItems: number;
}

export const BODY_LIMITS: BodyLimits = {
  maxBytes: 1024 * 1024,
  maxDepth: 64,
  maxObjectKeys: 1000,
  maxArrayItems: 10_000,
};

export const tooLarge = (limits: BodyLimits = BODY_LIMITS): DemoApiError =>
  new DemoApiError(
    413,
    'body_too_large',
    `The request body is larger than ${limits.maxBytes} bytes (${formatBytes(limits.maxBytes)}), the most this API accepts.`,
  );

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}

/** Bytes of `text` in UTF-8, counted without encoding it (a lone surrogate counts as the 3 of U+FFFD). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The deepest nesting of arrays and objects in a JSON text, read without parsing it (brackets inside
 * strings do not count). Stops counting once past `stopAbove`, so a hostile text costs one pass at most.
 */
export function jsonTextDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

/** Where a visited value sits, for messages (`form_data.a[3]`), cut to 80 characters. */
function pathOf(visit: Visit): string {
  const parts: string[] = [];
  for (let at: Visit | undefined = visit; at.parent; at = at.parent) parts.unshift(at.key);
  const path = parts.join('.').replaceAll('.[', '[');
  return path === '' ? 'the body' : `"${path.slice(0, 80)}"`;
}

/**
 * The first object with too many keys or array with too many items in a parsed value, said in words
 * (walked without recursion, so any depth is safe); undefined when every one is within the limits.
 */
export function widthProblem(value: unknown, limits: BodyLimits = BODY_LIMITS): string | undefined {
  const stack: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current !== 'object' || current === null) continue;
    if (Array.isArray(current)) {
      if (current.length > limits.maxArrayItems)
        return `An array in the request body (${pathOf(visit)}) has ${current.length} items; at most ${limits.maxArrayItems} are allowed.`;
      const parent = visit;
      current.forEach((item: unknown, index) =>
        stack.push({ value: item, key: `[${index}]`, parent }),
      );
    } else {
      const entries = Object.entries(current);
      if (entries.length > limits.maxObjectKeys)
        return `An object in the request body (${pathOf(visit)}) has ${entries.length} keys; at most ${limits.maxObjectKeys} are allowed.`;
      for (const [key, item] of entries) stack.push({ value: item, key, parent: visit });
    }
  }
  return undefined;
}

/**
 * Parses a JSON request body within the limits: 413 when too large, 400 when nested too deep or not
 * JSON, 422 when an object or array is too wide. An empty body is `undefined`.
 */
export function parseLimitedJson(text: string, limits: BodyLimits = BODY_LIMITS): unknown {
  if (text.length > limits.maxBytes || utf8Length(text) > limits.maxBytes) throw tooLarge(limits);
  if (text.trim() === '') return undefined;
  const depth = jsonTextDepth(text, limits.maxDepth);
  if (depth > limits.maxDepth) {
    throw new DemoApiError(
      400,
      'body_too_deep',
      `The request body nests arrays and objects more than ${limits.maxDepth} levels deep; at most ${limits.maxDepth} levels are allowed.`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DemoApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  const problem = widthProblem(parsed, limits);
  if (problem) throw new DemoApiError(422, 'body_too_wide', problem);
  return parsed;
}
