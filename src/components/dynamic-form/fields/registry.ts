/** Field type -> the component that edits it. Types missing here render the unsupported notice. */
import { createElement, type ComponentType } from 'react';
import { AsyncSelectInput } from './async-select/async-select';
import { JsonFieldInput } from './json-field';
import { TextAreaInput, TextFieldInput } from './text-fields';
import type { FieldInputProps } from './types';
import { UnsupportedField } from './unsupported-field';

export const FIELD_COMPONENTS: Readonly<Record<string, ComponentType<FieldInputProps>>> = {
  TextField: TextFieldInput,
  TextArea: TextAreaInput,
  JSON: JsonFieldInput,
  AsyncSelect: AsyncSelectInput,
};

export const componentFor = (type: string): ComponentType<FieldInputProps> =>
  Object.hasOwn(FIELD_COMPONENTS, type)
    ? (FIELD_COMPONENTS[type] ?? UnsupportedField)
    : UnsupportedField;

/** Renders the registered editor of `type` (the unsupported notice when there is none). */
export function FieldInput({ type, ...props }: FieldInputProps & { type: string }) {
  return createElement(componentFor(type), props);
}
