/**
 * End users' embed tokens: JWTs a host product's backend signs with WFC_EMBED_SECRET (HS256 only),
 * `aud` "workflow-console-embed", `sub` the end user's key, `iat` and `exp` at most an hour apart,
 * optionally `workflows` (the ids the user may open), and `iss` equal to WFC_EMBED_ISSUER when that
 * is set. Verified with jose; every refusal is a status, a code and a sentence the host's developers
 * can act on. The token itself is never logged.
 */
import { errors, jwtVerify, type JWTPayload } from 'jose';

export const EMBED_AUDIENCE = 'workflow-console-embed';
export const MAX_TOKEN_LIFETIME_SECONDS = 3600;
const MAX_SUBJECT_LENGTH = 255;

export interface TokenRefusal {
  ok: false;
  status: 401 | 403;
  code: 'token_missing' | 'token_invalid' | 'token_expired' | 'workflow_not_allowed';
  message: string;
}

/** A valid token refused for the workflow asked for: it still names its user (for the audit). */
export type WorkflowRefusal = TokenRefusal & { code: 'workflow_not_allowed'; userKey: string };

export type TokenCheck = { ok: true; userKey: string } | TokenRefusal | WorkflowRefusal;

export interface VerifyOptions {
  secret: Uint8Array;
  clockSkewSeconds: number;
  now: Date;
  /** When set, `iss` must be exactly this (WFC_EMBED_ISSUER). */
  issuer?: string;
}

const invalid = (message: string): TokenRefusal => ({
  ok: false,
  status: 401,
  code: 'token_invalid',
  message: `The embed token was refused: ${message}`,
});

/** The token of an `Authorization: Bearer …` header, if it holds one. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer[ ]+([A-Za-z0-9_.~+/=-]+)$/.exec(value?.trim() ?? '');
  return match?.[1];
}

function refusalOf(error: unknown): TokenRefusal {
  if (error instanceof errors.JWTExpired)
    return {
      ok: false,
      status: 401,
      code: 'token_expired',
      message: 'The embed token has expired: ask the host product for a new one.',
    };
  if (error instanceof errors.JOSEAlgNotAllowed) return invalid('it must be signed with HS256.');
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return invalid('its signature does not match (is it signed with WFC_EMBED_SECRET?).');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return invalid(`its audience (aud) must be "${EMBED_AUDIENCE}".`);
    if (error.claim === 'iat' && error.reason === 'check_failed')
      return invalid("it was issued in the future (iat); check the host's clock.");
    if (error.reason === 'missing') return invalid(`it has no "${error.claim}" claim.`);
    if (error.claim === 'iss')
      return invalid('its issuer (iss) is not the one this console expects (WFC_EMBED_ISSUER).');
    return invalid(`its "${error.claim}" claim is not valid.`);
  }
  return invalid('it is not a well-formed JWT.');
}

function readClaims(payload: JWTPayload, workflowId: string): TokenCheck {
  const { sub, iat, exp } = payload;
  if (
    typeof sub !== 'string' ||
    sub === '' ||
    sub.length > MAX_SUBJECT_LENGTH ||
    /\p{Cc}/u.test(sub)
  )
    return invalid(
      `its subject (sub) must be the end user's key, 1 to ${MAX_SUBJECT_LENGTH} characters.`,
    );
  if (typeof iat !== 'number' || typeof exp !== 'number') return invalid('it needs iat and exp.');
  if (exp - iat > MAX_TOKEN_LIFETIME_SECONDS)
    return invalid('it lives longer than one hour (exp - iat > 3600).');
  const allowed = payload.workflows;
  if (allowed !== undefined) {
    if (!Array.isArray(allowed) || !allowed.every((id) => typeof id === 'string'))
      return invalid('its "workflows" claim must be a list of workflow ids.');
    if (!allowed.includes(workflowId))
      return {
        ok: false,
        status: 403,
        code: 'workflow_not_allowed',
        userKey: sub,
        message: `This embed token does not open workflow ${workflowId}: its "workflows" claim lists ${allowed.length === 0 ? 'none' : 'others'}.`,
      };
  }
  return { ok: true, userKey: sub };
}

/** Checks a token for opening `workflowId`: signature, algorithm, audience, times, claims. */
export async function verifyEmbedToken(
  token: string | undefined,
  workflowId: string,
  options: VerifyOptions,
): Promise<TokenCheck> {
  if (!token)
    return {
      ok: false,
      status: 401,
      code: 'token_missing',
      message: 'Send the embed token as "Authorization: Bearer <token>".',
    };
  try {
    const { payload } = await jwtVerify(token, options.secret, {
      algorithms: ['HS256'],
      audience: EMBED_AUDIENCE,
      ...(options.issuer === undefined ? {} : { issuer: options.issuer }),
      requiredClaims: ['sub', 'iat', 'exp'],
      clockTolerance: options.clockSkewSeconds,
      // Makes jose refuse an `iat` in the future (beyond the skew); exp is checked below as well.
      maxTokenAge: MAX_TOKEN_LIFETIME_SECONDS,
      currentDate: options.now,
    });
    return readClaims(payload, workflowId);
  } catch (error) {
    return refusalOf(error);
  }
}
