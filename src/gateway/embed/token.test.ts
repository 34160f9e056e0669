import { SignJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearerToken, EMBED_AUDIENCE, verifyEmbedToken, type VerifyOptions } from './token';

const SECRET = new TextEncoder().encode('an-embed-secret-of-at-least-32-characters');
const OTHER_SECRET = new TextEncoder().encode('another-secret-of-at-least-32-characters!');
const NOW = new Date('2026-11-23T12:00:00Z');
const now = Math.floor(NOW.getTime() / 1000);
const WORKFLOW = '01a1816d-39b0-76ac-a62e-1587f4f76e04';
const options: VerifyOptions = { secret: SECRET, clockSkewSeconds: 30, now: NOW };

interface Claims extends JWTPayload {
  workflows?: unknown;
}

function sign(
  claims: Claims = {},
  { key = SECRET, alg = 'HS256' }: { key?: Uint8Array; alg?: string } = {},
): Promise<string> {
  return new SignJWT({
    sub: 'alice',
    aud: EMBED_AUDIENCE,
    iat: now - 60,
    exp: now + 600,
    ...claims,
  })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(key);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyEmbedToken', () => {
  it('accepts a token signed with the secret for its audience, and names the user', async () => {
    expect(await verifyEmbedToken(await sign(), WORKFLOW, options)).toEqual({
      ok: true,
      userKey: 'alice',
    });
    expect(
      await verifyEmbedToken(await sign({ workflows: [WORKFLOW, 'other'] }), WORKFLOW, options),
    ).toEqual({ ok: true, userKey: 'alice' });
  });

  it('refuses a bad signature', async () => {
    const token = await sign({}, { key: OTHER_SECRET });
    expect(await verifyEmbedToken(token, WORKFLOW, options)).toMatchObject({
      ok: false,
      status: 401,
      code: 'token_invalid',
      message: expect.stringContaining('signature does not match') as unknown,
    });
    // A token whose payload was changed after signing: the signature no longer matches.
    const [header, , signature] = (await sign()).split('.');
    const forged = `${header}.${base64url({ sub: 'bob', aud: EMBED_AUDIENCE, iat: now, exp: now + 60 })}.${signature}`;
    expect(await verifyEmbedToken(forged, WORKFLOW, options)).toMatchObject({
      code: 'token_invalid',
    });
  });

  it('accepts any issuer when WFC_EMBED_ISSUER is unset, and only that one when it is set', async () => {
    const anyIssuer = await sign({ iss: 'https://somebody-else.example' });
    expect(await verifyEmbedToken(anyIssuer, WORKFLOW, options)).toEqual({
      ok: true,
      userKey: 'alice',
    });
    const strict = { ...options, issuer: 'https://host.example' };
    expect(
      await verifyEmbedToken(await sign({ iss: 'https://host.example' }), WORKFLOW, strict),
    ).toEqual({ ok: true, userKey: 'alice' });
    expect(await verifyEmbedToken(anyIssuer, WORKFLOW, strict)).toEqual({
      ok: false,
      status: 401,
      code: 'token_invalid',
      message:
        'The embed token was refused: its issuer (iss) is not the one this console expects (WFC_EMBED_ISSUER).',
    });
    expect(await verifyEmbedToken(await sign(), WORKFLOW, strict)).toEqual({
      ok: false,
      status: 401,
      code: 'token_invalid',
      message: 'The embed token was refused: it has no "iss" claim.',
    });
  });

  it('refuses the wrong audience, or none', async () => {
    for (const aud of ['workflow-console', 'https://app.example.com', undefined]) {
      expect(await verifyEmbedToken(await sign({ aud }), WORKFLOW, options)).toMatchObject({
        status: 401,
        code: 'token_invalid',
        message: expect.stringMatching(/audience|"aud" claim/) as unknown,
      });
    }
  });

  it('says an expired token expired (so the loader asks for a new one), after a small skew', async () => {
    const expired = await sign({ iat: now - 700, exp: now - 31 });
    expect(await verifyEmbedToken(expired, WORKFLOW, options)).toEqual({
      ok: false,
      status: 401,
      code: 'token_expired',
      message: 'The embed token has expired: ask the host product for a new one.',
    });
    // Within the 30 s forgiven for clock differences, it still opens the form.
    const justExpired = await sign({ iat: now - 700, exp: now - 20 });
    expect(await verifyEmbedToken(justExpired, WORKFLOW, options)).toMatchObject({ ok: true });
  });

  it('refuses a token issued in the future, beyond the skew', async () => {
    const future = await sign({ iat: now + 120, exp: now + 600 });
    expect(await verifyEmbedToken(future, WORKFLOW, options)).toMatchObject({
      status: 401,
      code: 'token_invalid',
      message: expect.stringContaining('issued in the future') as unknown,
    });
    expect(
      await verifyEmbedToken(await sign({ iat: now + 10, exp: now + 600 }), WORKFLOW, options),
    ).toMatchObject({ ok: true });
  });

  it('refuses a token that lives longer than an hour, or lacks iat, exp or sub', async () => {
    expect(
      await verifyEmbedToken(await sign({ iat: now, exp: now + 3601 }), WORKFLOW, options),
    ).toMatchObject({
      code: 'token_invalid',
      message: expect.stringContaining('one hour') as unknown,
    });
    for (const missing of ['iat', 'exp', 'sub'] as const) {
      const token = await sign({ [missing]: undefined });
      expect(await verifyEmbedToken(token, WORKFLOW, options)).toMatchObject({
        code: 'token_invalid',
        message: expect.stringContaining(`"${missing}"`) as unknown,
      });
    }
    expect(await verifyEmbedToken(await sign({ sub: '' }), WORKFLOW, options)).toMatchObject({
      code: 'token_invalid',
    });
  });

  it('refuses a workflow the workflows claim does not list (403), and a malformed claim', async () => {
    expect(
      await verifyEmbedToken(await sign({ workflows: ['another-workflow'] }), WORKFLOW, options),
    ).toEqual({
      ok: false,
      status: 403,
      code: 'workflow_not_allowed',
      userKey: 'alice',
      message: `This embed token does not open workflow ${WORKFLOW}: its "workflows" claim lists others.`,
    });
    expect(await verifyEmbedToken(await sign({ workflows: [] }), WORKFLOW, options)).toMatchObject({
      status: 403,
      code: 'workflow_not_allowed',
    });
    expect(
      await verifyEmbedToken(await sign({ workflows: WORKFLOW }), WORKFLOW, options),
    ).toMatchObject({ status: 401, code: 'token_invalid' });
  });

  it('refuses alg "none" and every algorithm but HS256', async () => {
    const claims = { sub: 'alice', aud: EMBED_AUDIENCE, iat: now, exp: now + 600 };
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect(await verifyEmbedToken(unsigned, WORKFLOW, options)).toMatchObject({
      ok: false,
      status: 401,
      code: 'token_invalid',
    });
    const hs512 = await sign({}, { alg: 'HS512' });
    expect(await verifyEmbedToken(hs512, WORKFLOW, options)).toMatchObject({
      code: 'token_invalid',
      message: expect.stringContaining('HS256') as unknown,
    });
  });

  it('asks for a token when there is none, and refuses what is not a JWT', async () => {
    expect(await verifyEmbedToken(undefined, WORKFLOW, options)).toMatchObject({
      status: 401,
      code: 'token_missing',
    });
    expect(await verifyEmbedToken('not.a.jwt', WORKFLOW, options)).toMatchObject({
      status: 401,
      code: 'token_invalid',
    });
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header, nothing else', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken(['Bearer x.y.z'])).toBe('x.y.z');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
