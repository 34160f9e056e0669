/** Builders for data fields (`DataType`, every key present) and their installed-schema form. */
import type { DataType, SchemaDataType } from '@/api/wire';

export interface DataTypeSpec {
  variable: string;
  type?: string;
  data_path?: string;
  display_label?: string | null;
  required?: boolean;
  secret?: boolean;
  format?: string | null;
  item_type?: string | null;
  list_values_variable?: string | null;
  children?: DataType[] | null;
  groups?: string[] | null;
  value?: string | null;
}

/** A complete DataType with `source` set; unspecified keys get their empty value. */
export function dataType(source: string, spec: DataTypeSpec): DataType {
  return {
    variable: spec.variable,
    data_path: spec.data_path ?? spec.variable,
    display_label: spec.display_label ?? null,
    type: spec.type ?? 'String',
    source,
    required: spec.required ?? false,
    secret: spec.secret ?? false,
    format: spec.format ?? null,
    item_type: spec.item_type ?? null,
    iterator: null,
    list_values_variable: spec.list_values_variable ?? null,
    children: spec.children ?? null,
    groups: spec.groups ?? null,
    value: spec.value ?? null,
    object: 'data_type',
  };
}

/** `[variable, type]` pairs are enough for most response schemas. */
export type VariableSpec = readonly [variable: string, type: string];

export function responseSchema(specs: readonly VariableSpec[]): DataType[] {
  return specs.map(([variable, type]) =>
    dataType('action_response', { variable, type, data_path: `response.${variable}` }),
  );
}

/** The trimmed shape installed-app schemas use. */
export function toSchemaDataType(item: DataType): SchemaDataType {
  return {
    variable: item.variable,
    data_path: item.data_path,
    type: item.type,
    source: item.source,
    required: item.required,
    groups: item.groups ? [...item.groups] : null,
  };
}
