import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { FormTextField } from '@/components/form/form-text-field';
import { formResolver } from '@/lib/form/resolver';
import { demoApi, demoQueries, type DemoFaults } from './demo-api';
import {
  faultsFormValues,
  faultsOf,
  MAX_LATENCY_MS,
  faultsFormSchema,
  type FaultsFormValues,
} from './faults-form';

interface DemoControlsCardProps {
  /** Base URL of the demo API (the in-browser demo or the sandbox). */
  baseUrl: string;
  /** The connection's key in live mode (the sandbox's controls need a secret key); '' in demo mode. */
  apiKey: string;
  /** In live mode the card only shows if the service turns out to be the sandbox. */
  optional: boolean;
}

const resolver = formResolver(faultsFormSchema);

function FaultsForm({
  faults,
  onApply,
  busy,
}: {
  faults: DemoFaults;
  onApply: (faults: DemoFaults) => void;
  busy: boolean;
}) {
  const { control, handleSubmit, formState } = useForm<FaultsFormValues>({
    defaultValues: faultsFormValues(faults),
    resolver,
    // Checked as typed: the range shows before Apply is pressed.
    mode: 'onChange',
  });
  const invalid = Object.keys(formState.errors).length > 0;
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => void handleSubmit((values) => onApply(faultsOf(values)))(event)}
    >
      <FormTextField
        control={control}
        name="latency"
        size="small"
        type="number"
        label="Added latency (ms)"
        helperText="Every API response waits this long"
        slotProps={{ htmlInput: { min: 0, max: MAX_LATENCY_MS } }}
      />
      <FormTextField
        control={control}
        name="failure"
        size="small"
        type="number"
        label="Failure rate (%)"
        helperText="Share of requests answered 503"
        slotProps={{ htmlInput: { min: 0, max: 100, step: 'any' } }}
      />
      <Button type="submit" variant="outlined" disabled={busy || invalid}>
        Apply fault switches
      </Button>
    </Stack>
  );
}

/** Reset the demo data and switch latency / failures on, to see loading and error states on purpose. */
export function DemoControlsCard({ baseUrl, apiKey, optional }: DemoControlsCardProps) {
  const queryClient = useQueryClient();
  const state = useQuery(demoQueries.state(baseUrl, apiKey));
  const { confirm } = useDialogs();
  const faults = useMutation({
    mutationFn: (next: DemoFaults) => demoApi.setFaults(baseUrl, apiKey, next),
    onSuccess: (next) =>
      queryClient.setQueryData(demoQueries.state(baseUrl, apiKey).queryKey, next),
  });
  const reset = useMutation({
    mutationFn: () => demoApi.reset(baseUrl, apiKey),
    onSuccess: async (next) => {
      queryClient.setQueryData(demoQueries.state(baseUrl, apiKey).queryKey, next);
      // Every screen's data came from the demo data that was just reset; the controls' own did not.
      const [demoRoot] = demoQueries.all();
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== demoRoot });
    },
  });
  if (optional && !state.isSuccess) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="demo-controls-title">
      <CardContent>
        <Typography id="demo-controls-title" variant="h6" component="h2" gutterBottom>
          Demo data and fault switches
        </Typography>
        {state.isError ? (
          <Alert severity="warning">
            The demo API controls did not answer: {state.error.message}
          </Alert>
        ) : null}
        {state.data ? (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {Object.entries(state.data.counts)
                .map(([name, count]) => `${count} ${name.replace(/([A-Z])/g, ' $1').toLowerCase()}`)
                .join(' · ')}
            </Typography>
            <FaultsForm
              key={`${state.data.faults.latency_ms}-${state.data.faults.failure_rate}`}
              faults={state.data.faults}
              busy={faults.isPending}
              onApply={(next) => faults.mutate(next)}
            />
            {faults.isSuccess ? (
              <Alert severity="info" role="status">
                Fault switches set: {faults.data.faults.latency_ms} ms latency,{' '}
                {Math.round(faults.data.faults.failure_rate * 100)}% failures.
              </Alert>
            ) : null}
            {faults.isError ? <Alert severity="error">{faults.error.message}</Alert> : null}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button
                color="error"
                variant="outlined"
                disabled={reset.isPending}
                onClick={async () => {
                  const sure = await confirm({
                    title: 'Reset the demo data?',
                    message: 'Every change made in the demo will be lost.',
                    confirmText: 'Reset now',
                    severity: 'error',
                  });
                  if (sure) reset.mutate();
                }}
              >
                {reset.isPending ? 'Resetting…' : 'Reset the demo data…'}
              </Button>
            </Stack>
            {reset.isSuccess ? (
              <Alert severity="success" role="status">
                The demo data is back to its seed.
              </Alert>
            ) : null}
            {reset.isError ? <Alert severity="error">{reset.error.message}</Alert> : null}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
