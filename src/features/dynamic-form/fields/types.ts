/** What every field component of the registry receives. */
import type { RefCallback } from 'react';
import type { FieldSlot, FormValue } from '../model/field-values';

export interface FieldInputProps {
  slot: FieldSlot;
  /** The DOM id of the input (error summary links point here). */
  id: string;
  label: string;
  value: FormValue;
  onChange: (value: FormValue) => void;
  onBlur: () => void;
  inputRef: RefCallback<HTMLElement>;
  error: string | undefined;
  /** Read-only preview: shows the field without loading or changing anything. */
  readOnly: boolean;
}

/** Description, else the error: MUI's helper text. The error wins. */
export const helperOf = (props: Pick<FieldInputProps, 'error' | 'slot'>): string | undefined =>
  props.error ?? props.slot.field.description ?? undefined;
