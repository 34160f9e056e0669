import { describe, expect, it } from 'vitest';
import { DEFAULT_STRINGS } from './default-strings';
import { loadFormStrings } from './form-strings';

describe('loadFormStrings', () => {
  it('finds a language by its tag or its base language, else English', async () => {
    for (const tag of ['en', undefined, 'xx-YY', 'not a tag']) {
      const english = await loadFormStrings(tag);
      expect(english).toMatchObject({ lang: 'en', dir: 'ltr' });
      expect(english.save.save).toBe('Save settings');
      expect(english.select.loaded(1200)).toBe('1,200 options loaded.');
    }
    const swiss = await loadFormStrings('de-ch');
    expect(swiss.lang).toBe('de-CH');
    expect(swiss.save.save).toBe('Einstellungen speichern');
    expect((await loadFormStrings('de')).select.loaded(1200)).toBe('1.200 Optionen geladen.');
    const portuguese = await loadFormStrings('pt-PT');
    expect(portuguese.save.save).toBe('Salvar configurações');
    expect((await loadFormStrings('en-GB')).lang).toBe('en-GB');
  });

  it('lays Arabic out right to left, and Hebrew when the host gives its words', async () => {
    const arabic = await loadFormStrings('ar');
    expect(arabic.dir).toBe('rtl');
    expect(arabic.save.save).toBe('حفظ الإعدادات');
    const hebrew = await loadFormStrings('he', { 'save.save': 'שמירת ההגדרות' });
    expect(hebrew).toMatchObject({ lang: 'he', dir: 'rtl' });
    expect(hebrew.save.save).toBe('שמירת ההגדרות');
    expect(hebrew.save.saving).toBe('Saving…');
    // Without its words the page is English, left to right, and says so.
    const unshipped = await loadFormStrings('he');
    expect(unshipped).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(unshipped.save.save).toBe('Save settings');
  });
});

describe('the English strings', () => {
  it('count in words the way the console always has', () => {
    const { fields, select, save, fill } = DEFAULT_STRINGS;
    expect(fields.advanced(1, false)).toBe('Advanced (1 field)');
    expect(fields.advanced(3, true)).toBe('Advanced (3 fields) · has errors');
    expect(select.loaded(1)).toBe('1 option loaded.');
    expect(select.matching(2, 1200, 'ab')).toBe('2 of 1,200 loaded options match “ab”.');
    expect(save.summaryTitle(1)).toBe('One answer needs attention');
    expect(save.summaryTitle(2)).toBe('2 answers need attention');
    expect(fill.unsaved(undefined)).toBe('You have answers that were not saved.');
  });
});
