/**
 * Every shipped catalogue says what English says: the same keys, each with the same placeholders,
 * plural where English is plural, with a form for every plural category its language uses.
 */
import { describe, expect, it } from 'vitest';
import { en } from './catalogues/en';
import { loadCatalogue, SHIPPED_LOCALES } from './locales';
import { placeholdersOf, type Message } from './messages';

type Loose = Readonly<Record<string, Message>>;

/** What a catalogue lacks or changes against English, one sentence each. */
function catalogueProblems(locale: string, catalogue: Loose): string[] {
  const problems: string[] = [];
  const reference: Loose = en;
  for (const key of Object.keys(reference)) {
    const message = catalogue[key];
    const english = reference[key] as Message;
    if (message === undefined) {
      problems.push(`${key}: missing`);
      continue;
    }
    const wanted = placeholdersOf(english).sort().join(',');
    const found = placeholdersOf(message).sort().join(',');
    if (wanted !== found) problems.push(`${key}: placeholders {${found}}, English has {${wanted}}`);
    if (typeof english !== typeof message) problems.push(`${key}: plural in one and not the other`);
    if (typeof message !== 'string') {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const missing = categories.filter((category) => message[category] === undefined);
      if (missing.length > 0) problems.push(`${key}: no ${missing.join(', ')} form`);
    }
  }
  for (const key of Object.keys(catalogue))
    if (!Object.hasOwn(reference, key)) problems.push(`${key}: not an English key`);
  return problems;
}

describe('the catalogue check', () => {
  it('finds a missing key, a changed placeholder, a missing plural form and an extra key', () => {
    const { 'save.save': _left, ...rest } = en;
    const doctored: Loose = {
      ...rest,
      'fields.required': '{name} is required.',
      'select.loaded': { other: '{count} options loaded.' },
      'save.extra': 'Extra',
    };
    expect(catalogueProblems('en', doctored)).toEqual([
      'fields.required: placeholders {name}, English has {label}',
      'select.loaded: no one form',
      'save.save: missing',
      'save.extra: not an English key',
    ]);
  });
});

describe('the shipped catalogues', () => {
  it('are the seven languages the docs list', () => {
    expect(SHIPPED_LOCALES).toEqual(['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'ar']);
  });

  for (const locale of SHIPPED_LOCALES)
    it(`${locale} has every key of English, with the same placeholders and plural forms`, async () => {
      expect(catalogueProblems(locale, await loadCatalogue(locale))).toEqual([]);
    });
});
