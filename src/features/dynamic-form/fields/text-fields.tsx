import { OutlinedField } from '@/components/form/outlined-field';
import { helperOf, type FieldInputProps } from './types';

function TextInput(props: FieldInputProps & { multiline: boolean }) {
  const { slot, id, label, value, onChange, onBlur, inputRef, error, readOnly, multiline } = props;
  return (
    <OutlinedField
      id={id}
      label={label}
      value={typeof value === 'string' ? value : String(value ?? '')}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      required={slot.field.required}
      error={error !== undefined}
      helperText={helperOf(props)}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      maxRows={multiline ? 12 : undefined}
      // What is typed reads in its own direction: English in an Arabic form, Arabic in an English one.
      htmlInput={{ readOnly, dir: 'auto', 'data-field-name': slot.field.name }}
    />
  );
}

export const TextFieldInput = (props: FieldInputProps) => (
  <TextInput {...props} multiline={false} />
);
export const TextAreaInput = (props: FieldInputProps) => <TextInput {...props} multiline />;
