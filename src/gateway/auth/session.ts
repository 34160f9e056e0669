/**
 * Sessions live in an encrypted cookie (@fastify/secure-session): the gateway keeps no session state,
 * so any instance behind a load balancer can serve any request, as long as they share
 * WFC_SESSION_SECRET. The cookie is HttpOnly, SameSite=Lax (the OpenID provider's redirect back must
 * carry it), Secure behind https, and a browser-session cookie; the gateway enforces an idle and an
 * absolute lifetime itself, from times inside the encrypted payload.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import secureSession from '@fastify/secure-session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRole, type Role } from '../../api/operations';
import type { GatewayConfig } from '../config';
import type { UsersFile } from './users-file';

export interface SignedIn {
  user: string;
  role: Role;
  via: 'password' | 'oidc';
  /** The token the console echoes in `X-CSRF-Token` on writes. */
  csrf: string;
  /** Seconds since the epoch. */
  created: number;
  seen: number;
}

export interface OidcPending {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  started: number;
}

declare module '@fastify/secure-session' {
  interface SessionData {
    auth: SignedIn;
    oidc: OidcPending;
  }
}

/** How often a session's "last seen" time is renewed (each renewal re-sends the cookie). */
const TOUCH_SECONDS = 60;

export const sessionCookieName = (config: GatewayConfig) =>
  config.secure ? '__Host-wfc_session' : 'wfc_session';

export async function registerSessions(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  const key = Buffer.from(
    hkdfSync('sha256', config.sessionSecret, 'workflow-console-gateway', 'session cookie', 32),
  );
  await app.register(secureSession, {
    key,
    cookieName: sessionCookieName(config),
    // The payload's own expiry: a little past the idle lifetime, which the gateway checks exactly.
    expiry: config.sessionIdleSeconds + TOUCH_SECONDS,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secure },
  });
}

const now = () => Math.floor(Date.now() / 1000);

function readSignedIn(value: unknown): SignedIn | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const { user, role, via, csrf, created, seen } = record;
  if (
    typeof user !== 'string' ||
    !isRole(role) ||
    (via !== 'password' && via !== 'oidc') ||
    typeof csrf !== 'string' ||
    typeof created !== 'number' ||
    typeof seen !== 'number'
  )
    return undefined;
  return { user, role, via, csrf, created, seen };
}

export interface Sessions {
  /** The signed-in person, or undefined (expired sessions are cleared here). */
  current: (request: FastifyRequest) => SignedIn | undefined;
  signIn: (
    request: FastifyRequest,
    who: { user: string; role: Role; via: SignedIn['via'] },
  ) => SignedIn;
  signOut: (request: FastifyRequest) => void;
  /** When the session ends if nothing happens, and at the latest (seconds since the epoch). */
  endsAt: (session: SignedIn) => { idle: number; absolute: number };
}

export function createSessions(config: GatewayConfig, users: UsersFile | undefined): Sessions {
  const endsAt = (session: SignedIn) => ({
    idle: session.seen + config.sessionIdleSeconds,
    absolute: session.created + config.sessionMaxSeconds,
  });
  return {
    current(request) {
      const session = readSignedIn(request.session.get('auth'));
      if (!session) return undefined;
      const t = now();
      const ends = endsAt(session);
      let role = session.role;
      if (session.via === 'password') {
        // The file decides: a removed user is signed out, a changed role applies at once.
        const entry = users?.lookup(session.user);
        if (!entry) {
          request.session.delete();
          return undefined;
        }
        role = entry.role;
      }
      if (t >= ends.idle || t >= ends.absolute) {
        request.session.delete();
        return undefined;
      }
      if (t - session.seen >= TOUCH_SECONDS || role !== session.role) {
        const renewed = { ...session, role, seen: t };
        request.session.set('auth', renewed);
        return renewed;
      }
      return session;
    },
    signIn(request, who) {
      const t = now();
      const session: SignedIn = {
        ...who,
        csrf: randomBytes(32).toString('base64url'),
        created: t,
        seen: t,
      };
      // A fresh session: nothing from before signing in (such as a pending OIDC login) carries over.
      request.session.regenerate();
      request.session.set('auth', session);
      return session;
    },
    signOut(request) {
      request.session.delete();
    },
    endsAt,
  };
}
