/**
 * The form's fields, for field components that read other fields (an AsyncSelect whose options URL
 * names another field's value): the context, and the hook that reads it (the provider is in
 * form-slots.tsx).
 */
import { createContext, useContext, useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { FieldData } from '@/api/models';
import { labelOf, type FieldSlot, type FormValues } from '../model/field-values';
import { findSlot, placeholderRefs, type LookupField } from '../model/option-request';

export interface FormSlots {
  slots: readonly FieldSlot[];
  control: Control<FormValues>;
}

export const FormSlotsContext = createContext<FormSlots | null>(null);

/** Resolves placeholders of `data` against the current values of the fields they name. */
export function useDependencyLookup(data: FieldData): LookupField {
  const context = useContext(FormSlotsContext);
  if (!context) throw new Error('useDependencyLookup needs a FormSlotsProvider');
  const { slots, control } = context;
  const refs = useMemo(() => placeholderRefs(data), [data]);
  const targets = useMemo(
    () => refs.map((ref) => ({ ref, slot: findSlot(slots, ref) })),
    [refs, slots],
  );
  const keys = targets.flatMap((target) => (target.slot ? [target.slot.key] : []));
  const watched = useWatch({ control, name: keys, disabled: keys.length === 0 }) as unknown[];
  return (ref) => {
    const slot = findSlot(slots, ref);
    if (!slot) return undefined;
    const index = keys.indexOf(slot.key);
    return { label: labelOf(slot), value: index === -1 ? undefined : watched[index] };
  };
}
