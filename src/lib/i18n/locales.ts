/**
 * The languages the form ships, how a BCP 47 tag finds one, and which way it is written. Each
 * catalogue is a module of its own, loaded when a form needs it, so a language costs only those who
 * read it. English is also the source the others are checked against: the console and the embed
 * page have it in their first load (./default-strings.ts), the React package's headless hook loads
 * it like any other language.
 */
import type { Catalogue } from './messages';

export const SHIPPED_LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'ar'] as const;
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

const LOADERS: Record<ShippedLocale, () => Promise<{ catalogue: Catalogue }>> = {
  en: () => import('./catalogues/en'),
  de: () => import('./catalogues/de'),
  fr: () => import('./catalogues/fr'),
  es: () => import('./catalogues/es'),
  'pt-BR': () => import('./catalogues/pt-br'),
  ja: () => import('./catalogues/ja'),
  ar: () => import('./catalogues/ar'),
};

/** Languages written right to left (their scripts: Arabic, Hebrew, Thaana, N'Ko, Syriac). */
const RIGHT_TO_LEFT = new Set([
  'ar',
  'he',
  'iw',
  'fa',
  'ur',
  'ps',
  'sd',
  'ug',
  'yi',
  'dv',
  'ckb',
  'syr',
  'nqo',
]);

/** The tag in its canonical form (`EN-gb` -> `en-GB`), or undefined when it is not a BCP 47 tag. */
export function canonicalTag(tag: string | null | undefined): string | undefined {
  if (typeof tag !== 'string' || tag.trim() === '') return undefined;
  try {
    return Intl.getCanonicalLocales(tag.trim())[0];
  } catch {
    return undefined;
  }
}

const languageOf = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/** The shipped language for a tag: the same tag, else the same language (`de-CH` -> `de`, `pt-PT` -> `pt-BR`). */
export function matchLocale(tag: string | undefined): ShippedLocale | undefined {
  if (!tag) return undefined;
  const exact = SHIPPED_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
  return exact ?? SHIPPED_LOCALES.find((locale) => languageOf(locale) === languageOf(tag));
}

/** The first of the tags (a host's `locale`, a page's `lang`, the browser's languages) that is one. */
export function firstTag(candidates: readonly (string | null | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    const tag = canonicalTag(candidate);
    if (tag) return tag;
  }
  return undefined;
}

export const directionOf = (tag: string): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.has(languageOf(tag)) ? 'rtl' : 'ltr';

/** A shipped language's catalogue, from its module (or chunk). */
export async function loadCatalogue(locale: ShippedLocale): Promise<Catalogue> {
  return (await LOADERS[locale]()).catalogue;
}
