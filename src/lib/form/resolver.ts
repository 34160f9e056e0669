/**
 * Form validation through valibot schemas and @hookform/resolvers' valibotResolver. Each form's
 * schema lives beside its rules in a pure, unit-tested module: the fields' own checks written in
 * the schema, rules that read several fields (or the screen's context) as a check reporting
 * messages at field paths (`checkedBy`). The values reach the submit handler as typed.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldValues, Resolver } from 'react-hook-form';
import * as v from 'valibot';

/** Messages by field path (`baseUrl`, `pairs.0.key`); no message means the field is valid. */
export type MessagesByPath = Readonly<Record<string, string | undefined>>;

/** A form's schema: its values in, the same values out. */
export type FormSchema<V> = v.GenericSchema<V, V>;

/** The path items of a dotted field path in `input`, as valibot reports an issue's place. */
function pathItems(input: unknown, path: string): [v.IssuePathItem, ...v.IssuePathItem[]] {
  let current = input;
  const items = path.split('.').map((key): v.IssuePathItem => {
    const parent = current;
    if (Array.isArray(parent)) {
      current = parent[Number(key)];
      return { type: 'array', origin: 'value', input: parent, key: Number(key), value: current };
    }
    const record = (typeof parent === 'object' && parent !== null ? parent : {}) as Record<
      string,
      unknown
    >;
    current = Object.hasOwn(record, key) ? record[key] : undefined;
    return { type: 'object', origin: 'value', input: record, key, value: current };
  });
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}

/** A check reporting each message of `rules` at its field path (rules that read several fields). */
export function checkedBy<V>(rules: (values: V) => MessagesByPath) {
  return v.rawCheck<V>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [path, message] of Object.entries(rules(dataset.value))) {
      if (message) addIssue({ message, path: pathItems(dataset.value, path) });
    }
  });
}

/** A text field that must hold more than white space. */
export const filledIn = (message: string) =>
  v.pipe(
    v.string(),
    v.check((text) => text.trim() !== '', message),
  );

/** A form whose rules read several fields (or the screen's context): its values, checked by them. */
export const schemaOfRules = <V>(rules: (values: V) => MessagesByPath): FormSchema<V> =>
  v.pipe(
    v.custom<V>((input) => typeof input === 'object' && input !== null),
    checkedBy(rules),
  );

/** The messages `schema` finds in `values`, by dotted field path (the first per field). */
export function messagesOf<V>(schema: FormSchema<V>, values: V): Record<string, string> {
  const result = v.safeParse(schema, values);
  const messages: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue);
    if (path !== null) messages[path] ??= issue.message;
  }
  return messages;
}

/** The resolver of a form checked by `schema` (or by the schema for the form's context). */
export function formResolver<V extends FieldValues, C = undefined>(
  schema: FormSchema<V> | ((context: C | undefined) => FormSchema<V>),
): Resolver<V, C> {
  if (typeof schema !== 'function')
    return valibotResolver<V, C, V>(schema, undefined, { mode: 'sync', raw: true });
  return (values, context, options) =>
    valibotResolver<V, C, V>(schema(context), undefined, { mode: 'sync', raw: true })(
      values,
      context,
      options,
    );
}
