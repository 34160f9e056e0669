/**
 * The Connection form (react-hook-form; checks in ./validate). The saved key belongs to the origin it
 * was entered for (./key-binding): moving the base URL elsewhere takes it out of the form, and Test
 * connection and Save send nothing until a key is entered again. Test connection is a mutation, so
 * its busy state ends whatever happens.
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Connection } from '@/config/connection';
import type { RuntimeConfig } from '@/config/runtime-config';
import { FormTextField } from '@/components/form/form-text-field';
import { formResolver } from '@/lib/form/resolver';
import { AdminViewField, ApiKeyField, ModeField, RememberKeyField } from './connection-fields';
import { ConnectionTestResult } from './connection-test-result';
import { keyAfterBaseUrlChange, keyBindingOf, keyNeededFor } from './key-binding';
import { runConnectionTest, testPlan } from './test-connection';
import {
  describeKey,
  connectionSchema,
  type ConnectionCheckContext,
  type ConnectionFormValues,
} from './validate';

interface ConnectionFormProps {
  current: Connection;
  runtime: RuntimeConfig;
  onSave: (values: ConnectionFormValues) => void;
  onReset: () => void;
}

const resolver = formResolver<ConnectionFormValues, ConnectionCheckContext>(connectionSchema);

const trimmed = (values: ConnectionFormValues): ConnectionFormValues => ({
  ...values,
  baseUrl: values.baseUrl.trim(),
  apiKey: values.apiKey.trim(),
  defaultUserKey: values.defaultUserKey.trim(),
});

export function ConnectionForm({ current, runtime, onSave, onReset }: ConnectionFormProps) {
  const pageOrigin = window.location.origin;
  const binding = useMemo(() => keyBindingOf(current, pageOrigin), [current, pageOrigin]);
  const { control, handleSubmit, trigger, getValues, setValue, subscribe } = useForm<
    ConnectionFormValues,
    ConnectionCheckContext
  >({
    defaultValues: current,
    resolver,
    context: { binding, pageOrigin },
    // Checked when saving or testing, as before; errors stay until the next check.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control });
  const keyWithdrawn = useRef(false);
  const test = useMutation({
    mutationFn: (tested: ConnectionFormValues) => runConnectionTest(current.mode, tested),
  });

  // A result describes the values it was found with: any edit takes it away.
  const { reset: forgetTest } = test;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') forgetTest();
        },
      }),
    [subscribe, forgetTest],
  );

  const onBaseUrlChange = (baseUrl: string) => {
    const field = { apiKey: getValues('apiKey'), withdrawn: keyWithdrawn.current };
    const next = keyAfterBaseUrlChange(binding, baseUrl, field, pageOrigin);
    keyWithdrawn.current = next.withdrawn;
    if (next.apiKey !== field.apiKey) setValue('apiKey', next.apiKey);
    forgetTest();
  };

  const runTest = async () => {
    if (await trigger()) test.mutate(trimmed(getValues()));
  };

  const live = values.mode === 'live';
  const plan = testPlan(current.mode, values.mode ?? current.mode);
  const keyNotice = keyNeededFor(
    binding,
    { mode: values.mode ?? 'demo', baseUrl: values.baseUrl ?? '', apiKey: values.apiKey ?? '' },
    pageOrigin,
  );

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          component="form"
          noValidate
          spacing={3}
          onSubmit={(event) => void handleSubmit((valid) => onSave(trimmed(valid)))(event)}
        >
          <ModeField control={control} />
          {live ? (
            <>
              <FormTextField
                control={control}
                name="baseUrl"
                label="Base URL"
                onValueChange={onBaseUrlChange}
                helperText={`Without /api/v1. For example https://workflows.example.com, http://localhost:4010 (the sandbox)${runtime.proxyPath ? `, or ${runtime.proxyPath} (this server's proxy to ${runtime.proxyTarget ?? 'the live service'}; no CORS needed)` : ''}.`}
                required
                slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
              />
              <ApiKeyField
                control={control}
                helperText={
                  keyNotice ??
                  describeKey(values.apiKey ?? '') ??
                  'Sent as Authorization: Bearer <key>, only to the base URL above.'
                }
              />
              <RememberKeyField control={control} />
            </>
          ) : null}
          <FormTextField
            control={control}
            name="defaultUserKey"
            label="Default user key"
            helperText="The user the console acts as unless you pick another in the top bar."
            required
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          />
          <AdminViewField control={control} />
          {test.data ? <ConnectionTestResult outcome={test.data} /> : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained">
              Save
            </Button>
            <Button
              variant="outlined"
              onClick={() => void runTest()}
              disabled={test.isPending || plan === 'demo-needs-reload'}
            >
              {test.isPending ? 'Testing…' : 'Test connection'}
            </Button>
            <Button onClick={onReset}>Forget this browser&apos;s settings</Button>
          </Stack>
          {plan === 'demo-needs-reload' ? (
            <Typography variant="caption" color="text.secondary">
              Save to switch to demo mode; the demo API starts with the page.
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
