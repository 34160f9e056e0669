/**
 * The form kit whose heavier editors load when a form has them (./lazy-editors.tsx), so a form of
 * text fields loads none of them: the embed's kit. The console's is ./registry.ts.
 */
import type { FormKit } from './field-input';
import { LazyAdvancedSection, LazyAsyncSelectInput, LazyJsonFieldInput } from './lazy-editors';
import { TextAreaInput, TextFieldInput } from './text-fields';

export const LAZY_FORM_KIT: FormKit = {
  fields: new Map([
    ['TextField', TextFieldInput],
    ['TextArea', TextAreaInput],
    ['JSON', LazyJsonFieldInput],
    ['AsyncSelect', LazyAsyncSelectInput],
  ]),
  AdvancedSection: LazyAdvancedSection,
};
