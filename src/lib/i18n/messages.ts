/**
 * Messages and how they are written out: a text with `{name}` placeholders, or one text per plural
 * category (chosen by Intl.PluralRules for `{count}`). Numbers and dates in the values are written by
 * Intl in the form's language; anything else as text. No message syntax beyond that: a translator
 * writes sentences, the language's plural rules come from the browser.
 */
import type { en } from './catalogues/en';

export type PluralCategory = Intl.LDMLPluralRule;
export type PluralMessage = Partial<Record<PluralCategory, string>> & { other: string };
export type Message = string | PluralMessage;

/** The keys of every catalogue, and of a host's `messages`. */
export type MessageKey = keyof typeof en;
/** A language's messages: every key, each a text or (where English has one) a plural message. */
export type Catalogue = {
  readonly [K in MessageKey]: (typeof en)[K] extends string ? string : PluralMessage;
};
/** A host's replacements for some messages. */
export type MessageOverrides = Partial<Record<MessageKey, Message>>;

export type MessageValue = string | number | Date;
export type MessageValues = Readonly<Record<string, MessageValue>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names a message uses, in all its forms. */
export function placeholdersOf(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [
    ...new Set(texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))),
  ];
}

/** Intl's formatters, made once per language (their first use is slow). */
const formatters = new Map<
  string,
  { plural: Intl.PluralRules; number: Intl.NumberFormat; date: Intl.DateTimeFormat }
>();

function formattersOf(locale: string) {
  let found = formatters.get(locale);
  if (!found) {
    found = {
      plural: new Intl.PluralRules(locale),
      number: new Intl.NumberFormat(locale),
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    };
    formatters.set(locale, found);
  }
  return found;
}

function written(locale: string, value: MessageValue): string {
  if (typeof value === 'number') return formattersOf(locale).number.format(value);
  if (value instanceof Date) return formattersOf(locale).date.format(value);
  return value;
}

/** The message with its placeholders filled in; a placeholder without a value stays as written. */
export function formatMessage(
  locale: string,
  message: Message,
  values: MessageValues = {},
): string {
  let text: string;
  if (typeof message === 'string') text = message;
  else {
    const count = values.count;
    const category =
      typeof count === 'number' ? formattersOf(locale).plural.select(count) : 'other';
    text = message[category] ?? message.other;
  }
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? written(locale, values[name] as MessageValue) : whole,
  );
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** `t(key, values)` over a catalogue, with a host's overrides before it. */
export function translator(
  locale: string,
  catalogue: Catalogue,
  overrides: MessageOverrides = {},
): Translate {
  return (key, values) => formatMessage(locale, overrides[key] ?? catalogue[key], values);
}
