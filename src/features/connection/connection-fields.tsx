/** The Connection form's controls that are more than a text field: mode, the key, and the switches. */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import type { ConnectionFormValues } from './validate';

type FieldProps = { control: Control<ConnectionFormValues> };

export function ModeField({ control }: FieldProps) {
  return (
    <Controller
      control={control}
      name="mode"
      render={({ field }) => (
        <FormControl>
          <FormLabel id="mode-label">Mode</FormLabel>
          <RadioGroup
            row
            aria-labelledby="mode-label"
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value === 'live' ? 'live' : 'demo')}
          >
            <FormControlLabel
              value="demo"
              control={<Radio />}
              label="Demo (the demo API in this browser)"
            />
            <FormControlLabel value="live" control={<Radio />} label="Live service" />
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

export function ApiKeyField({ control, helperText }: FieldProps & { helperText: ReactNode }) {
  const [showKey, setShowKey] = useState(false);
  return (
    <FormTextField
      control={control}
      name="apiKey"
      label="Secret key"
      type={showKey ? 'text' : 'password'}
      helperText={helperText}
      autoComplete="off"
      slotProps={{
        htmlInput: { spellCheck: false, autoCapitalize: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShowKey((shown) => !shown)}
                aria-label={showKey ? 'Hide the key' : 'Show the key'}
                edge="end"
              >
                {showKey ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function RememberKeyField({ control }: FieldProps) {
  return (
    <Controller
      control={control}
      name="rememberKey"
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
          label={
            <span>
              Remember the key on this device
              <Typography
                variant="caption"
                component="span"
                color="text.secondary"
                sx={{ display: 'block' }}
              >
                Otherwise it is kept for this browser tab only (session storage) and forgotten when
                the tab closes.
              </Typography>
            </span>
          }
        />
      )}
    />
  );
}

export function AdminViewField({ control }: FieldProps) {
  return (
    <Controller
      control={control}
      name="adminView"
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
          label="Admin view (show admin-only fields and filters: groups, templates, managed by)"
        />
      )}
    />
  );
}
