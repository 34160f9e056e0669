/**
 * Template placeholders in action-type URLs, headers and params, tokenised by kind:
 * - `{{form[name]}}` (also `form["name"]`, `form.name`): a field of the action type's form;
 * - `{{app_connection.field}}`: a field of the app connection;
 * - `{% redact app_connection.token %}`: a secret, always shown redacted;
 * - other `{{ ... }}` data and `{% ... %}` tags;
 * - malformed: an opening without its close, a stray close, or an opening inside another.
 */
export type TokenKind = 'text' | 'form' | 'connection' | 'secret' | 'data' | 'tag' | 'malformed';

export interface Token {
  kind: TokenKind;
  /** The text exactly as written. */
  raw: string;
  /** What the placeholder refers to: the form field name, the connection field, the redacted path. */
  ref?: string;
  /** For malformed tokens: what is wrong. */
  problem?: string;
}

const FORM = /^form(?:\[\s*(?:"([^"]*)"|'([^']*)'|([^\]]*?))\s*\]|\.([\w-]+))$/;
const CONNECTION = /^app_connection\.([\w.-]+)$/;
const REDACT = /^redact\s+(.+)$/;

function classify(open: '{{' | '{%', inner: string, raw: string): Token {
  const body = inner.trim();
  if (open === '{%') {
    const redact = REDACT.exec(body);
    return redact
      ? { kind: 'secret', raw, ref: redact[1]?.trim() }
      : { kind: 'tag', raw, ref: body };
  }
  const form = FORM.exec(body);
  if (form)
    return { kind: 'form', raw, ref: (form[1] ?? form[2] ?? form[3] ?? form[4] ?? '').trim() };
  const connection = CONNECTION.exec(body);
  if (connection) return { kind: 'connection', raw, ref: connection[1] };
  if (body === '') return { kind: 'malformed', raw, problem: 'empty placeholder' };
  return { kind: 'data', raw, ref: body };
}

const CLOSE = { '{{': '}}', '{%': '%}' } as const;

export function tokenize(text: string | null | undefined): Token[] {
  const input = typeof text === 'string' ? text : '';
  const tokens: Token[] = [];
  let plain = '';
  const flush = () => {
    if (plain) tokens.push({ kind: 'text', raw: plain });
    plain = '';
  };
  let index = 0;
  while (index < input.length) {
    const open = input.startsWith('{{', index) ? '{{' : input.startsWith('{%', index) ? '{%' : null;
    if (!open) {
      const stray = input.startsWith('}}', index)
        ? '}}'
        : input.startsWith('%}', index)
          ? '%}'
          : null;
      if (stray) {
        flush();
        tokens.push({ kind: 'malformed', raw: stray, problem: `"${stray}" closes nothing` });
        index += 2;
      } else {
        plain += input.charAt(index);
        index += 1;
      }
      continue;
    }
    const close = CLOSE[open];
    const end = input.indexOf(close, index + 2);
    const nested = Math.min(
      ...[input.indexOf('{{', index + 2), input.indexOf('{%', index + 2)].filter((at) => at !== -1),
    );
    flush();
    if (end === -1 || (Number.isFinite(nested) && nested < end)) {
      // No close, or another placeholder opens first: this opening is malformed; go on from there.
      const stop = Number.isFinite(nested) && (end === -1 || nested < end) ? nested : input.length;
      tokens.push({
        kind: 'malformed',
        raw: input.slice(index, stop),
        problem: end === -1 ? `"${open}" is never closed` : `a placeholder opens inside "${open}"`,
      });
      index = stop;
      continue;
    }
    const raw = input.slice(index, end + 2);
    tokens.push(classify(open, input.slice(index + 2, end), raw));
    index = end + 2;
  }
  flush();
  return tokens;
}

/** The text with every secret replaced by a mark: what may be shown anywhere. */
export function redactedText(tokens: readonly Token[]): string {
  return tokens.map((token) => (token.kind === 'secret' ? '{% redacted %}' : token.raw)).join('');
}

/** Form field names a text refers to. */
export function formRefs(tokens: readonly Token[]): string[] {
  return tokens
    .filter((token) => token.kind === 'form' && token.ref !== undefined)
    .map((token) => token.ref ?? '');
}
