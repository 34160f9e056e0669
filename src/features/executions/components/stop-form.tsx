import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SyntheticEvent } from 'react';
import { RoleNote } from '@/features/session/role-note';
import { useCan } from '@/features/session/use-can';
import {
  EMPTY_PAIR,
  filtersToJson,
  filtersToPairs,
  pairsToFilters,
  parseFiltersJson,
  type FilterMode,
  type StopFormErrors,
  type StopFormValues,
} from '../stop-request';
import { FilterPairs } from './filter-pairs';

interface StopFormProps {
  values: StopFormValues;
  errors: StopFormErrors;
  actingUserKey: string;
  onChange: (values: StopFormValues, errors?: StopFormErrors) => void;
  onReview: () => void;
}

/** Switches how filters are written, carrying them over; refuses (and says why) when they do not convert. */
function switchMode(values: StopFormValues, mode: FilterMode): StopFormValues | StopFormErrors {
  if (mode === 'json') {
    const parsed = pairsToFilters(values.pairs);
    if (!parsed.ok) return { pairs: parsed.errors };
    return { ...values, mode, json: filtersToJson(parsed.value) };
  }
  const parsed = parseFiltersJson(values.json);
  if (!parsed.ok) return { filters: parsed.error };
  const pairs = filtersToPairs(parsed.value);
  if (!pairs.ok) return { filters: pairs.error };
  return { ...values, mode, pairs: pairs.value.length > 0 ? pairs.value : [{ ...EMPTY_PAIR }] };
}

/** The stop form: user, filters as pairs or JSON, optional stop event. Review opens the confirmation. */
export function StopForm({ values, errors, actingUserKey, onChange, onReview }: StopFormProps) {
  const set = (patch: Partial<StopFormValues>) => onChange({ ...values, ...patch });
  const can = useCan('stopExecutions');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (can.allowed) onReview();
  };
  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label="Stop executions">
      <TextField
        label="User key"
        required
        value={values.userKey}
        onChange={(event) => set({ userKey: event.target.value })}
        error={Boolean(errors.userKey)}
        helperText={
          errors.userKey ?? `Whose executions stop. The acting user is “${actingUserKey}”.`
        }
        sx={{ maxWidth: 360 }}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">Filters (optional): match the execution’s data</FormLabel>
        <RadioGroup
          row
          value={values.mode}
          onChange={(event) => {
            const next = switchMode(values, event.target.value as FilterMode);
            if ('mode' in next) onChange(next, {});
            else onChange(values, next);
          }}
        >
          <FormControlLabel value="pairs" control={<Radio />} label="Key/value pairs" />
          <FormControlLabel value="json" control={<Radio />} label="Raw JSON" />
        </RadioGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          An execution stops only when every pair equals the value in its data. No filters: every
          running execution of the user.
        </Typography>
        {values.mode === 'pairs' ? (
          <FilterPairs
            pairs={values.pairs}
            errors={errors.pairs}
            onChange={(pairs) => set({ pairs })}
          />
        ) : (
          <TextField
            label="Filters as JSON"
            multiline
            minRows={4}
            value={values.json}
            onChange={(event) => set({ json: event.target.value })}
            error={Boolean(errors.filters)}
            helperText={
              errors.filters ?? 'One object of key/value pairs, e.g. {"customer_id": "cus_123"}.'
            }
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        )}
        {values.mode === 'pairs' && errors.filters ? (
          <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
            {errors.filters}
          </Typography>
        ) : null}
      </FormControl>
      <TextField
        label="Stop event (optional)"
        value={values.stopEvent}
        onChange={(event) => set({ stopEvent: event.target.value })}
        error={Boolean(errors.stopEvent)}
        helperText={
          errors.stopEvent ??
          'Only executions registered for this stop event key, e.g. booking.cancelled.'
        }
        sx={{ maxWidth: 360 }}
      />
      <RoleNote capability={can} />
      <Button
        type="submit"
        variant="contained"
        color="error"
        disabled={!can.allowed}
        sx={{ alignSelf: 'flex-start' }}
      >
        Review and stop…
      </Button>
    </Stack>
  );
}
