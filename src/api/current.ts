/** The client for the current connection (demo, live or gateway), rebuilt when it changes. */
import {
  connectionStore,
  effectiveBaseUrl,
  getRuntimeConfig,
  type Connection,
} from '@/config/connection';
import { sessionStore } from '@/config/session-store';
import { createApiClient, type ApiClient, type ClientSettings } from './client';

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
