/**
 * The two sides of a comparison as the URL names them (`?base=` and `?head=`):
 *
 * - `published`, `draft`: this workflow's published layout or its draft;
 * - `template:published`, `template:draft`: the account template this workflow was cloned from;
 * - `workflow:<id-or-key>[@<user key>]:published|draft`: another workflow, of the acting user or of
 *   the user named after `@`;
 * - `file`, `file:published`, `file:draft`: the JSON file loaded in this tab (`file` takes what the
 *   file naturally holds: a draft snapshot's draft, a workflow's published layout, a bare layout);
 * - `version:<id>`: a version from the gateway's history (gateway mode).
 *
 * Pure: parsing never throws; a value it cannot read is an error the screen shows, with the default
 * side used meanwhile.
 */
export type LayoutVersion = 'published' | 'draft';

export type SideSpec =
  | { source: 'self'; version: LayoutVersion }
  | { source: 'template'; version: LayoutVersion }
  | { source: 'workflow'; ref: string; userKey: string | null; version: LayoutVersion }
  | { source: 'file'; version: LayoutVersion | 'auto' }
  | { source: 'version'; id: string };

export const DEFAULT_BASE: SideSpec = { source: 'self', version: 'published' };
export const DEFAULT_HEAD: SideSpec = { source: 'self', version: 'draft' };

export type SideParse = { ok: true; spec: SideSpec } | { ok: false; message: string };

const isVersion = (value: string): value is LayoutVersion =>
  value === 'published' || value === 'draft';

/** A workflow reference or user key: something, without spaces or the separators. */
const TOKEN = /^[^\s@:]+$/;

export function parseSide(value: string): SideParse {
  const text = value.trim();
  if (isVersion(text)) return { ok: true, spec: { source: 'self', version: text } };
  if (text === 'file') return { ok: true, spec: { source: 'file', version: 'auto' } };
  if (text.startsWith('version:')) {
    const id = text.slice('version:'.length);
    return /^\d{1,15}$/.test(id)
      ? { ok: true, spec: { source: 'version', id: String(Number(id)) } }
      : { ok: false, message: `“${text}” names no version: write version:<number>.` };
  }
  const [head = '', ...rest] = text.split(':');
  if (head === 'template' || head === 'file') {
    const version = rest.join(':');
    if (rest.length === 1 && isVersion(version))
      return { ok: true, spec: { source: head, version } };
    return {
      ok: false,
      message: `“${text}” names no layout: write ${head}:published or ${head}:draft.`,
    };
  }
  if (head === 'workflow') {
    const version = rest.at(-1) ?? '';
    const target = rest.slice(0, -1).join(':');
    if (rest.length < 2 || !isVersion(version))
      return {
        ok: false,
        message: `“${text}” should end with :published or :draft (workflow:<id or key>[@user]:published).`,
      };
    const at = target.lastIndexOf('@');
    const ref = at === -1 ? target : target.slice(0, at);
    const userKey = at === -1 ? null : target.slice(at + 1);
    if (!TOKEN.test(ref) || (userKey !== null && !TOKEN.test(userKey)))
      return {
        ok: false,
        message: `“${text}” does not name a workflow: write workflow:<id or key>[@user]:${version}.`,
      };
    return { ok: true, spec: { source: 'workflow', ref, userKey, version } };
  }
  return {
    ok: false,
    message: `“${text}” is not a layout this page knows: use published, draft, template:published, workflow:<id or key>:published, version:<number> or file.`,
  };
}

/** The URL value of a side (`parseSide(formatSide(spec))` gives the spec back). */
export function formatSide(spec: SideSpec): string {
  switch (spec.source) {
    case 'self':
      return spec.version;
    case 'template':
      return `template:${spec.version}`;
    case 'file':
      return spec.version === 'auto' ? 'file' : `file:${spec.version}`;
    case 'workflow':
      return `workflow:${spec.ref}${spec.userKey === null ? '' : `@${spec.userKey}`}:${spec.version}`;
    case 'version':
      return `version:${spec.id}`;
  }
}

export const sameSide = (a: SideSpec, b: SideSpec) => formatSide(a) === formatSide(b);

export interface SidePair {
  base: SideSpec;
  head: SideSpec;
  /** Messages for `base`/`head` values that could not be read (their defaults are used instead). */
  problems: string[];
}

/** Both sides from the URL: missing values are the defaults, unreadable ones too (and reported). */
export function readSidePair(base: string | null, head: string | null): SidePair {
  const problems: string[] = [];
  const read = (value: string | null, fallback: SideSpec, name: string): SideSpec => {
    if (value === null || value.trim() === '') return fallback;
    const parsed = parseSide(value);
    if (parsed.ok) return parsed.spec;
    problems.push(`${name}: ${parsed.message}`);
    return fallback;
  };
  return {
    base: read(base, DEFAULT_BASE, 'Left side'),
    head: read(head, DEFAULT_HEAD, 'Right side'),
    problems,
  };
}

/** The usual pair: this workflow's published layout against its draft. */
export const isDraftPair = (pair: Pick<SidePair, 'base' | 'head'>) =>
  sameSide(pair.base, DEFAULT_BASE) && sameSide(pair.head, DEFAULT_HEAD);

/** URL values for a pair: the defaults are left out, so the usual link stays short. */
export function sidePairSearch(pair: Pick<SidePair, 'base' | 'head'>): {
  base: string | null;
  head: string | null;
} {
  return {
    base: sameSide(pair.base, DEFAULT_BASE) ? null : formatSide(pair.base),
    head: sameSide(pair.head, DEFAULT_HEAD) ? null : formatSide(pair.head),
  };
}
