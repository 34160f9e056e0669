/**
 * MUI's colour-scheme state kept in the console's preferences (`wfc.preferences` in local storage),
 * where the light/dark choice has always been saved: "system" is no choice (follow the system).
 */
import type { StorageManager } from '@mui/material/styles';
import { preferencesStore, updatePreferences } from './preferences';

/** The key MUI asks the storage for the mode; it also asks for the light and dark scheme names. */
export const THEME_MODE_KEY = 'theme';

type Stored = ReturnType<StorageManager>;

/** The light and dark schemes are the theme's only ones: nothing to keep. */
const fixed: Stored = {
  get: (defaultValue: unknown) => defaultValue,
  set: () => undefined,
  subscribe: () => () => undefined,
};

const mode: Stored = {
  get: (defaultValue: unknown) => preferencesStore.get().theme ?? defaultValue,
  set: (value: unknown) => {
    const theme = value === 'light' || value === 'dark' ? value : undefined;
    // MUI saves the mode while it renders (inside a state update): the preferences' other readers
    // (the header's buttons) hear of it once that render is over, never during it.
    queueMicrotask(() => {
      if (preferencesStore.get().theme !== theme) updatePreferences({ theme });
    });
  },
  // A choice made outside MUI (another tab through reloadPreferences, a reset) reaches it too.
  subscribe: (handler: (value: string | null) => void) =>
    preferencesStore.subscribe(() => handler(preferencesStore.get().theme ?? null)),
};

export const themeStorage: StorageManager = ({ key }) => (key === THEME_MODE_KEY ? mode : fixed);
