/** Per-browser preferences: theme, the acting user key and how times read. */
import { createStore, readStored, safeStorage, writeStored, type Store } from '@/lib/store';
import { withoutUndefined } from '@/utils/objects';

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

function load(): Preferences {
  const saved = readStored<Preferences>(safeStorage('localStorage'), PREFERENCES_KEY);
  return {
    ...(saved.theme === 'light' || saved.theme === 'dark' ? { theme: saved.theme } : {}),
    ...(typeof saved.actingUserKey === 'string' && saved.actingUserKey !== ''
      ? { actingUserKey: saved.actingUserKey }
      : {}),
    ...(saved.times === 'absolute' ? { times: 'absolute' as const } : {}),
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

export function timeStyleOf(preferences: Preferences): TimeStyle {
  return preferences.times ?? 'relative';
}

/** Switches between relative and absolute times (the `t` shortcut and the palette command). */
export function toggleTimeStyle(): void {
  updatePreferences({ times: preferencesStore.get().times ? undefined : 'absolute' });
}
