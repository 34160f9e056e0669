import { describe, expect, it } from 'vitest';
import { checkSignIn, readSignInOptions, returnPath } from './sign-in-request';

describe('readSignInOptions', () => {
  it('reads what the gateway writes in config.json', () => {
    expect(readSignInOptions({ password: true, oidc: { name: 'Okta' } })).toEqual({
      password: true,
      oidc: 'Okta',
    });
    expect(readSignInOptions({ password: false, oidc: null })).toEqual({ password: false });
    expect(readSignInOptions(undefined)).toEqual({ password: true });
  });
});

describe('returnPath', () => {
  it('comes back to the page asked for, without the sign-in error', () => {
    expect(
      returnPath({ pathname: '/workflows/1', search: '?tab=2&sign_in_error=no_role', hash: '#x' }),
    ).toBe('/workflows/1?tab=2#x');
    expect(returnPath({ pathname: '/', search: '?sign_in_error=oidc_failed', hash: '' })).toBe('/');
  });

  it('never leaves the origin: the page shown at //evil.example/x returns to /', () => {
    expect(returnPath({ pathname: '//evil.example/x', search: '', hash: '' })).toBe('/');
    expect(returnPath({ pathname: '/..//evil.example/x', search: '?a=1', hash: '' })).toBe('/');
  });
});

describe('checkSignIn', () => {
  it('asks for both fields before anything is sent', () => {
    expect(checkSignIn({ username: ' ', password: '' })).toEqual({
      username: 'Enter your user name.',
      password: 'Enter your password.',
    });
    expect(checkSignIn({ username: 'operator', password: 'x' })).toEqual({
      username: undefined,
      password: undefined,
    });
  });
});
