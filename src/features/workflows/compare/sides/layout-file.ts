/**
 * A JSON file the user loads to compare: the draft snapshot the Discard dialog downloads, a workflow
 * or template object as the service sends it, or a bare layout. Pure: the text in, what it holds (or
 * a message saying plainly why it cannot be used) out. Layouts are read by the same tolerant reader
 * as the service's answers, so a half-broken layout still shows, with its problems listed.
 */
import { parseLayout } from '@/api/decode/layout';
import { parseJsonText } from '@/lib/json-parse';
import { isPlainObject } from '@/utils/guards';
import type { CompareSide, TriggerFields } from './side';
import type { LayoutVersion } from './side-spec';

/** Bigger files are refused before parsing (a layout of 5,000 nodes is about 1.5 MB). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export interface FileVersion {
  layout: unknown;
  fields: TriggerFields | null;
}

export interface LayoutFile {
  name: string;
  /** "the draft snapshot of “Escalate VIP tickets”, exported 2026-05-01 10:00 UTC" */
  description: string;
  versions: Partial<Record<LayoutVersion, FileVersion>>;
  /** What `file` alone means for this file. */
  natural: LayoutVersion;
}

export type FileRead = { ok: true; file: LayoutFile } | { ok: false; message: string };

/**
 * A layout saved by an older console: the decoded layout object itself (`{raw, nodes, nodeById,
 * problems, ...}`) instead of the layout the service sent. Its `raw` is the layout.
 */
function unwrapDecoded(value: unknown): unknown {
  return isPlainObject(value) && 'raw' in value && 'nodeById' in value && 'problems' in value
    ? value.raw
    : value;
}

function fieldsOf(source: Record<string, unknown>, suffix: '' | '_draft'): TriggerFields | null {
  const names = ['event_trigger', 'match_conditions', 'trigger_conditions'] as const;
  if (!names.some((name) => `${name}${suffix}` in source)) return null;
  return {
    event_trigger: source[`event_trigger${suffix}`] ?? null,
    match_conditions: source[`match_conditions${suffix}`] ?? null,
    trigger_conditions: source[`trigger_conditions${suffix}`] ?? null,
  };
}

const looksLikeLayout = (value: unknown) => isPlainObject(value) && Array.isArray(value.nodes);

function nameOf(value: unknown): string | null {
  if (!isPlainObject(value)) return null;
  const name = value.name ?? value.key ?? value.id;
  return typeof name === 'string' && name !== '' ? name : null;
}

function when(value: unknown): string {
  if (typeof value !== 'string') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : `, exported ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function readLayoutFile(name: string, text: string): FileRead {
  if (text.length > MAX_FILE_BYTES)
    return { ok: false, message: `“${name}” is too large to compare (more than 20 MB).` };
  const parsed = parseJsonText(text);
  if (!parsed.ok)
    return {
      ok: false,
      message: `“${name}” is not valid JSON (line ${parsed.line}, column ${parsed.column}: ${parsed.message}). Nothing was changed.`,
    };
  const value = parsed.value;
  const unusable: FileRead = {
    ok: false,
    message: `“${name}” holds no workflow layout. Load the draft snapshot the Discard dialog downloads, a workflow or template as the service sends it, or a layout with a list of nodes. Nothing was changed.`,
  };
  if (!isPlainObject(value)) return unusable;

  if (
    'template_draft' in value &&
    !('template' in value) &&
    looksLikeLayout(unwrapDecoded(value.template_draft))
  ) {
    const workflow = nameOf(value.workflow);
    return {
      ok: true,
      file: {
        name,
        description: `the draft snapshot${workflow ? ` of “${workflow}”` : ''}${when(value.exported_at)}`,
        versions: {
          draft: { layout: unwrapDecoded(value.template_draft), fields: fieldsOf(value, '_draft') },
        },
        natural: 'draft',
      },
    };
  }

  const published = unwrapDecoded(value.template);
  const draft = unwrapDecoded(value.template_draft);
  if (looksLikeLayout(published) || looksLikeLayout(draft)) {
    const versions: LayoutFile['versions'] = {};
    if (looksLikeLayout(published))
      versions.published = { layout: published, fields: fieldsOf(value, '') };
    if (looksLikeLayout(draft))
      versions.draft = { layout: draft, fields: fieldsOf(value, '_draft') };
    const what = value.is_template === true ? 'template' : 'workflow';
    const label = nameOf(value);
    return {
      ok: true,
      file: {
        name,
        description: `the ${what}${label ? ` “${label}”` : ''}`,
        versions,
        natural: versions.published ? 'published' : 'draft',
      },
    };
  }

  if (looksLikeLayout(value)) {
    const layout = { layout: value, fields: null };
    return {
      ok: true,
      file: {
        name,
        description: 'a layout',
        versions: { published: layout, draft: layout },
        natural: 'published',
      },
    };
  }
  return unusable;
}

export type FileSideResult = { ok: true; side: CompareSide } | { ok: false; message: string };

/** One version of a loaded file as a side; a version the file does not hold is an error. */
export function fileSide(file: LayoutFile, version: LayoutVersion | 'auto'): FileSideResult {
  const chosen = version === 'auto' ? file.natural : version;
  const held = file.versions[chosen];
  if (!held)
    return {
      ok: false,
      message: `The file “${file.name}” holds no ${chosen === 'published' ? 'published layout' : 'draft'}.`,
    };
  const both =
    file.versions.published &&
    file.versions.draft &&
    file.versions.published !== file.versions.draft;
  return {
    ok: true,
    side: {
      spec: { source: 'file', version },
      title: both ? `File, ${chosen}` : 'File',
      name: `${file.description} (file “${file.name}”${both ? `, ${chosen}` : ''})`,
      layout: parseLayout(held.layout),
      fields: held.fields,
    },
  };
}
