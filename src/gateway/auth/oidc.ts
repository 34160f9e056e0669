/**
 * Signing in through the organisation's OpenID provider (openid-client 6): authorization code with
 * PKCE (S256), state and nonce, kept in the encrypted session cookie between `/auth/oidc/start` and
 * `/auth/oidc/callback` (so any instance can finish what another started). The provider's metadata is
 * discovered on first use and again after a failure, so the gateway starts even while it is down.
 */
import * as client from 'openid-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditLog } from '../audit';
import type { GatewayConfig } from '../config';
import type { OidcConfig } from '../oidc-config';
import { sameOriginPath } from '../../utils/return-path';
import { displayName, roleFromClaims } from './oidc-roles';
import type { Sessions } from './session';

/** How long a started sign-in may take at the provider. */
const PENDING_SECONDS = 600;

export interface OidcDeps {
  config: GatewayConfig;
  oidc: OidcConfig;
  sessions: Sessions;
  audit: AuditLog;
}

function discover(oidc: OidcConfig): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | undefined;
  return () => {
    pending ??= (async () => {
      const insecure = oidc.issuer.protocol === 'http:';
      // Plain http is allowed only for a provider on this machine (checked in oidc-config.ts).
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      const allowHttp: (settings: client.Configuration) => void = client.allowInsecureRequests;
      const found = await client.discovery(oidc.issuer, oidc.clientId, undefined, undefined, {
        ...(insecure ? { execute: [allowHttp] } : {}),
        timeout: 10,
      });
      const methods = found.serverMetadata().token_endpoint_auth_methods_supported ?? [
        'client_secret_basic',
      ];
      // A client with a secret authenticates the way the provider prefers (basic first); without one
      // it is a public client and PKCE alone protects the code.
      const auth = !oidc.clientSecret
        ? client.None()
        : methods.includes('client_secret_basic')
          ? client.ClientSecretBasic(oidc.clientSecret)
          : client.ClientSecretPost(oidc.clientSecret);
      const settings = new client.Configuration(
        found.serverMetadata(),
        oidc.clientId,
        oidc.clientSecret,
        auth,
      );
      if (insecure) allowHttp(settings);
      return settings;
    })();
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  };
}

const now = () => Math.floor(Date.now() / 1000);

export function registerOidcRoutes(app: FastifyInstance, deps: OidcDeps): void {
  const { config, oidc, sessions, audit } = deps;
  const configuration = discover(oidc);
  const redirectUri = new URL('/auth/oidc/callback', config.publicUrl).href;

  const record = (
    request: FastifyRequest,
    event: 'sign_in' | 'sign_in_failed',
    user: string | null,
    role: 'viewer' | 'operator' | 'admin' | null,
    status: number,
    reason?: string,
  ) =>
    audit.write({
      event,
      user,
      role,
      method: 'GET',
      path: '/auth/oidc/callback',
      status,
      request_id: request.id,
      client: request.ip,
      via: 'oidc',
      ...(reason ? { reason } : {}),
    });

  app.get('/auth/oidc/start', async (request, reply) => {
    let settings: client.Configuration;
    try {
      settings = await configuration();
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID provider discovery failed');
      return reply
        .code(502)
        .header('cache-control', 'no-store')
        .send({
          error: {
            code: 'oidc_unavailable',
            message: `${oidc.name} cannot be reached right now; try again, or sign in with a password.`,
          },
        });
    }
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const query = request.query as Record<string, unknown>;
    request.session.set('oidc', {
      state,
      nonce,
      verifier,
      returnTo: sameOriginPath(query.return_to),
      started: now(),
    });
    const target = client.buildAuthorizationUrl(settings, {
      redirect_uri: redirectUri,
      scope: oidc.scopes,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return reply.header('cache-control', 'no-store').redirect(target.href, 302);
  });

  app.get('/auth/oidc/callback', async (request, reply) => {
    const back = (error: string) =>
      reply.header('cache-control', 'no-store').redirect(`/?sign_in_error=${error}`, 303);
    const pending = request.session.get('oidc');
    if (!pending || now() - pending.started > PENDING_SECONDS) {
      record(
        request,
        'sign_in_failed',
        null,
        null,
        303,
        'no sign-in was started here, or it took too long',
      );
      return back('oidc_expired');
    }
    request.session.set('oidc', undefined);
    let claims: Record<string, unknown>;
    try {
      const settings = await configuration();
      // The URL the provider sent the browser to, as the public sees it (behind a proxy too).
      const current = new URL(request.raw.url ?? '/', config.publicUrl);
      const tokens = await client.authorizationCodeGrant(settings, current, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = { ...(tokens.claims() ?? {}) };
      const needsMore =
        claims.email === undefined ||
        (oidc.roleClaim && claims[oidc.roleClaim.split('.')[0] ?? ''] === undefined);
      if (
        needsMore &&
        settings.serverMetadata().userinfo_endpoint &&
        typeof claims.sub === 'string'
      ) {
        const info = await client.fetchUserInfo(settings, tokens.access_token, claims.sub);
        claims = { ...info, ...claims };
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 200) : 'unknown error';
      request.log.warn({ err: error }, 'OpenID sign-in failed');
      record(request, 'sign_in_failed', null, null, 303, reason);
      return back('oidc_failed');
    }
    const role = roleFromClaims(claims, oidc);
    const user = displayName(claims);
    if (!role) {
      record(request, 'sign_in_failed', user, null, 303, 'no role for this person');
      return back('no_role');
    }
    const session = sessions.signIn(request, { user, role, via: 'oidc' });
    record(request, 'sign_in', session.user, session.role, 303);
    return reply.header('cache-control', 'no-store').redirect(pending.returnTo, 303);
  });
}
