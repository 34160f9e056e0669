/**
 * Where the console sends its requests and as whom. The runtime configuration gives the defaults; the
 * Connection page overrides them for this browser (local storage, no secrets). The secret key lives in
 * session storage, or in local storage only when the user asks to remember it.
 */
import { createStore, type Store } from '@/lib/store';
import { readStored, safeStorage, writeStored } from '@/lib/storage';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from './runtime-config';
import {
  API_KEY_KEY,
  connectionFromRuntime,
  readConnection,
  SETTINGS_KEY,
  type Connection,
  type SavedSettings,
} from './saved-settings';

export { API_KEY_KEY, DEMO_BASE_PATH, effectiveBaseUrl, SETTINGS_KEY } from './saved-settings';
export type { Connection } from './saved-settings';

function persist(connection: Connection): void {
  const local = safeStorage('localStorage');
  const session = safeStorage('sessionStorage');
  const { apiKey, ...settings } = connection;
  // Gateway mode keeps only what the session page changes, so another mode's settings survive.
  const { defaultUserKey, adminView } = settings;
  writeStored(
    local,
    SETTINGS_KEY,
    connection.mode === 'gateway'
      ? { ...readStored<SavedSettings>(local, SETTINGS_KEY), defaultUserKey, adminView }
      : settings,
  );
  try {
    // The key goes to exactly one place; the other is cleared so a "forget" really forgets.
    (connection.rememberKey ? session : local)?.removeItem(API_KEY_KEY);
    const target = connection.rememberKey ? local : session;
    if (apiKey) target?.setItem(API_KEY_KEY, apiKey);
    else target?.removeItem(API_KEY_KEY);
  } catch {
    // Blocked storage: the key lasts for this page only.
  }
}

let runtimeConfig: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;
export const connectionStore: Store<Connection> = createStore(
  connectionFromRuntime(DEFAULT_RUNTIME_CONFIG),
  persist,
);

/** Called at start with the runtime configuration; reads this browser's overrides. */
export function initConnection(runtime: RuntimeConfig): Connection {
  runtimeConfig = runtime;
  const connection = readConnection(runtime);
  connectionStore.set(connection);
  return connection;
}

export function getRuntimeConfig(): RuntimeConfig {
  return runtimeConfig;
}

/** Forgets this browser's overrides and key; back to the runtime configuration. */
export function resetConnection(): Connection {
  const local = safeStorage('localStorage');
  writeStored(local, SETTINGS_KEY, undefined);
  for (const storage of [local, safeStorage('sessionStorage')]) {
    try {
      storage?.removeItem(API_KEY_KEY);
    } catch {
      // ignore
    }
  }
  const connection = connectionFromRuntime(runtimeConfig);
  connectionStore.set(connection);
  return connection;
}

/** What the top bar shows: "Demo", or the live host. */
export function connectionLabel(connection: Connection, origin = window.location.origin): string {
  if (connection.mode === 'demo') return 'Demo';
  try {
    const url = new URL(connection.baseUrl || '/', origin);
    return url.origin === origin
      ? `${url.host}${url.pathname.replace(/\/$/, '')} (proxy)`
      : url.host;
  } catch {
    return connection.baseUrl;
  }
}
