/**
 * The versions a workflow object holds (its published layout and, when it has one, its draft) and
 * their content hash: SHA-256 of the content's canonical JSON (keys sorted), so the same content
 * hashes the same whatever order the service wrote its keys in.
 */
import { createHash } from 'node:crypto';
import { versionContent, type VersionKind } from '../../lib/diff/version-summary';
import { isPlainObject } from '../../utils/guards';
import { stringifyJson } from '../../utils/objects';

/** JSON with every object's keys sorted. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value))
    return `{${Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  return stringifyJson(value) ?? 'null';
}

export const contentHash = (content: unknown) =>
  createHash('sha256').update(canonicalJson(content)).digest('hex');

export interface SeenVersion {
  workflowId: string;
  name: string | null;
  kind: VersionKind;
  content: Record<string, unknown>;
  hash: string;
}

/**
 * The versions in a workflow object: the published one always, the draft when `has_draft` says
 * there is one (a workflow without a draft holds a copy of what is published). None when the object
 * holds no layout (a list item).
 */
export function versionsOf(workflow: unknown): SeenVersion[] {
  if (!isPlainObject(workflow) || typeof workflow.id !== 'string') return [];
  if (!isPlainObject(workflow.template)) return [];
  const name = typeof workflow.name === 'string' ? workflow.name : null;
  const kinds: VersionKind[] =
    workflow.has_draft === true && isPlainObject(workflow.template_draft)
      ? ['published', 'draft']
      : ['published'];
  return kinds.map((kind) => {
    const content = versionContent(workflow, kind);
    return { workflowId: workflow.id as string, name, kind, content, hash: contentHash(content) };
  });
}
