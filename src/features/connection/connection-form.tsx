import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { clientSettingsFor } from '@/api/current';
import type { Connection } from '@/config/connection';
import type { RuntimeConfig } from '@/config/runtime-config';
import { testConnection, type ConnectionTestResult } from './test-connection';
import {
  describeKey,
  validateConnection,
  type ConnectionFormErrors,
  type ConnectionFormValues,
} from './validate';

interface ConnectionFormProps {
  current: Connection;
  runtime: RuntimeConfig;
  onSave: (values: ConnectionFormValues) => void;
  onReset: () => void;
}

function TestResult({ result }: { result: ConnectionTestResult }) {
  if (result.ok) {
    return (
      <Alert severity="success" role="status">
        Connected: {result.status} in {result.latencyMs} ms
        {result.requestId ? ` · request id ${result.requestId}` : ''}.
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="status">
      {result.status === 0 ? 'No answer' : `Answered ${result.status}`} after {result.latencyMs} ms:{' '}
      {result.message}
      {result.requestId ? ` · request id ${result.requestId}` : ''}
    </Alert>
  );
}

export function ConnectionForm({ current, runtime, onSave, onReset }: ConnectionFormProps) {
  const [values, setValues] = useState<ConnectionFormValues>(current);
  const [errors, setErrors] = useState<ConnectionFormErrors>({});
  const [showKey, setShowKey] = useState(false);
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<ConnectionTestResult>();
  const set = <K extends keyof ConnectionFormValues>(key: K, value: ConnectionFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setResult(undefined);
  };
  const live = values.mode === 'live';
  const canTest = live || current.mode === 'demo';

  const runTest = async () => {
    const found = validateConnection(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setTesting(true);
    setResult(
      await testConnection(
        clientSettingsFor({ ...values, apiKey: values.apiKey.trim() }),
        values.defaultUserKey.trim(),
      ),
    );
    setTesting(false);
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          component="form"
          noValidate
          spacing={3}
          onSubmit={(event) => {
            event.preventDefault();
            const found = validateConnection(values);
            setErrors(found);
            if (Object.keys(found).length === 0) {
              onSave({
                ...values,
                baseUrl: values.baseUrl.trim(),
                apiKey: values.apiKey.trim(),
                defaultUserKey: values.defaultUserKey.trim(),
              });
            }
          }}
        >
          <FormControl>
            <FormLabel id="mode-label">Mode</FormLabel>
            <RadioGroup
              row
              aria-labelledby="mode-label"
              value={values.mode}
              onChange={(event) => set('mode', event.target.value === 'live' ? 'live' : 'demo')}
            >
              <FormControlLabel
                value="demo"
                control={<Radio />}
                label="Demo (the demo API in this browser)"
              />
              <FormControlLabel value="live" control={<Radio />} label="Live service" />
            </RadioGroup>
          </FormControl>
          {live ? (
            <>
              <TextField
                label="Base URL"
                value={values.baseUrl}
                onChange={(event) => set('baseUrl', event.target.value)}
                error={Boolean(errors.baseUrl)}
                helperText={
                  errors.baseUrl ??
                  `Without /api/v1. For example https://workflows.example.com, http://localhost:4010 (the sandbox)${runtime.proxyPath ? `, or ${runtime.proxyPath} (this server's proxy to ${runtime.proxyTarget ?? 'the live service'}; no CORS needed)` : ''}.`
                }
                required
                slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
              />
              <TextField
                label="Secret key"
                type={showKey ? 'text' : 'password'}
                value={values.apiKey}
                onChange={(event) => set('apiKey', event.target.value)}
                error={Boolean(errors.apiKey)}
                helperText={
                  errors.apiKey ??
                  describeKey(values.apiKey) ??
                  'Sent as Authorization: Bearer <key>, only to the base URL above.'
                }
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
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.rememberKey}
                    onChange={(event) => set('rememberKey', event.target.checked)}
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
                      Otherwise it is kept for this browser tab only (session storage) and forgotten
                      when the tab closes.
                    </Typography>
                  </span>
                }
              />
            </>
          ) : null}
          <TextField
            label="Default user key"
            value={values.defaultUserKey}
            onChange={(event) => set('defaultUserKey', event.target.value)}
            error={Boolean(errors.defaultUserKey)}
            helperText={
              errors.defaultUserKey ??
              'The user the console acts as unless you pick another in the top bar.'
            }
            required
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.adminView}
                onChange={(event) => set('adminView', event.target.checked)}
              />
            }
            label="Admin view (show admin-only fields and filters: groups, templates, managed by)"
          />
          {result ? <TestResult result={result} /> : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained">
              Save
            </Button>
            <Button
              variant="outlined"
              onClick={() => void runTest()}
              disabled={testing || !canTest}
            >
              {testing ? 'Testing…' : 'Test connection'}
            </Button>
            <Button onClick={onReset}>Forget this browser&apos;s settings</Button>
          </Stack>
          {!canTest ? (
            <Typography variant="caption" color="text.secondary">
              Save to switch to demo mode; the demo API starts with the page.
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
