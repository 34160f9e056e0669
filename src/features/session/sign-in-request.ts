import { sameOriginPath } from '@/utils/return-path';

/**
 * Signing in with a password from the sign-in page: `POST /auth/login` as JSON. The gateway answers a
 * redirect (303) with the session cookie; fetch sees it as an opaque redirect, so any redirect means
 * success. Otherwise its message is shown.
 */
import * as v from 'valibot';
import { filledIn, messagesOf, type FormSchema } from '@/lib/form/resolver';
import { isPlainObject, trimmedText } from '@/utils/guards';

export type SignInResult = { ok: true } | { ok: false; message: string };

export async function signInWithPassword(
  username: string,
  password: string,
  returnTo: string,
): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password, return_to: returnTo }),
      credentials: 'same-origin',
      redirect: 'manual',
    });
  } catch {
    return {
      ok: false,
      message: 'The console’s server could not be reached. Check the connection and try again.',
    };
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400))
    return { ok: true };
  const body: unknown = await response.json().catch(() => undefined);
  const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return {
    ok: false,
    message: typeof message === 'string' ? message : `Signing in failed (${response.status}).`,
  };
}

export interface SignInOptions {
  password: boolean;
  /** The OpenID provider's name, for "Sign in with <name>", when there is one. */
  oidc?: string;
}

/** config.json's `sign_in` (written by the gateway): `{password, oidc: {name} | null}`. */
export function readSignInOptions(value: unknown): SignInOptions {
  const record = isPlainObject(value) ? value : {};
  const name = isPlainObject(record.oidc) ? trimmedText(record.oidc.name) : undefined;
  return { password: record.password !== false, ...(name ? { oidc: name } : {}) };
}

/** Messages for `?sign_in_error=` (the OpenID callback sends people back with one). */
export interface SignInValues {
  username: string;
  password: string;
}

/** Both fields are needed before anything is sent (the gateway says whether they are right). */
export const signInSchema: FormSchema<SignInValues> = v.object({
  username: filledIn('Enter your user name.'),
  password: v.pipe(v.string(), v.nonEmpty('Enter your password.')),
});

export const checkSignIn = (values: SignInValues) => messagesOf(signInSchema, values);

/** By the gateway's `sign_in_error` code (a Map: the code comes from the URL, so anyone can write it). */
export const SIGN_IN_ERRORS = new Map([
  [
    'no_role',
    'You signed in with your organisation, but you have no role in this console. Ask an admin to give you one.',
  ],
  ['oidc_failed', 'Signing in with your organisation did not complete. Try again.'],
  ['oidc_expired', 'That sign-in took too long or was not started here. Try again.'],
]);

/**
 * Where to go after signing in: this page, without the error parameter, as the gateway's rule allows
 * (`//evil.example/x` is this origin's address, but navigating to it leaves the origin: it is `/`).
 */
export function returnPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const params = new URLSearchParams(location.search);
  params.delete('sign_in_error');
  const search = params.toString();
  return sameOriginPath(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
}
