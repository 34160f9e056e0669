/**
 * The published/draft pairs of an action type, and what changed between them (pure). Each pair's
 * values keep their field's type (`Pair` is a union keyed by field), so every view knows exactly what
 * it shows. Secrets are compared on their raw text, so a changed secret is reported even though it is
 * never shown.
 */
import type { ActionType, Field } from '@/api/models';
import { deepEqual } from '@/lib/diff/value-diff';
import { isSecretName, parseLines } from '@/lib/templates/header-lines';
import { tokenize } from '@/lib/templates/placeholders';

export type PairField =
  'url' | 'http_method' | 'headers' | 'params' | 'code' | 'form' | 'icon' | 'response_data_schema';

/** One pair, its values typed by its field (a field and its `_draft` twin share a type). */
export interface PairOf<F extends PairField> {
  field: F;
  label: string;
  published: ActionType[F];
  draft: ActionType[F];
  changed: boolean;
}

/** Any pair: a union of `PairOf<F>` for every field, so narrowing on `field` narrows the values. */
export type Pair = { [F in PairField]: PairOf<F> }[PairField];

function pairOf<F extends PairField>(
  field: F,
  label: string,
  published: ActionType[F],
  draft: ActionType[F],
): PairOf<F> {
  return { field, label, published, draft, changed: !deepEqual(published, draft) };
}

/** Every pair, in the order the screen shows them. */
export function allPairs(t: ActionType): Pair[] {
  return [
    pairOf('url', 'URL', t.url, t.url_draft),
    pairOf('http_method', 'HTTP method', t.http_method, t.http_method_draft),
    pairOf('headers', 'Headers', t.headers, t.headers_draft),
    pairOf('params', 'Params', t.params, t.params_draft),
    pairOf('code', 'Code', t.code, t.code_draft),
    pairOf('form', 'Form', t.form, t.form_draft),
    pairOf('icon', 'Icon', t.icon, t.icon_draft),
    pairOf(
      'response_data_schema',
      'Response data',
      t.response_data_schema,
      t.response_data_schema_draft,
    ),
  ];
}

/** The secret parts of a headers/params text: redact placeholders and values of credential-like names. */
export function secretParts(text: string | null): string[] {
  if (text === null) return [];
  const parts: string[] = [];
  for (const entry of parseLines(text).entries) {
    for (const token of tokenize(entry.value))
      if (token.kind === 'secret') parts.push(`${entry.name}=${token.raw}`);
    if (isSecretName(entry.name)) parts.push(`${entry.name}:${entry.value}`);
  }
  return parts.sort();
}

/** Whether a secret differs between two texts (said, never shown). */
export function secretsChanged(published: string | null, draft: string | null): boolean {
  return !deepEqual(secretParts(published), secretParts(draft));
}

/** Whether a pair is a headers/params text whose secrets changed. */
export function pairHasChangedSecret(pair: Pair): boolean {
  return (
    (pair.field === 'headers' || pair.field === 'params') &&
    secretsChanged(pair.published, pair.draft)
  );
}

/** Field names and ids of a form, for checking `{{form[name]}}` placeholders. */
export function formFieldNames(form: readonly Field[]): Set<string> {
  return new Set(form.flatMap((field) => [field.name, field.id].filter((name) => name !== '')));
}
