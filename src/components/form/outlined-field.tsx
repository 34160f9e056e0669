import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ChangeEvent, KeyboardEvent, ReactNode, Ref } from 'react';

export interface OutlinedFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  placeholder?: string;
  autoComplete?: string;
  /** Attributes of the <input> or <textarea> itself. */
  htmlInput?: Record<string, unknown>;
  endAdornment?: ReactNode;
  inputSx?: SxProps<Theme>;
}

/**
 * An outlined, full-width text field: what MUI's TextField renders for its outlined variant (the same
 * label, notched outline, helper text and ARIA links), composed from its parts. TextField also
 * imports MUI's Select, and with it Menu, Popover, Modal and focus trapping, about 13 KiB of gzip
 * that a form of text fields never uses; the settings form (in the console and the embed) uses this.
 */
export function OutlinedField(props: OutlinedFieldProps) {
  const { id, label, helperText, required = false, error = false, htmlInput, inputSx } = props;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth required={required} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        onClick={props.onClick}
        onKeyDown={props.onKeyDown}
        inputRef={props.inputRef}
        multiline={props.multiline}
        minRows={props.minRows}
        maxRows={props.maxRows}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        endAdornment={props.endAdornment}
        {...(inputSx ? { sx: inputSx } : {})}
        inputProps={{ ...htmlInput, 'aria-describedby': helperId }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
