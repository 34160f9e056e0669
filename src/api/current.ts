/** The client for the current connection (demo, live or gateway), rebuilt when it changes. */
import {
  connectionStore,
  effectiveBaseUrl,
  getRuntimeConfig,
  type Connection,
} from '@/config/connection';
import { sessionStore } from '@/config/session-store';
import type { OptionsAccess } from '@/lib/options-access';
import {
  apiRoot,
  createApiClient,
  requestTimeouts,
  type ApiClient,
  type ClientSettings,
} from './client';

let cached: { signature: string; client: ApiClient } | undefined;

export function clientSettingsFor(connection: Connection): ClientSettings {
  const timeoutMs = getRuntimeConfig().requestTimeoutMs;
  return {
    baseUrl: effectiveBaseUrl(connection),
    ...(connection.mode === 'live' && connection.apiKey ? { apiKey: connection.apiKey } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
    // Only gateway mode has a session.
    csrfToken: sessionStore.get()?.csrfToken,
  };
}

export function api(): ApiClient {
  const settings = clientSettingsFor(connectionStore.get());
  const signature = `${settings.baseUrl}\n${settings.apiKey ?? ''}\n${settings.timeoutMs ?? ''}\n${settings.csrfToken ?? ''}`;
  if (cached?.signature !== signature) cached = { signature, client: createApiClient(settings) };
  return cached.client;
}

/** The Authorization header for `url`, if and only if it is under the configured API. */
export function authorizationFor(url: string): string | undefined {
  const settings = clientSettingsFor(connectionStore.get());
  if (!settings.apiKey) return undefined;
  const root = `${apiRoot(settings.baseUrl)}/`;
  try {
    const target = new URL(url);
    const api = new URL(root);
    return target.origin === api.origin && target.pathname.startsWith(api.pathname)
      ? `Bearer ${settings.apiKey}`
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the console's AsyncSelect option requests carry (the dynamic form's `OptionsAccess`): the
 * key only for option URLs under the configured API itself (`<base>/api/v1/`), never for another
 * origin or path; the connection's read timeout.
 */
export const consoleOptionsAccess: OptionsAccess = {
  authorizationFor,
  timeoutMs: (): number =>
    clientSettingsFor(connectionStore.get()).timeoutMs ?? requestTimeouts.readMs,
};
