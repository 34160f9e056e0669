/**
 * What this browser saved: the connection (local storage; its key in session storage, or in local
 * storage when the user asked to remember it) and the preferences. Read without React, so src/early.ts
 * can read them before the app's code arrives; connection.ts and preferences.ts keep them in stores.
 */
import { readStored, safeStorage } from '@/lib/storage';
import type { Mode, RuntimeConfig } from './runtime-config';

export interface Connection {
  mode: Mode;
  /** Live service base URL without `/api/v1`: absolute, or a same-origin path such as `/live-api`. */
  baseUrl: string;
  apiKey: string;
  rememberKey: boolean;
  defaultUserKey: string;
  adminView: boolean;
}

export type SavedSettings = Omit<Connection, 'apiKey'>;

export const SETTINGS_KEY = 'wfc.connection';
export const API_KEY_KEY = 'wfc.api-key';
/** Where the in-browser demo API answers (msw intercepts this path). */
export const DEMO_BASE_PATH = '/demo-api';

export function connectionFromRuntime(runtime: RuntimeConfig): Connection {
  return {
    mode: runtime.mode,
    baseUrl: runtime.baseUrl,
    apiKey: '',
    rememberKey: false,
    defaultUserKey: runtime.defaultUserKey,
    adminView: true,
  };
}

/** The connection this browser saved over the runtime configuration's defaults. */
export function readConnection(runtime: RuntimeConfig): Connection {
  const local = safeStorage('localStorage');
  const session = safeStorage('sessionStorage');
  const saved = readStored<SavedSettings>(local, SETTINGS_KEY);
  const base = connectionFromRuntime(runtime);
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

/** The absolute base URL requests go to (demo: this origin's demo path). */
export function effectiveBaseUrl(connection: Connection, origin = window.location.origin): string {
  if (connection.mode === 'demo') return `${origin}${DEMO_BASE_PATH}`;
  return new URL(connection.baseUrl || '/', origin).href.replace(/\/+$/, '');
}

export type ThemeChoice = 'light' | 'dark';
/** How lists show times: relative ("3 h ago", the default) or as the service words them. */
export type TimeStyle = 'relative' | 'absolute';

export interface Preferences {
  /** Undefined follows the system's colour scheme. */
  theme?: ThemeChoice;
  /** The user the console acts as; undefined uses the connection's default user key. */
  actingUserKey?: string;
  /** Undefined is relative. */
  times?: 'absolute';
}

export const PREFERENCES_KEY = 'wfc.preferences';

/** The preferences this browser saved; anything unreadable is left at its default. */
export function readPreferences(): Preferences {
  const saved = readStored<Preferences>(safeStorage('localStorage'), PREFERENCES_KEY);
  return {
    ...(saved.theme === 'light' || saved.theme === 'dark' ? { theme: saved.theme } : {}),
    ...(typeof saved.actingUserKey === 'string' && saved.actingUserKey !== ''
      ? { actingUserKey: saved.actingUserKey }
      : {}),
    ...(saved.times === 'absolute' ? { times: 'absolute' as const } : {}),
  };
}
