/**
 * Where the console sends its requests and as whom. The runtime configuration gives the defaults; the
 * Connection page overrides them for this browser (local storage, no secrets). The secret key lives in
 * session storage, or in local storage only when the user asks to remember it.
 */
import { createStore, readStored, safeStorage, writeStored, type Store } from '@/lib/store';
import { DEFAULT_RUNTIME_CONFIG, type Mode, type RuntimeConfig } from './runtime-config';

export interface Connection {
  mode: Mode;
  /** Live service base URL without `/api/v1`: absolute, or a same-origin path such as `/live-api`. */
  baseUrl: string;
  apiKey: string;
  rememberKey: boolean;
  defaultUserKey: string;
  adminView: boolean;
}

type SavedSettings = Omit<Connection, 'apiKey'>;

export const SETTINGS_KEY = 'wfc.connection';
export const API_KEY_KEY = 'wfc.api-key';
/** Where the in-browser demo API answers (msw intercepts this path). */
export const DEMO_BASE_PATH = '/demo-api';

function fromRuntime(runtime: RuntimeConfig): Connection {
  return {
    mode: runtime.mode,
    baseUrl: runtime.baseUrl,
    apiKey: '',
    rememberKey: false,
    defaultUserKey: runtime.defaultUserKey,
    adminView: true,
  };
}

function load(runtime: RuntimeConfig): Connection {
  const local = safeStorage('localStorage');
  const session = safeStorage('sessionStorage');
  const saved = readStored<SavedSettings>(local, SETTINGS_KEY);
  const base = fromRuntime(runtime);
  const rememberKey = saved.rememberKey === true;
  const preferences = {
    defaultUserKey:
      typeof saved.defaultUserKey === 'string' && saved.defaultUserKey !== ''
        ? saved.defaultUserKey
        : base.defaultUserKey,
    adminView: typeof saved.adminView === 'boolean' ? saved.adminView : base.adminView,
  };
  // Behind the gateway, the mode and the API (this origin) are the gateway's; no key is read.
  if (runtime.mode === 'gateway') return { ...base, ...preferences };
  return {
    mode: saved.mode === 'live' || saved.mode === 'demo' ? saved.mode : base.mode,
    baseUrl: typeof saved.baseUrl === 'string' ? saved.baseUrl : base.baseUrl,
    apiKey: (rememberKey ? local : session)?.getItem(API_KEY_KEY) ?? '',
    rememberKey,
    ...preferences,
  };
}

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
  fromRuntime(DEFAULT_RUNTIME_CONFIG),
  persist,
);

/** Called at start with the runtime configuration; reads this browser's overrides. */
export function initConnection(runtime: RuntimeConfig): Connection {
  runtimeConfig = runtime;
  const connection = load(runtime);
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
  const connection = fromRuntime(runtimeConfig);
  connectionStore.set(connection);
  return connection;
}

/** The absolute base URL requests go to (demo: this origin's demo path). */
export function effectiveBaseUrl(connection: Connection, origin = window.location.origin): string {
  if (connection.mode === 'demo') return `${origin}${DEMO_BASE_PATH}`;
  return new URL(connection.baseUrl || '/', origin).href.replace(/\/+$/, '');
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
