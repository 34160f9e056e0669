/** Provides the form's fields to field components that read other fields (form-slots-context.ts). */
import type { ReactNode } from 'react';
import { FormSlotsContext, type FormSlots } from './form-slots-context';

export function FormSlotsProvider({ value, children }: { value: FormSlots; children: ReactNode }) {
  return <FormSlotsContext.Provider value={value}>{children}</FormSlotsContext.Provider>;
}
