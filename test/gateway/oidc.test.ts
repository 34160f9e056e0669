/**
 * Signing in with OpenID Connect against a real provider started here: authorization code with PKCE,
 * roles from the `roles` claim and from e-mail allow-lists, and refusals that say why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  PEOPLE,
  signInWithProvider,
  startProvider,
  type TestProvider,
} from './oidc-provider';
import { Browser, startStack, type Stack } from './support';

let provider: TestProvider;
let stack: Stack;

beforeAll(async () => {
  provider = await startProvider();
  stack = await startStack({
    env: {
      WFC_OIDC_ISSUER: provider.issuer,
      WFC_OIDC_CLIENT_ID: CLIENT_ID,
      WFC_OIDC_CLIENT_SECRET: CLIENT_SECRET,
      WFC_OIDC_NAME: 'Test Provider',
      WFC_OIDC_ROLE_CLAIM: 'roles',
      WFC_OIDC_VIEWERS: '@partner.example',
      WFC_OIDC_ADMINS: 'mal@example.com @unverified.example',
    },
  });
});

afterAll(async () => {
  await stack.close();
  await provider.close();
});

describe('OpenID Connect sign-in', () => {
  it('offers the provider in config.json', async () => {
    const config = await new Browser(stack).request('GET', '/config.json');
    expect(config.json()).toMatchObject({
      mode: 'gateway',
      sign_in: { password: true, oidc: { name: 'Test Provider' } },
    });
  });

  it('starts with PKCE (S256), state and nonce', async () => {
    const answer = await new Browser(stack).request('GET', '/auth/oidc/start');
    expect(answer.status).toBe(302);
    const target = new URL(answer.headers.get('location') ?? '');
    expect(target.origin).toBe(provider.issuer);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
    expect(target.searchParams.get('redirect_uri')).toBe('http://console.test/auth/oidc/callback');
  });

  it('signs an admin in from the roles claim and goes back to where they were', async () => {
    const browser = new Browser(stack);
    const answer = await signInWithProvider(browser, provider.issuer, 'ada', '/installed-apps');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/installed-apps');
    const me = await browser.request('GET', '/auth/me');
    expect(me.json()).toMatchObject({ user: 'ada@example.com', role: 'admin', via: 'oidc' });
    expect(stack.audit.at(-1)).toMatchObject({
      event: 'sign_in',
      user: 'ada@example.com',
      role: 'admin',
      via: 'oidc',
    });
    await browser.refreshCsrf();
    const regroup = await browser.json('PUT', '/api/v1/installed_apps/slack', { groups: ['ops'] });
    expect(regroup.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('gives the highest role the claim names, and a viewer role from the e-mail domain list', async () => {
    const operator = new Browser(stack);
    await signInWithProvider(operator, provider.issuer, 'olu');
    expect((await operator.request('GET', '/auth/me')).json()).toMatchObject({ role: 'operator' });
    const viewer = new Browser(stack);
    await signInWithProvider(viewer, provider.issuer, 'vic');
    expect((await viewer.request('GET', '/auth/me')).json()).toMatchObject({
      user: 'vic@partner.example',
      role: 'viewer',
    });
  });

  it('lets nobody in without a role, and says so on the sign-in page', async () => {
    const browser = new Browser(stack);
    const answer = await signInWithProvider(browser, provider.issuer, 'liz');
    expect(answer.headers.get('location')).toBe('/?sign_in_error=no_role');
    expect((await browser.request('GET', '/auth/me')).status).toBe(401);
    expect(stack.audit.at(-1)).toMatchObject({
      event: 'sign_in_failed',
      user: 'liz@example.com',
      reason: 'no role for this person',
    });
  });

  it('counts an allow-listed address only when email_verified is the boolean true', async () => {
    // nia: no claim; sam: "true"; fay: "false"; bea: false; mal: false, and an empty roles claim.
    for (const login of ['nia', 'sam', 'fay', 'bea', 'mal']) {
      const browser = new Browser(stack);
      const answer = await signInWithProvider(browser, provider.issuer, login);
      expect(answer.headers.get('location'), login).toBe('/?sign_in_error=no_role');
      expect((await browser.request('GET', '/auth/me')).status, login).toBe(401);
    }
    const tom = new Browser(stack);
    await signInWithProvider(tom, provider.issuer, 'tom');
    expect((await tom.request('GET', '/auth/me')).json()).toMatchObject({
      user: 'tom@unverified.example',
      role: 'admin',
    });
  });

  it('refuses a callback nobody started here (a forged or replayed code)', async () => {
    const answer = await new Browser(stack).request(
      'GET',
      '/auth/oidc/callback?code=stolen&state=guess',
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/?sign_in_error=oidc_expired');
  });

  it('refuses a callback whose state does not match the one this browser started', async () => {
    const browser = new Browser(stack);
    await browser.request('GET', '/auth/oidc/start');
    const answer = await browser.request('GET', '/auth/oidc/callback?code=abc&state=not-the-state');
    expect(answer.headers.get('location')).toBe('/?sign_in_error=oidc_failed');
    expect((await browser.request('GET', '/auth/me')).status).toBe(401);
  });
});

describe('OpenID Connect with WFC_OIDC_EMAILS_VERIFIED_BY_PROVIDER=true', () => {
  let trusting: Stack;
  beforeAll(async () => {
    trusting = await startStack({
      env: {
        WFC_OIDC_ISSUER: provider.issuer,
        WFC_OIDC_CLIENT_ID: CLIENT_ID,
        WFC_OIDC_CLIENT_SECRET: CLIENT_SECRET,
        WFC_OIDC_ADMINS: '@unverified.example',
        WFC_OIDC_EMAILS_VERIFIED_BY_PROVIDER: 'true',
      },
    });
  });
  afterAll(() => trusting.close());

  it('counts an address without the claim, and still refuses any claim but true', async () => {
    const nia = new Browser(trusting);
    await signInWithProvider(nia, provider.issuer, 'nia');
    expect((await nia.request('GET', '/auth/me')).json()).toMatchObject({
      user: 'nia@unverified.example',
      role: 'admin',
    });
    for (const login of ['sam', 'fay', 'bea']) {
      const browser = new Browser(trusting);
      const answer = await signInWithProvider(browser, provider.issuer, login);
      expect(answer.headers.get('location'), login).toBe('/?sign_in_error=no_role');
    }
  });

  it('ends a person’s sessions of their old role when they sign in with a new one', async () => {
    // liz has no role of her own: given one she signs in, given another she signs in again.
    const roles = PEOPLE.liz?.roles;
    try {
      if (PEOPLE.liz) PEOPLE.liz.roles = ['operator'];
      const first = new Browser(stack);
      await signInWithProvider(first, provider.issuer, 'liz');
      expect((await first.request('GET', '/auth/me')).json()).toMatchObject({ role: 'operator' });
      if (PEOPLE.liz) PEOPLE.liz.roles = ['viewer'];
      const second = new Browser(stack);
      await signInWithProvider(second, provider.issuer, 'liz');
      expect((await second.request('GET', '/auth/me')).json()).toMatchObject({ role: 'viewer' });
      expect((await first.request('GET', '/auth/me')).status).toBe(401);
    } finally {
      if (PEOPLE.liz && roles) PEOPLE.liz.roles = roles;
    }
  });
});
