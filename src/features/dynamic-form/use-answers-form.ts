/**
 * A saved form as a form to fill in, the same on every screen that has one (the console's settings
 * screen and fill page, and the embed): the model built from the field definitions and the answers,
 * and react-hook-form over those answers.
 */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { buildFormModel, type FormModel, type FormValues } from './model/field-values';
import type { SavedForm } from './use-form-save';

/** The form model of `saved`, built again only when its form or answers change. */
export function useFormModel(saved: SavedForm): FormModel {
  const { form, form_data, form_problems } = saved;
  return useMemo(
    () => buildFormModel(form, form_data, form_problems),
    [form, form_data, form_problems],
  );
}

/** The model of `saved` and a react-hook-form over its answers, checked when Save is pressed. */
export function useAnswersForm(saved: SavedForm) {
  const model = useFormModel(saved);
  const form = useForm<FormValues>({
    defaultValues: model.values,
    // Not on blur: an error appearing as focus leaves a field moves the Save button under the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  return { model, form };
}
