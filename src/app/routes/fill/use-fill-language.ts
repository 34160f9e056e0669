/**
 * The language of the end-user page: `?lang=` (a BCP 47 tag, so a link can name it), else the
 * browser's languages, else English. Its words load before the form shows (English is at hand), and a
 * right-to-left language brings its style cache along (src/lib/style-cache.ts).
 */
import type { EmotionCache } from '@emotion/cache';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_STRINGS } from '@/lib/i18n/default-strings';
import { loadFormStrings, type FormStrings } from '@/lib/i18n/form-strings';
import { firstTag } from '@/lib/i18n/locales';
import { loadRightToLeftCache } from '@/lib/style-cache';

export interface FillLanguage {
  strings: FormStrings;
  /** The style cache of a right-to-left language; none for left to right (the console's own). */
  styleCache?: EmotionCache;
}

async function loadLanguage(tag: string | undefined): Promise<FillLanguage> {
  const strings = await loadFormStrings(tag);
  if (strings.dir === 'ltr') return { strings };
  return { strings, styleCache: await loadRightToLeftCache() };
}

/** The page's language, or undefined while its words load. */
export function useFillLanguage(): FillLanguage | undefined {
  const [search] = useSearchParams();
  const tag = firstTag([search.get('lang'), ...navigator.languages]);
  const english = !tag || tag === 'en' || tag.startsWith('en-');
  const [loaded, setLoaded] = useState<{ tag: string | undefined; language: FillLanguage }>();
  useEffect(() => {
    if (english) return undefined;
    let current = true;
    loadLanguage(tag).then(
      (language) => {
        if (current) setLoaded({ tag, language });
      },
      // Its words could not be loaded (offline): the page speaks English.
      () => {
        if (current) setLoaded({ tag, language: { strings: DEFAULT_STRINGS } });
      },
    );
    return () => {
      current = false;
    };
  }, [tag, english]);
  if (english) return { strings: DEFAULT_STRINGS };
  return loaded?.tag === tag ? loaded.language : undefined;
}
