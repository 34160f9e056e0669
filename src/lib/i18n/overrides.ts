/**
 * A host's `messages`, read key by key before they are used: only keys English has, each a text (or,
 * where English counts, plural forms), with no placeholder English's message is not given. A chunk of
 * its own: hosts that give no messages never load it.
 */
import { en } from './catalogues/en';
import {
  placeholdersOf,
  type Message,
  type MessageKey,
  type MessageOverrides,
  type PluralMessage,
} from './messages';

const MAX_MESSAGE_LENGTH = 1000;
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_MESSAGE_LENGTH;
const CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

type Read = { ok: true; message: Message } | { ok: false; problem: string };

function readMessage(key: MessageKey, raw: unknown): Read {
  if (typeof en[key] === 'string')
    return isText(raw)
      ? { ok: true, message: raw }
      : {
          ok: false,
          problem: `"${key}" must be a text of at most ${MAX_MESSAGE_LENGTH} characters`,
        };
  if (isText(raw)) return { ok: true, message: { other: raw } };
  const forms =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? Object.entries(raw) : [];
  const valid =
    forms.some(([category]) => category === 'other') &&
    forms.every(([category, text]) => CATEGORIES.includes(category) && isText(text));
  return valid
    ? { ok: true, message: Object.fromEntries(forms) as PluralMessage }
    : {
        ok: false,
        problem: `"${key}" must be a text or plural forms with "other" (zero, one, two, few, many, other)`,
      };
}

/**
 * A host's `messages`, read key by key: unknown keys, values of the wrong shape and placeholders
 * English does not have are left out, each with a problem naming it.
 */
export function readOverrides(raw: unknown): { overrides: MessageOverrides; problems: string[] } {
  const overrides: MessageOverrides = {};
  const problems: string[] = [];
  if (raw === undefined || raw === null) return { overrides, problems };
  if (typeof raw !== 'object' || Array.isArray(raw))
    return { overrides, problems: ['`messages` must be an object of message keys'] };
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(en, key)) {
      problems.push(`"${key}" is not a message key`);
      continue;
    }
    const messageKey = key as MessageKey;
    const read = readMessage(messageKey, value);
    if (!read.ok) {
      problems.push(read.problem);
      continue;
    }
    const known = new Set(placeholdersOf(en[messageKey]));
    const unknown = placeholdersOf(read.message).filter((name) => !known.has(name));
    if (unknown.length > 0) {
      problems.push(`"${key}" uses {${unknown.join('}, {')}}, which it is not given`);
      continue;
    }
    overrides[messageKey] = read.message;
  }
  return { overrides, problems };
}
