/**
 * Events: the interface defines no event fields, so this is the one decoder that reads by heuristic.
 * Every lookup tolerates absence and other spellings; a record that is not even an object still
 * decodes (and the screen shows it raw). Lookups go through own properties only, so a service that
 * sends `__proto__` or `constructor` as a value or key gets text, never a built-in.
 */
import * as v from 'valibot';
import { finiteNumber, isNonBlankString, isPlainObject, ownValue } from '@/utils/guards';

export interface EventSubject {
  /** What the subject is (`workflow`), when said. */
  object: string | null;
  id: string | null;
  /** A readable name found in the record (`workflow_name`, the app identifier...), when there is one. */
  name: string | null;
  /** `workflow “Weekly digest”`, `workflow 0196…`, or the subject as the service wrote it. */
  label: string;
  /** What a link to the subject needs besides its id: an app's identifier, a user's key. */
  key: string | null;
}

export interface ApiEvent {
  /** The record exactly as it came (shown as JSON on demand). */
  raw: unknown;
  id: string | null;
  kind: string | null;
  subject: EventSubject | null;
  userKey: string | null;
  /** The service's wording and the exact UTC instant, when there is a time. */
  time: { text: string | null; utc: string | null } | null;
  /** False when the record is not an object (null, a string, a list...). */
  isObject: boolean;
}

type Fields = Record<string, unknown>;

const ID_KEYS = ['id', 'uuid', 'hashid', 'event_id'];
const KIND_KEYS = ['type', 'kind', 'event', 'event_type', 'name', 'action'];
const USER_KEYS = ['user_key', 'user'];
const TIME_KEYS = ['created_at', 'occurred_at', 'timestamp', 'time', 'date'];

/** A string that is not blank (as written), or a finite number as text. */
function text(value: unknown): string | null {
  if (isNonBlankString(value)) return value;
  const number = finiteNumber(value);
  return number === undefined ? null : String(number);
}

function firstText(fields: Fields, keys: readonly string[]): string | null {
  for (const key of keys) {
    const found = text(ownValue(fields, key));
    if (found !== null) return found;
  }
  return null;
}

/** An ISO instant for a date string or an epoch number (seconds or milliseconds), else null. */
export function toUtc(value: unknown): string | null {
  const epoch = finiteNumber(value);
  if (epoch !== undefined) {
    const date = new Date(epoch < 1e11 ? epoch * 1000 : epoch);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  if (!isNonBlankString(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function readTime(fields: Fields): ApiEvent['time'] {
  for (const key of TIME_KEYS) {
    const raw = ownValue(fields, key);
    const wording =
      text(ownValue(fields, `${key}_string`)) ?? (typeof raw === 'string' ? text(raw) : null);
    const utc = text(ownValue(fields, `${key}_utc`)) ?? toUtc(raw);
    if (wording !== null || utc !== null) return { text: wording, utc };
  }
  return null;
}

const NAME_KEYS = ['name', 'title', 'label'];

/**
 * A subject's readable name: said on the subject, or in the record's `data` as `<object>_name`, `name`,
 * `<object>_key` or (for apps) `app_identifier`.
 */
function subjectName(subject: Fields, object: string | null, data: Fields): string | null {
  return (
    firstText(subject, NAME_KEYS) ??
    firstText(
      data,
      object
        ? [`${object}_name`, 'name', `${object}_key`, 'app_identifier', 'key']
        : ['name', 'app_identifier'],
    )
  );
}

function labelOf(object: string | null, id: string | null, name: string | null): string {
  return [object, name === null ? id : `“${name}”`].filter(Boolean).join(' ');
}

function makeSubject(
  object: string | null,
  id: string | null,
  name: string | null,
  record: Fields,
  data: Fields,
  subject: Fields,
): EventSubject {
  const key =
    object === 'installed_app'
      ? (firstText(subject, ['app_identifier']) ?? firstText(data, ['app_identifier']))
      : object === 'user'
        ? (firstText(subject, ['key', 'user_key']) ?? firstText(record, ['user_key']))
        : null;
  return { object, id, name, label: labelOf(object, id, name), key };
}

function readSubject(fields: Fields): EventSubject | null {
  const rawData = ownValue(fields, 'data');
  const data = isPlainObject(rawData) ? rawData : {};
  const subject = ownValue(fields, 'subject');
  if (isPlainObject(subject)) {
    const object = firstText(subject, ['object', 'type', 'kind']);
    const id = firstText(subject, ['id', 'key', 'uuid', 'app_identifier']);
    if (object === null && id === null) return null;
    return makeSubject(object, id, subjectName(subject, object, data), fields, data, subject);
  }
  const plain = text(subject);
  if (plain !== null) return { object: null, id: null, name: null, label: plain, key: null };
  const object = firstText(fields, ['subject_type', 'object_type']);
  const id = firstText(fields, ['subject_id', 'object_id']);
  if (object === null && id === null) return null;
  return makeSubject(object, id, subjectName({}, object, data), fields, data, {});
}

export function summarizeEvent(record: unknown): ApiEvent {
  if (!isPlainObject(record)) {
    return {
      raw: record,
      id: null,
      kind: null,
      subject: null,
      userKey: null,
      time: null,
      isObject: false,
    };
  }
  return {
    raw: record,
    id: firstText(record, ID_KEYS),
    kind: firstText(record, KIND_KEYS),
    subject: readSubject(record),
    userKey: firstText(record, USER_KEYS),
    time: readTime(record),
    isObject: true,
  };
}

/** Any list item decodes: the events log shows every record, objects or not. */
export const apiEvent = v.pipe(v.unknown(), v.transform(summarizeEvent));
