/**
 * The console's field registry: type -> the component that edits it, every editor in the screen's
 * chunk. Types missing here render the unsupported notice. A screen hands FieldList its kit (this
 * registry and the advanced section); the embed uses LAZY_FORM_KIT (./lazy-kit.tsx), whose heavier
 * parts load only when a form has them.
 */
import { AdvancedSection } from '../advanced-section';
import { AsyncSelectInput } from './async-select/async-select';
import type { FieldComponents, FormKit } from './field-input';
import { JsonFieldInput } from './json-field';
import { TextAreaInput, TextFieldInput } from './text-fields';

/** A Map: a field type named `constructor` or `__proto__` is unsupported, not a built-in. */
export const FIELD_COMPONENTS: FieldComponents = new Map([
  ['TextField', TextFieldInput],
  ['TextArea', TextAreaInput],
  ['JSON', JsonFieldInput],
  ['AsyncSelect', AsyncSelectInput],
]);

export const CONSOLE_FORM_KIT: FormKit = { fields: FIELD_COMPONENTS, AdvancedSection };
