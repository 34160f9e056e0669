/**
 * The embed's form kit: the console's editors and advanced section (src/components/dynamic-form),
 * with the heavier ones loaded when a form has them (./lazy-editors.tsx), so a form of text fields
 * loads none of them.
 */
import type { FormKit } from '@/components/dynamic-form/fields/field-input';
import { TextAreaInput, TextFieldInput } from '@/components/dynamic-form/fields/text-fields';
import { LazyAdvancedSection, LazyAsyncSelectInput, LazyJsonFieldInput } from './lazy-editors';

export const EMBED_FORM_KIT: FormKit = {
  fields: new Map([
    ['TextField', TextFieldInput],
    ['TextArea', TextAreaInput],
    ['JSON', LazyJsonFieldInput],
    ['AsyncSelect', LazyAsyncSelectInput],
  ]),
  AdvancedSection: LazyAdvancedSection,
};
