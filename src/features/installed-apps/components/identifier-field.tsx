/**
 * The install dialog's app identifier: free typing, with the identifiers the console knows offered
 * as suggestions (../install-suggestions.ts), each saying why it is offered.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import type { InstallFormValues } from '../install-request';
import type { InstallSuggestion } from '../install-suggestions';

interface IdentifierFieldProps {
  control: Control<InstallFormValues>;
  suggestions: readonly InstallSuggestion[];
  extraError?: string;
}

export function IdentifierField({ control, suggestions, extraError }: IdentifierFieldProps) {
  const { field, fieldState } = useController({ control, name: 'identifier' });
  const error = fieldState.error?.message ?? extraError;
  const detailOf = new Map(suggestions.map((item) => [item.identifier, item.detail]));
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      autoHighlight={false}
      options={suggestions.map((item) => item.identifier)}
      inputValue={field.value}
      onInputChange={(_event, text) => field.onChange(text)}
      onChange={(_event, value) => field.onChange(value ?? '')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span style={{ minWidth: 0 }}>
            <code style={{ display: 'block', fontWeight: 600 }}>{option}</code>
            <span style={{ fontSize: '0.75rem', opacity: 0.8 }}>{detailOf.get(option)}</span>
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label="App identifier"
          required
          // The dialog exists to fill in this field: focus belongs there when it opens.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          error={Boolean(error)}
          helperText={
            error ??
            'As the service’s catalog names it, for example acme-crm. Suggestions: apps that action types need, identifiers typed here, the installed ones.'
          }
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, spellCheck: false, autoCapitalize: 'off' },
          }}
        />
      )}
    />
  );
}
