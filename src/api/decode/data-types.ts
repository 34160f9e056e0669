/** Data fields (`object: data_type`) and the data schemas of users, action types and installed apps. */
import * as v from 'valibot';
import type { Decoded } from './core';
import { flag, listOf, optionalNameSet, optionalText, text } from './fields';

export interface DataType {
  variable: string;
  data_path: string;
  display_label: string | null;
  type: string;
  source: string;
  required: boolean;
  secret: boolean;
  format: string | null;
  item_type: string | null;
  iterator: unknown;
  list_values_variable: string | null;
  children: DataType[];
  groups: string[] | null;
  value: string | null;
}

/**
 * How deep `children` are read. Real trees are a few levels deep; below this, children are left
 * out, so a tree nested thousands of levels deep is read instead of overflowing the stack.
 */
export const MAX_FIELD_DEPTH = 32;

const noChildren = v.pipe(
  v.unknown(),
  v.transform((): DataType[] => []),
);
const levels: v.GenericSchema<unknown, DataType>[] = [];

/** The schema of a data field `depth` levels down (0: the list the service answered). */
function dataTypeAt(depth: number): v.GenericSchema<unknown, DataType> {
  // One schema per level, made once: a level knows whether its children are read.
  return (levels[depth] ??= v.pipe(
    v.object({
      variable: text,
      data_path: text,
      display_label: optionalText,
      type: text,
      source: text,
      required: flag,
      secret: flag,
      format: optionalText,
      item_type: optionalText,
      iterator: v.fallback(v.unknown(), null),
      list_values_variable: optionalText,
      children:
        depth < MAX_FIELD_DEPTH
          ? v.fallback(
              v.lazy(() => listOf(dataTypeAt(depth + 1))),
              [],
            )
          : noChildren,
      groups: optionalNameSet,
      value: optionalText,
    }),
    v.check(
      (d) => d.variable !== '' || d.data_path !== '',
      'a data field without a variable or path',
    ),
  ));
}

/** A data field is known by its variable (or, failing that, its path). */
export const dataType = dataTypeAt(0);

export const dataTypeList = listOf(dataType);

/** An installed schema's data type (a subset of the above). */
export const schemaDataType = v.pipe(
  v.object({
    variable: text,
    data_path: text,
    type: text,
    source: text,
    required: flag,
    groups: optionalNameSet,
  }),
  v.check(
    (d) => d.variable !== '' || d.data_path !== '',
    'a data field without a variable or path',
  ),
);
export type SchemaDataType = Decoded<typeof schemaDataType>;
