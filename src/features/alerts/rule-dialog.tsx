/** The dialog that adds or edits an alert rule; a failed save keeps what was typed and says why. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ErrorState } from '@/components/error-state';
import { FormTextField } from '@/components/form/form-text-field';
import { formResolver } from '@/lib/form/resolver';
import type { AlertRuleBody } from './api';
import { BLANK_RULE, bodyOf, ruleSchema, type RuleValues } from './rule-form';

const resolver = formResolver<RuleValues>(ruleSchema);

interface RuleDialogProps {
  /** The rule's values when editing; a new rule otherwise. */
  initial?: RuleValues;
  onSave: (body: AlertRuleBody) => Promise<void>;
  onClose: () => void;
}

export function RuleDialog({ initial, onSave, onClose }: RuleDialogProps) {
  const { control, handleSubmit } = useForm<RuleValues>({
    defaultValues: initial ?? BLANK_RULE,
    resolver,
  });
  const save = useMutation({
    mutationFn: (values: RuleValues) => onSave(bodyOf(values)),
    onSuccess: onClose,
  });
  const kind = useWatch({ control, name: 'kind' });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="alert-rule-title">
      <form
        onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
        noValidate
      >
        <DialogTitle id="alert-rule-title">
          {initial ? 'Edit the alert rule' : 'New alert rule'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="name" label="Name" size="small" required />
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <RadioGroup
                  aria-label="When it fires"
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  <FormControlLabel
                    value="failures"
                    control={<Radio size="small" />}
                    label="A workflow fails several times within a window"
                  />
                  <FormControlLabel
                    value="silence"
                    control={<Radio size="small" />}
                    label="A workflow that is on has not run for a while"
                  />
                </RadioGroup>
              )}
            />
            <FormTextField
              control={control}
              name="workflowId"
              label="Workflow id"
              size="small"
              autoComplete="off"
              helperText="Empty: every workflow (for silence: every watched workflow that is on)."
            />
            <Stack direction="row" spacing={1}>
              {kind === 'failures' ? (
                <FormTextField
                  control={control}
                  name="threshold"
                  label="Failures"
                  size="small"
                  inputMode="numeric"
                  sx={{ width: 120 }}
                />
              ) : null}
              <FormTextField
                control={control}
                name="window"
                label={kind === 'failures' ? 'Within' : 'Not run for'}
                size="small"
                inputMode="numeric"
                sx={{ width: 120 }}
              />
              <FormTextField
                control={control}
                name="unit"
                label="Unit"
                size="small"
                select
                sx={{ width: 130 }}
              >
                <MenuItem value="minutes">minutes</MenuItem>
                <MenuItem value="hours">hours</MenuItem>
                <MenuItem value="days">days</MenuItem>
              </FormTextField>
            </Stack>
            <FormTextField
              control={control}
              name="webhookUrl"
              label="Webhook URL"
              size="small"
              autoComplete="off"
              helperText="Receives a signed JSON POST (Slack-compatible text)."
            />
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label="On"
                />
              )}
            />
            {save.isError ? (
              <ErrorState
                error={save.error}
                what="Saving the rule"
                server="gateway"
                hint="What you typed is still here."
              />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {initial ? 'Save' : 'Add rule'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
