/** Per-browser preferences: theme and the acting user key. */
import { createStore, readStored, safeStorage, writeStored, type Store } from '@/lib/store';
import { withoutUndefined } from '@/utils/objects';

export type ThemeChoice = 'light' | 'dark';

export interface Preferences {
  /** Undefined follows the system's colour scheme. */
  theme?: ThemeChoice;
  /** The user the console acts as; undefined uses the connection's default user key. */
  actingUserKey?: string;
}

export const PREFERENCES_KEY = 'wfc.preferences';

function load(): Preferences {
  const saved = readStored<Preferences>(safeStorage('localStorage'), PREFERENCES_KEY);
  return {
    ...(saved.theme === 'light' || saved.theme === 'dark' ? { theme: saved.theme } : {}),
    ...(typeof saved.actingUserKey === 'string' && saved.actingUserKey !== ''
      ? { actingUserKey: saved.actingUserKey }
      : {}),
  };
}

export const preferencesStore: Store<Preferences> = createStore(load(), (value) =>
  writeStored(safeStorage('localStorage'), PREFERENCES_KEY, value),
);

export function updatePreferences(patch: Partial<Preferences>): void {
  preferencesStore.set(withoutUndefined({ ...preferencesStore.get(), ...patch }));
}

/** Reloads from storage (tests, and after another tab changed it). */
export function reloadPreferences(): void {
  preferencesStore.set(load());
}
