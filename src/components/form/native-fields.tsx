/**
 * Small labelled controls on the browser's native <select> and <input>, themed to match MUI. List
 * screens use them in their filter bars: native keyboard and screen-reader behaviour, and none of MUI's
 * input, menu and popover machinery in the first load (the bundle budget of the first screen).
 */
import { styled, type Theme } from '@mui/material/styles';
import type { ChangeEvent, ReactNode } from 'react';

const Label = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  // Never wider than its row (a filter on a 280 px screen): the control narrows instead.
  maxWidth: '100%',
  gap: 4,
  fontSize: '0.75rem',
  fontWeight: 500,
  color: theme.palette.text.secondary,
}));

const controlStyles = ({ theme }: { theme: Theme }) => ({
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 400,
  height: 36,
  padding: '0 10px',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 0,
    borderColor: 'transparent',
  },
  '&:disabled': { opacity: 0.6 },
});

const Select = styled('select')(controlStyles);
const Input = styled('input')(controlStyles);

const Hint = styled('span')({ fontWeight: 400 });

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  width?: number;
  disabled?: boolean;
}

export function SelectField({
  label,
  value,
  options,
  onChange,
  width,
  disabled,
}: SelectFieldProps) {
  return (
    <Label style={{ width }}>
      {label}
      <Select
        value={value}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Label>
  );
}

interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  hint?: ReactNode;
  width?: number;
  /** `date` for a calendar day, `datetime-local` for a date and time in the browser's zone
   *  (`2026-11-30T09:05`); text by default. */
  type?: 'text' | 'date' | 'datetime-local';
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
}

export function TextInput({
  label,
  value,
  onChange,
  onBlur,
  placeholder,
  hint,
  width,
  type = 'text',
  list,
}: TextInputProps) {
  return (
    <Label style={{ width }}>
      {label}
      <Input
        type={type}
        list={list}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoCapitalize="off"
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint ? <Hint>{hint}</Hint> : null}
    </Label>
  );
}

const SwitchLabel = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  fontSize: '0.875rem',
  color: theme.palette.text.primary,
  cursor: 'pointer',
  '& input': {
    width: 18,
    height: 18,
    margin: 0,
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
  },
}));

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting on a native checkbox announced as a switch. */
export function SwitchField({ label, checked, onChange }: SwitchFieldProps) {
  return (
    <SwitchLabel>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </SwitchLabel>
  );
}
