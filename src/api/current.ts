/** The client for the current connection (demo or live), rebuilt when the connection changes. */
import {
  connectionStore,
  effectiveBaseUrl,
  getRuntimeConfig,
  type Connection,
} from '@/config/connection';
import { createApiClient, type ApiClient, type ClientSettings } from './client';

let cached: { signature: string; client: ApiClient } | undefined;

export function clientSettingsFor(connection: Connection): ClientSettings {
  const timeoutMs = getRuntimeConfig().requestTimeoutMs;
  return {
    baseUrl: effectiveBaseUrl(connection),
    ...(connection.mode === 'live' && connection.apiKey ? { apiKey: connection.apiKey } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  };
}

export function api(): ApiClient {
  const settings = clientSettingsFor(connectionStore.get());
  const signature = `${settings.baseUrl}\n${settings.apiKey ?? ''}\n${settings.timeoutMs ?? ''}`;
  if (cached?.signature !== signature) cached = { signature, client: createApiClient(settings) };
  return cached.client;
}
