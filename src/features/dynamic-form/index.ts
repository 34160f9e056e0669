/**
 * The dynamic form's public entry: a form rendered from the service's field definitions (the
 * settings screen, the fill page, the previews of action types and installed apps). It reads
 * options for AsyncSelect fields from the service, so it is a feature. The embed page imports
 * ./embed.ts instead: the same renderer with its heavier editors loaded when a form has them.
 */
export { FormStringsContext, useFormStrings } from './strings';
export { useAnswersForm, useFormModel } from './use-answers-form';
export { useFormSave, type SavedForm } from './use-form-save';
export { ErrorSummary } from './error-summary';
export { FailureAlert } from './failure-alert';
export { FieldList } from './field-list';
export { FormSlotsProvider } from './fields/form-slots';
export { FormPreview } from './form-preview';
export { CONSOLE_FORM_KIT } from './fields/registry';
export { useFieldOptions, type FieldOptions } from './fields/async-select/use-field-options';
export {
  buildFormModel,
  labelOf,
  toFormData,
  type FieldSlot,
  type FormModel,
  type FormValue,
  type FormValues,
} from './model/field-values';
export type { LookupField } from './model/option-request';
export { unsupportedFilters, valueKey } from './model/options';
