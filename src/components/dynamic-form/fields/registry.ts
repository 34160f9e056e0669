/** Field type -> the component that edits it. Types missing here render the unsupported notice. */
import { createElement, type ComponentType } from 'react';
import { AsyncSelectInput } from './async-select/async-select';
import { JsonFieldInput } from './json-field';
import { TextAreaInput, TextFieldInput } from './text-fields';
import type { FieldInputProps } from './types';
import { UnsupportedField } from './unsupported-field';

/** A Map: a field type named `constructor` or `__proto__` is unsupported, not a built-in. */
export const FIELD_COMPONENTS: ReadonlyMap<string, ComponentType<FieldInputProps>> = new Map([
  ['TextField', TextFieldInput],
  ['TextArea', TextAreaInput],
  ['JSON', JsonFieldInput],
  ['AsyncSelect', AsyncSelectInput],
]);

export const componentFor = (type: string): ComponentType<FieldInputProps> =>
  FIELD_COMPONENTS.get(type) ?? UnsupportedField;

/** Renders the registered editor of `type` (the unsupported notice when there is none). */
export function FieldInput({ type, ...props }: FieldInputProps & { type: string }) {
  return createElement(componentFor(type), props);
}
