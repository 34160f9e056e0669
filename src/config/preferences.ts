/** Per-browser preferences: theme, the acting user key and how times read. */
import { createStore, type Store } from '@/lib/store';
import { safeStorage, writeStored } from '@/lib/storage';
import { withoutUndefined } from '@/utils/objects';
import {
  PREFERENCES_KEY,
  readPreferences,
  type Preferences,
  type TimeStyle,
} from './saved-settings';

export { PREFERENCES_KEY } from './saved-settings';
export type { Preferences, ThemeChoice, TimeStyle } from './saved-settings';

export const preferencesStore: Store<Preferences> = createStore(readPreferences(), (value) =>
  writeStored(safeStorage('localStorage'), PREFERENCES_KEY, value),
);

export function updatePreferences(patch: Partial<Preferences>): void {
  preferencesStore.set(withoutUndefined({ ...preferencesStore.get(), ...patch }));
}

/** Reloads from storage (tests, and after another tab changed it). */
export function reloadPreferences(): void {
  preferencesStore.set(readPreferences());
}

export function timeStyleOf(preferences: Preferences): TimeStyle {
  return preferences.times ?? 'relative';
}

/** Switches between relative and absolute times (the `t` shortcut and the palette command). */
export function toggleTimeStyle(): void {
  updatePreferences({ times: preferencesStore.get().times ? undefined : 'absolute' });
}
