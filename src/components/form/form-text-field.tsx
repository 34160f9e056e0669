/**
 * An MUI TextField bound to a react-hook-form field: the field's error (from the form's resolver, or
 * one set from a service answer) replaces the helper text and marks the input invalid (`aria-invalid`,
 * which MUI sets from `error`). `extraError` is an error the form does not hold (a mutation's field
 * errors), shown the same way.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<V extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  control: Control<V>;
  name: FieldPath<V>;
  helperText?: ReactNode;
  extraError?: string;
  /** Called after the form's value changed (for side effects such as clearing another field). */
  onValueChange?: (value: string) => void;
};

export function FormTextField<V extends FieldValues>({
  control,
  name,
  helperText,
  extraError,
  onValueChange,
  ...props
}: FormTextFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message ?? extraError;
  return (
    <TextField
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
