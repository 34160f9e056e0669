import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { StopExecutionsBody } from '@/api/models';
import { FormTextField } from '@/components/form/form-text-field';
import { ButtonWithReason } from '@/components/button-with-reason';
import { RoleNote } from '@/components/role-note';
import { useCan } from '@/hooks/use-can';
import { switchFilterMode } from '../stop-form-rules';
import { buildStopBody, type FilterMode, type StopFormValues } from '../stop-request';
import { setStopErrors } from '../use-stop-form';
import { FilterPairs } from './filter-pairs';

interface StopFormProps {
  form: UseFormReturn<StopFormValues>;
  actingUserKey: string;
  /** The checked request, to confirm. */
  onReview: (body: StopExecutionsBody) => void;
}

/** The stop form: user, filters as pairs or JSON, optional stop event. Review opens the confirmation. */
export function StopForm({ form, actingUserKey, onReview }: StopFormProps) {
  const { control, handleSubmit, getValues, setValue, setError, clearErrors } = form;
  const mode = useWatch({ control, name: 'mode' });
  const can = useCan('stopExecutions');
  const filtersError = form.formState.errors.json?.message;

  const switchTo = (next: FilterMode) => {
    const switched = switchFilterMode(getValues(), next);
    clearErrors();
    if (!switched.ok) {
      setStopErrors(setError, switched.errors, 'validate');
      return;
    }
    setValue('pairs', switched.values.pairs);
    setValue('json', switched.values.json);
    setValue('mode', next);
  };

  return (
    <Stack
      component="form"
      spacing={3}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          const built = buildStopBody(values);
          if (built.ok && can.allowed) onReview(built.body);
        })(event)
      }
      noValidate
      aria-label="Stop executions"
    >
      <FormTextField
        control={control}
        name="userKey"
        label="User key"
        required
        helperText={`Whose executions stop. The acting user is “${actingUserKey}”.`}
        sx={{ maxWidth: 360 }}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">Filters (optional): match the execution’s data</FormLabel>
        <RadioGroup
          row
          value={mode}
          onChange={(event) => switchTo(event.target.value === 'json' ? 'json' : 'pairs')}
        >
          <FormControlLabel value="pairs" control={<Radio />} label="Key/value pairs" />
          <FormControlLabel value="json" control={<Radio />} label="Raw JSON" />
        </RadioGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          An execution stops only when every pair equals the value in its data. No filters: every
          running execution of the user.
        </Typography>
        {mode === 'pairs' ? (
          <FilterPairs control={control} />
        ) : (
          <FormTextField
            control={control}
            name="json"
            label="Filters as JSON"
            multiline
            minRows={4}
            helperText='One object of key/value pairs, e.g. {"customer_id": "cus_123"}.'
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        )}
        {mode === 'pairs' && filtersError ? (
          <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
            {filtersError}
          </Typography>
        ) : null}
      </FormControl>
      <FormTextField
        control={control}
        name="stopEvent"
        label="Stop event (optional)"
        helperText="Only executions registered for this stop event key, e.g. booking.cancelled."
        sx={{ maxWidth: 360 }}
      />
      <RoleNote capability={can} />
      <div>
        <ButtonWithReason type="submit" variant="contained" color="error" unavailable={can.reason}>
          Review and stop…
        </ButtonWithReason>
      </div>
    </Stack>
  );
}
