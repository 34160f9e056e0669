/**
 * Which role an OpenID Connect sign-in gets: the role claim (a dotted path such as
 * `realm_access.roles`; a string or a list of strings, each compared to viewer/operator/admin) and the
 * per-role e-mail allow-lists (a verified address, or its `@domain`). The highest role found wins.
 *
 * An address counts only when the provider vouches for it: `email_verified` is the boolean `true`.
 * A missing claim, the strings "true" and "false", or anything else proves nothing, since some
 * providers omit the claim or let people edit their address. `trustUnverifiedEmails`
 * (WFC_OIDC_EMAILS_VERIFIED_BY_PROVIDER) is the named opt-out for a provider whose addresses are
 * verified by construction and which never sends the claim: then a missing claim counts too, while
 * any claim present still has to be `true`.
 */
import { isRole, ROLES, type Role } from '../../api/operations';
import type { OidcConfig } from '../oidc-config';
import { trimmedText } from '../../utils/guards';

function claimAt(claims: Record<string, unknown>, path: string): unknown {
  let value: unknown = claims;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export function rolesFromClaim(claims: Record<string, unknown>, claim: string | undefined): Role[] {
  if (!claim) return [];
  const value = claimAt(claims, claim);
  const values = Array.isArray(value) ? value : [value];
  return values
    .map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : undefined))
    .filter(isRole);
}

export function emailIsVerified(
  claims: Record<string, unknown>,
  trustUnverifiedEmails = false,
): boolean {
  if (claims.email_verified === true) return true;
  return trustUnverifiedEmails && !('email_verified' in claims);
}

export function rolesFromEmail(
  claims: Record<string, unknown>,
  oidc: Pick<OidcConfig, 'emails' | 'trustUnverifiedEmails'>,
): Role[] {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (email === '' || !emailIsVerified(claims, oidc.trustUnverifiedEmails)) return [];
  const { emails } = oidc;
  const domain = email.slice(email.lastIndexOf('@'));
  return ROLES.filter((role) => emails[role].some((entry) => entry === email || entry === domain));
}

export function roleFromClaims(
  claims: Record<string, unknown>,
  oidc: Pick<OidcConfig, 'roleClaim' | 'emails' | 'trustUnverifiedEmails'>,
): Role | undefined {
  const found = new Set([
    ...rolesFromClaim(claims, oidc.roleClaim),
    ...rolesFromEmail(claims, oidc),
  ]);
  return [...ROLES].reverse().find((role) => found.has(role));
}

/** The name shown and audited: the e-mail address, else the preferred user name, else the subject. */
export function displayName(claims: Record<string, unknown>): string {
  for (const key of ['email', 'preferred_username', 'sub']) {
    const value = trimmedText(claims[key]);
    if (value !== undefined) return value;
  }
  return 'unknown';
}
