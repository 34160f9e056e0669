/**
 * Saving a settings form, the same way on every screen that has one (the console's settings screen
 * and fill page, and the embed):
 * - one idempotency key per set of answers, reused while the same answers are sent again (Retry, or
 *   Save after a failure), so a save that did land is not applied twice;
 * - answered: the form is reset to the answers the service now keeps;
 * - a 422: its field errors land on the fields, errors naming no field go to the summary, and the
 *   summary takes the focus;
 * - any other failure is kept for the screen to show, and every answer stays in the form.
 */
import { useState, type BaseSyntheticEvent, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { newIdempotencyKey } from '@/api/client';
import { createSaveAttempts } from './model/save-attempt';
import { isApiError } from '@/api/errors';
import type { Field } from '@/api/models';
import type { SummaryItem } from './error-summary';
import { fieldDomId } from './field-dom-id';
import { labelOf } from './model/field-values';
import {
  buildFormModel,
  mapFieldErrors,
  toFormData,
  type FormModel,
  type FormValues,
} from './model/field-values';
import { useFormStrings } from './strings';

/** What a save answers: the form and the answers the service keeps now. */
export interface SavedForm {
  form: readonly Field[];
  form_data: Readonly<Record<string, unknown>>;
  form_problems: readonly string[];
}

export interface FormSaveOptions<T extends SavedForm> {
  model: FormModel;
  form: UseFormReturn<FormValues>;
  /** Prefix of the fields' DOM ids (summary links point at them). */
  idPrefix: string;
  save: (formData: Record<string, unknown>, idempotencyKey: string) => Promise<T>;
  onSaved?: (saved: T) => void;
  /** The error summary, focused after a refused save (the screen renders it). */
  summaryRef: RefObject<HTMLElement | null>;
}

export function useFormSave<T extends SavedForm>(options: FormSaveOptions<T>) {
  const { model, form, idPrefix, save, onSaved, summaryRef } = options;
  const strings = useFormStrings();
  const { handleSubmit, reset, setError, setFocus, formState } = form;
  const [unmatched, setUnmatched] = useState<SummaryItem[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [justSaved, setJustSaved] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [attempts] = useState(() => createSaveAttempts(newIdempotencyKey));

  const showSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());

  const onValid = async (values: FormValues) => {
    setFailure(null);
    setUnmatched([]);
    setJustSaved(false);
    const formData = toFormData(model.slots, values);
    try {
      // Retrying the same answers reuses the key, so a save that did land is not applied twice.
      const saved = await save(formData, attempts.keyFor(formData));
      attempts.succeeded();
      reset(buildFormModel(saved.form, saved.form_data, saved.form_problems).values);
      setJustSaved(true);
      onSaved?.(saved);
    } catch (error) {
      if (isApiError(error) && error.isUnprocessable) {
        const mapped = mapFieldErrors(model.slots, error.fieldErrors);
        for (const [key, message] of Object.entries(mapped.byKey))
          setError(key, { type: 'server', message });
        const rest = mapped.unmatched.map((item) => ({
          key: null,
          target: null,
          label: item.name,
          message: item.message,
        }));
        if (Object.keys(mapped.byKey).length === 0 && rest.length === 0)
          rest.push({
            key: null,
            target: null,
            label: strings.save.theService,
            message: error.message,
          });
        setUnmatched(rest);
        showSummary();
      } else {
        setFailure(error);
      }
    }
  };

  const fieldItems: SummaryItem[] = model.slots.flatMap((slot) => {
    const message = formState.errors[slot.key]?.message;
    return message
      ? [{ key: slot.key, target: fieldDomId(idPrefix, slot.key), label: labelOf(slot), message }]
      : [];
  });
  const busy = formState.isSubmitting;

  return {
    onSubmit: (event: BaseSyntheticEvent) => void handleSubmit(onValid, showSummary)(event),
    /** Sends the same answers again (with the same idempotency key); undefined while saving. */
    retry: busy ? undefined : () => void handleSubmit(onValid, showSummary)(),
    busy,
    failure,
    /** Whether the last save succeeded and nothing changed since. */
    justSaved: justSaved && !formState.isDirty,
    dismissSaved: () => setJustSaved(false),
    /** The errors to list above the form, once the user tried to save. */
    summary: formState.submitCount > 0 ? [...fieldItems, ...unmatched] : [],
    clearUnmatched: () => setUnmatched([]),
    advancedOpen,
    setAdvancedOpen,
    /** Focuses a field from the summary, opening the advanced section when it is in there. */
    focusField: (key: string) => {
      const slot = model.slots.find((candidate) => candidate.key === key);
      if (slot?.field.advanced) setAdvancedOpen(true);
      // After the section opens.
      requestAnimationFrame(() => setFocus(key));
    },
  };
}
