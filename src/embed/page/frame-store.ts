/**
 * What the host set for the frame, as a store the app reads: the theme (each token checked), the
 * form's words in the host's language with the host's own messages before them, and the style cache
 * for the language's direction. Set by the host's `init`, `theme` and `locale` messages; a language
 * other than English loads its catalogue (and a right-to-left one its style plugin) first, so the
 * form never shows English, or a left-to-right layout, before it.
 */
import type { EmotionCache } from '@emotion/cache';
import { DEFAULT_STRINGS } from '@/lib/i18n/default-strings';
import { loadFormStrings, type FormStrings } from '@/lib/i18n/form-strings';
import { canonicalTag } from '@/lib/i18n/locales';
import { createStore, type Store } from '@/lib/store';
import { createStyleCache, loadRightToLeftCache } from '@/lib/style-cache';
import type { EmbedMessages, FrameTheme } from '../sdk/protocol';
import { DEFAULT_THEME, readTheme, type SafeTheme } from './theme';

export interface FrameSettings {
  theme: SafeTheme;
  strings: FormStrings;
  /** Styles carry the nonce the gateway put into the page: its CSP allows no other inline style. */
  styleCache: EmotionCache;
}

export type FrameStore = Store<FrameSettings> & {
  init: (theme: FrameTheme, locale: string, messages: EmbedMessages) => Promise<void>;
  setTheme: (theme: FrameTheme) => void;
  setLocale: (locale: string, messages: EmbedMessages) => Promise<void>;
};

/** Said in the frame's console (the host page's developer tools show it), for the host's developers. */
const warn = (problem: string) => console.warn(`WorkflowConsole: ${problem}; it is ignored.`);

/** The host's language and words; what cannot be used falls back to English. */
async function stringsOf(locale: string, messages: EmbedMessages): Promise<FormStrings> {
  if (!canonicalTag(locale)) warn(`locale "${locale}" is not a BCP 47 tag such as de or pt-BR`);
  try {
    let overrides = {};
    if (Object.keys(messages).length > 0) {
      const read = (await import('@/lib/i18n/overrides')).readOverrides(messages);
      read.problems.forEach((problem) => warn(`messages: ${problem}`));
      overrides = read.overrides;
    }
    return await loadFormStrings(locale, overrides);
  } catch {
    warn(`the words for "${locale}" could not be loaded; English is shown`);
    return DEFAULT_STRINGS;
  }
}

export function createFrameStore(): FrameStore {
  const leftToRight = createStyleCache();
  const store = createStore<FrameSettings>({
    theme: DEFAULT_THEME,
    strings: DEFAULT_STRINGS,
    styleCache: leftToRight,
  });
  // A later language wins over one still loading.
  let asked = 0;
  const setStrings = async (locale: string, messages: EmbedMessages) => {
    const ask = ++asked;
    let strings = await stringsOf(locale, messages);
    let styleCache = leftToRight;
    if (strings.dir === 'rtl')
      styleCache = await loadRightToLeftCache().catch(() => {
        strings = DEFAULT_STRINGS;
        return leftToRight;
      });
    if (ask === asked) store.set({ ...store.get(), strings, styleCache });
  };
  return {
    ...store,
    init: (theme, locale, messages) => {
      store.set({ ...store.get(), theme: readTheme(theme) });
      return setStrings(locale, messages);
    },
    setTheme: (theme) => store.set({ ...store.get(), theme: readTheme(theme, store.get().theme) }),
    setLocale: setStrings,
  };
}
