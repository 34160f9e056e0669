import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import { formResolver } from '@/lib/form/resolver';
import { DocumentTitle } from '@/components/document-title';
import { getRuntimeConfig } from '@/config/connection';
import {
  readSignInOptions,
  returnPath,
  signInSchema,
  SIGN_IN_ERRORS,
  signInWithPassword,
  type SignInValues,
} from './sign-in-request';

/**
 * The gateway's sign-in page, shown at whatever URL was asked for (it comes back there): a user name
 * and password form for the users file, and "Sign in with <provider>" when OpenID Connect is set up.
 * It asks for no key: the gateway holds it.
 */
export function SignInPage() {
  const options = readSignInOptions(getRuntimeConfig().signIn);
  const returnTo = returnPath(window.location);
  const [error, setError] = useState<string | undefined>(() => {
    const code = new URLSearchParams(window.location.search).get('sign_in_error');
    return code
      ? (SIGN_IN_ERRORS.get(code) ?? 'Signing in did not complete. Try again.')
      : undefined;
  });
  const { control, handleSubmit, formState } = useForm<SignInValues>({
    defaultValues: { username: '', password: '' },
    resolver: formResolver(signInSchema),
  });
  const busy = formState.isSubmitting;

  // Without JavaScript the form posts to /auth/login itself (method and action below).
  const submit = handleSubmit(async ({ username, password }) => {
    const result = await signInWithPassword(username, password, returnTo);
    if (result.ok) window.location.assign(returnTo);
    else setError(result.message);
  });

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <DocumentTitle title="Sign in" />
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              Sign in to Workflow Console
            </Typography>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            {options.oidc ? (
              <Button
                variant="contained"
                href={`/auth/oidc/start?return_to=${encodeURIComponent(returnTo)}`}
                startIcon={<LoginOutlined />}
              >
                Sign in with {options.oidc}
              </Button>
            ) : null}
            {options.oidc && options.password ? <Divider>or with a password</Divider> : null}
            {options.password ? (
              <Stack
                component="form"
                spacing={2}
                method="post"
                action="/auth/login"
                onSubmit={(event) => void submit(event)}
                noValidate
              >
                <input type="hidden" name="return_to" value={returnTo} />
                <FormTextField
                  control={control}
                  label="User name"
                  name="username"
                  autoComplete="username"
                  required
                />
                <FormTextField
                  control={control}
                  label="Password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                />
                <Button
                  type="submit"
                  variant={options.oidc ? 'outlined' : 'contained'}
                  aria-disabled={busy}
                >
                  {busy ? 'Signing in…' : 'Sign in'}
                </Button>
              </Stack>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
