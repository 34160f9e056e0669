/**
 * Renders a field through a registry (type -> editor). A module apart from the console's registry
 * (./registry.ts), so a screen with its own registry does not load the console's editors.
 */
import { createElement, type ComponentType } from 'react';
import type { AdvancedSectionProps } from '../advanced-section';
import type { FieldInputProps } from './types';
import { UnsupportedField } from './unsupported-field';

/** A Map, so a field type named like a built-in (`constructor`, `__proto__`) is simply missing. */
export type FieldComponents = ReadonlyMap<string, ComponentType<FieldInputProps>>;

/** What a screen renders a form with: an editor per field type, and the advanced fields' section. */
export interface FormKit {
  fields: FieldComponents;
  AdvancedSection: ComponentType<AdvancedSectionProps>;
}

/** The editor of `type`; types the registry lacks get the unsupported notice. */
export const componentFor = (
  components: FieldComponents,
  type: string,
): ComponentType<FieldInputProps> => components.get(type) ?? UnsupportedField;

/** Renders the registered editor of `type` (the unsupported notice when there is none). */
export function FieldInput({
  components,
  type,
  ...props
}: FieldInputProps & { components: FieldComponents; type: string }) {
  return createElement(componentFor(components, type), props);
}
