/**
 * What the host set for the frame, as a store the app reads: the theme (each field checked) and the
 * language's strings. Set by the host's `init` and `theme` messages.
 */
import { createStore, type Store } from '@/lib/store';
import { stringsFor, type FormStrings } from '@/lib/i18n/form-strings';
import type { EmbedTheme } from '../sdk/protocol';
import { DEFAULT_THEME, readTheme, type SafeTheme } from './theme';

export interface FrameSettings {
  theme: SafeTheme;
  strings: FormStrings;
}

export function createFrameStore(): Store<FrameSettings> & {
  init: (theme: EmbedTheme, locale: string) => void;
  setTheme: (theme: EmbedTheme) => void;
} {
  const store = createStore<FrameSettings>({ theme: DEFAULT_THEME, strings: stringsFor('en') });
  return {
    ...store,
    init: (theme, locale) => store.set({ theme: readTheme(theme), strings: stringsFor(locale) }),
    setTheme: (theme) => store.set({ ...store.get(), theme: readTheme(theme, store.get().theme) }),
  };
}
