/**
 * The published/draft pairs of an action type, and what changed between them (pure). Secrets are
 * compared on their raw text, so a changed secret is reported even though it is never shown.
 */
import type { ActionType } from '@/api/models';
import { deepEqual } from '@/lib/diff/value-diff';
import { isSecretName, parseLines } from '@/lib/templates/header-lines';
import { tokenize } from '@/lib/templates/placeholders';

export type PairKind = 'url' | 'method' | 'lines' | 'code' | 'form' | 'icon' | 'schema';

export interface PairSpec {
  field:
    | 'url'
    | 'http_method'
    | 'headers'
    | 'params'
    | 'code'
    | 'form'
    | 'icon'
    | 'response_data_schema';
  label: string;
  kind: PairKind;
}

export const PAIRS: readonly PairSpec[] = [
  { field: 'url', label: 'URL', kind: 'url' },
  { field: 'http_method', label: 'HTTP method', kind: 'method' },
  { field: 'headers', label: 'Headers', kind: 'lines' },
  { field: 'params', label: 'Params', kind: 'lines' },
  { field: 'code', label: 'Code', kind: 'code' },
  { field: 'form', label: 'Form', kind: 'form' },
  { field: 'icon', label: 'Icon', kind: 'icon' },
  { field: 'response_data_schema', label: 'Response data', kind: 'schema' },
];

export interface PairValues {
  spec: PairSpec;
  published: unknown;
  draft: unknown;
  changed: boolean;
}

export function pairValues(actionType: Partial<ActionType>, spec: PairSpec): PairValues {
  const record = actionType as Record<string, unknown>;
  const published = record[spec.field];
  const draft = record[`${spec.field}_draft`];
  return { spec, published, draft, changed: !deepEqual(published ?? null, draft ?? null) };
}

export function allPairs(actionType: Partial<ActionType>): PairValues[] {
  return PAIRS.map((spec) => pairValues(actionType, spec));
}

/** The secret parts of a headers/params text: redact placeholders and values of credential-like names. */
export function secretParts(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const parts: string[] = [];
  for (const entry of parseLines(text).entries) {
    for (const token of tokenize(entry.value))
      if (token.kind === 'secret') parts.push(`${entry.name}=${token.raw}`);
    if (isSecretName(entry.name)) parts.push(`${entry.name}:${entry.value}`);
  }
  return parts.sort();
}

/** Whether a secret differs between two texts (said, never shown). */
export function secretsChanged(published: unknown, draft: unknown): boolean {
  return !deepEqual(secretParts(published), secretParts(draft));
}

/** Field names of a form, for checking `{{form[name]}}` placeholders. */
export function formFieldNames(form: unknown): Set<string> {
  const names = new Set<string>();
  for (const field of Array.isArray(form) ? form : []) {
    if (typeof field === 'object' && field !== null) {
      const { name, id } = field as { name?: unknown; id?: unknown };
      if (typeof name === 'string') names.add(name);
      if (typeof id === 'string') names.add(id);
    }
  }
  return names;
}
