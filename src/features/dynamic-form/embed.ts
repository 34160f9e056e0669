/**
 * The dynamic form's public entry for the embed page: the renderer, the save flow and the kit whose
 * heavier editors load when a form has them (LAZY_FORM_KIT). It leaves out the console's kit, which
 * puts every editor in the screen's chunk, so the embed's first load stays small. The console's
 * screens use ./index.ts.
 */
export { FormStringsContext, useFormStrings } from './strings';
export { useAnswersForm } from './use-answers-form';
export { useFormSave } from './use-form-save';
export { ErrorSummary } from './error-summary';
export { FailureAlert } from './failure-alert';
export type { DescribedFailure } from './model/describe-failure';
export { FieldList } from './field-list';
export { FormSlotsProvider } from './fields/form-slots';
export { LAZY_FORM_KIT } from './fields/lazy-kit';
export { toFormData } from './model/field-values';
