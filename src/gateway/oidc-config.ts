/**
 * OpenID Connect settings. Roles come from a claim (its value, or one of its values, names a role)
 * and/or from e-mail allow-lists per role (`@example.com` admits a whole domain); the highest role
 * found wins, and a person with none is not let in.
 */
import type { Role } from '../api/operations';
import { ConfigError, flag, httpUrl, type Env } from './env';

export interface OidcConfig {
  issuer: URL;
  clientId: string;
  clientSecret?: string;
  /** The button's label: "Sign in with <name>". */
  name: string;
  scopes: string;
  roleClaim?: string;
  emails: Readonly<Record<Role, readonly string[]>>;
  /**
   * WFC_OIDC_EMAILS_VERIFIED_BY_PROVIDER=true: a missing `email_verified` claim counts as verified
   * (for a provider whose addresses are verified by construction). Off by default.
   */
  trustUnverifiedEmails?: boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function emailList(env: Env, name: string): string[] {
  const raw = env[name]?.trim() ?? '';
  const entries = raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => entry.toLowerCase());
  for (const entry of entries) {
    if (!/^[^@\s]*@[^@\s]+\.[^@\s]+$/.test(entry))
      throw new ConfigError(name, `"${entry}" is neither an e-mail address nor @domain`);
  }
  return entries;
}

export function readOidcConfig(env: Env, hasPublicUrl: boolean): OidcConfig | undefined {
  const rawIssuer = env.WFC_OIDC_ISSUER?.trim();
  if (!rawIssuer) return undefined;
  const issuer = httpUrl('WFC_OIDC_ISSUER', rawIssuer);
  // Plain http only for a provider on this machine (tests, local trials).
  if (issuer.protocol === 'http:' && !LOOPBACK_HOSTS.has(issuer.hostname))
    throw new ConfigError('WFC_OIDC_ISSUER', 'must be https (http only for localhost)');
  const clientId = env.WFC_OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new ConfigError('WFC_OIDC_CLIENT_ID', 'is required with WFC_OIDC_ISSUER');
  if (!hasPublicUrl)
    throw new ConfigError(
      'WFC_PUBLIC_URL',
      'is required with WFC_OIDC_ISSUER: the provider sends people back to <WFC_PUBLIC_URL>/auth/oidc/callback',
    );
  const emails = {
    viewer: emailList(env, 'WFC_OIDC_VIEWERS'),
    operator: emailList(env, 'WFC_OIDC_OPERATORS'),
    admin: emailList(env, 'WFC_OIDC_ADMINS'),
  };
  const roleClaim = env.WFC_OIDC_ROLE_CLAIM?.trim() || undefined;
  if (!roleClaim && Object.values(emails).every((list) => list.length === 0))
    throw new ConfigError(
      'WFC_OIDC_ROLE_CLAIM',
      'set a role claim or at least one of WFC_OIDC_ADMINS, WFC_OIDC_OPERATORS, WFC_OIDC_VIEWERS: otherwise nobody gets a role',
    );
  const secret = env.WFC_OIDC_CLIENT_SECRET?.trim();
  return {
    issuer,
    clientId,
    ...(secret ? { clientSecret: secret } : {}),
    name: env.WFC_OIDC_NAME?.trim() || issuer.host,
    scopes: env.WFC_OIDC_SCOPES?.trim() || 'openid email profile',
    ...(roleClaim ? { roleClaim } : {}),
    emails,
    ...(flag(env, 'WFC_OIDC_EMAILS_VERIFIED_BY_PROVIDER') ? { trustUnverifiedEmails: true } : {}),
  };
}
