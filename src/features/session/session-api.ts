/**
 * Reading and ending the session in gateway mode: `GET /auth/me` at start (and again when the API
 * says the session ended), `POST /auth/logout` to sign out. The browser holds a session cookie
 * (HttpOnly, not readable here) and the record `/auth/me` gives, never a key.
 */
import { isRole } from '@/api/operations';
import { connectionStore } from '@/config/connection';
import { sessionStore, type Session } from '@/config/session-store';

export function parseSession(value: unknown): Session | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { user, role, via, csrf_token: csrfToken } = value as Record<string, unknown>;
  if (typeof user !== 'string' || !isRole(role) || typeof csrfToken !== 'string') return undefined;
  return { user, role, via: via === 'oidc' ? 'oidc' : 'password', csrfToken };
}

/** The session, or undefined when nobody is signed in; throws when the gateway cannot be asked. */
export async function loadSession(): Promise<Session | undefined> {
  const response = await fetch('/auth/me', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (response.status === 401) return undefined;
  if (!response.ok) throw new Error(`The gateway answered ${response.status} to GET /auth/me.`);
  return parseSession(await response.json());
}

/**
 * Loads the session into the store. A non-admin never sees the admin view (the gateway refuses its
 * inputs anyway), so it is switched off for them.
 */
export async function refreshSession(): Promise<Session | undefined> {
  const session = await loadSession();
  sessionStore.set(session);
  const connection = connectionStore.get();
  if (session && session.role !== 'admin' && connection.adminView)
    connectionStore.set({ ...connection, adminView: false });
  return session;
}

/** Ends the session on the gateway, then starts the console afresh (at the sign-in page). */
export async function signOut(): Promise<void> {
  await fetch('/auth/logout', {
    method: 'POST',
    credentials: 'same-origin',
    redirect: 'manual',
  }).catch(() => undefined);
  sessionStore.set(undefined);
  window.location.assign('/');
}
