import { describe, expect, it } from 'vitest';
import { formatMessage, translator } from './messages';
import { readOverrides } from './overrides';
import { en } from './catalogues/en';

describe('formatMessage', () => {
  it('fills placeholders, and leaves one without a value as written', () => {
    expect(formatMessage('en', 'Clear {label}', { label: 'Channel' })).toBe('Clear Channel');
    expect(formatMessage('en', 'Clear {label}')).toBe('Clear {label}');
  });

  it('writes numbers as the language does', () => {
    expect(formatMessage('en', '{n} rows', { n: 1234567.5 })).toBe('1,234,567.5 rows');
    expect(formatMessage('de', '{n} Zeilen', { n: 1234567.5 })).toBe('1.234.567,5 Zeilen');
    expect(formatMessage('fr', '{n} lignes', { n: 1234 })).toBe('1\u202f234 lignes');
  });

  it("picks the plural form the language's rules choose for {count}", () => {
    const loaded = en['select.loaded'];
    expect(formatMessage('en', loaded, { count: 1 })).toBe('1 option loaded.');
    expect(formatMessage('en', loaded, { count: 0 })).toBe('0 options loaded.');
    const arabic = {
      zero: 'zero',
      one: 'one',
      two: 'two',
      few: 'few {count}',
      many: 'many {count}',
      other: 'other {count}',
    };
    expect(
      [0, 1, 2, 3, 11, 100].map((count) => formatMessage('ar-u-nu-latn', arabic, { count })),
    ).toEqual(['zero', 'one', 'two', 'few 3', 'many 11', 'other 100']);
    // A form the message lacks falls back to `other`.
    expect(formatMessage('ar', { other: 'other' }, { count: 2 })).toBe('other');
  });

  it('writes dates as the language does', () => {
    const date = new Date(Date.UTC(2024, 2, 5, 12, 0));
    const text = formatMessage('de', 'am {time}', { time: date });
    expect(text).toMatch(/^am 05\.03\.2024, \d\d:00$/);
  });
});

describe('translator', () => {
  it("puts the host's overrides before the catalogue", () => {
    const t = translator('en', en, { 'save.save': 'Save my settings' });
    expect(t('save.save')).toBe('Save my settings');
    expect(t('save.saving')).toBe('Saving…');
  });
});

describe("a host's messages", () => {
  it('keep what is a message of a known key, with known placeholders', () => {
    expect(
      readOverrides({
        'save.save': 'Speichern',
        'select.loaded': { one: 'Eine Option', other: '{count} Optionen' },
        'save.summaryTitle': 'Check {count} answers',
      }),
    ).toEqual({
      overrides: {
        'save.save': 'Speichern',
        'select.loaded': { one: 'Eine Option', other: '{count} Optionen' },
        'save.summaryTitle': { other: 'Check {count} answers' },
      },
      problems: [],
    });
  });

  it('leave out the rest, each with a problem naming it', () => {
    expect(
      readOverrides({
        'save.sav': 'typo',
        'save.save': 42,
        'select.loaded': { one: 'x' },
        'fields.required': '{name} is required',
        'page.loading': 'x'.repeat(1001),
      }),
    ).toEqual({
      overrides: {},
      problems: [
        '"save.sav" is not a message key',
        '"save.save" must be a text of at most 1000 characters',
        '"select.loaded" must be a text or plural forms with "other" (zero, one, two, few, many, other)',
        '"fields.required" uses {name}, which it is not given',
        '"page.loading" must be a text of at most 1000 characters',
      ],
    });
    expect(readOverrides(['x']).problems).toEqual(['`messages` must be an object of message keys']);
    expect(readOverrides(undefined)).toEqual({ overrides: {}, problems: [] });
  });
});
