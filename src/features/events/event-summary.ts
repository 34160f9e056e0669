/**
 * The common fields of an event, read from whatever shape the service sends (pure). The interface
 * defines no event fields, so every lookup tolerates absence and other spellings; a record that is not
 * even an object still gets a summary (and the screen shows it raw).
 */
import { paths } from '@/config/paths';

export interface EventSubject {
  /** What the subject is (`workflow`), when said. */
  object: string | null;
  id: string | null;
  /** A readable name found in the record (`workflow_name`, the app identifier...), when there is one. */
  name: string | null;
  /** `workflow “Weekly digest”`, `workflow 0196…`, or the subject as the service wrote it. */
  label: string;
  /** Where the console shows the subject, when it can. */
  link: string | null;
}

export interface EventSummary {
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

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function firstText(fields: Fields, keys: readonly string[]): string | null {
  for (const key of keys) {
    const found = text(fields[key]);
    if (found !== null) return found;
  }
  return null;
}

/** An ISO instant for a date string or an epoch number (seconds or milliseconds), else null. */
export function toUtc(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const date = new Date(value < 1e11 ? value * 1000 : value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function readTime(fields: Fields): EventSummary['time'] {
  for (const key of TIME_KEYS) {
    const raw = fields[key];
    const wording = text(fields[`${key}_string`]) ?? (typeof raw === 'string' ? text(raw) : null);
    const utc = text(fields[`${key}_utc`]) ?? toUtc(raw);
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
  const link = linkFor(object, id, { record, data, subject });
  return { object, id, name, label: labelOf(object, id, name), link };
}

function readSubject(fields: Fields): EventSubject | null {
  const data = isFields(fields.data) ? fields.data : {};
  const subject = fields.subject;
  if (isFields(subject)) {
    const object = firstText(subject, ['object', 'type', 'kind']);
    const id = firstText(subject, ['id', 'key', 'uuid', 'app_identifier']);
    if (object === null && id === null) return null;
    return makeSubject(object, id, subjectName(subject, object, data), fields, data, subject);
  }
  const plain = text(subject);
  if (plain !== null) return { object: null, id: null, name: null, label: plain, link: null };
  const object = firstText(fields, ['subject_type', 'object_type']);
  const id = firstText(fields, ['subject_id', 'object_id']);
  if (object === null && id === null) return null;
  return makeSubject(object, id, subjectName({}, object, data), fields, data, {});
}

export function summarizeEvent(record: unknown): EventSummary {
  if (!isFields(record)) {
    return { id: null, kind: null, subject: null, userKey: null, time: null, isObject: false };
  }
  return {
    id: firstText(record, ID_KEYS),
    kind: firstText(record, KIND_KEYS),
    subject: readSubject(record),
    userKey: firstText(record, USER_KEYS),
    time: readTime(record),
    isObject: true,
  };
}

interface LinkContext {
  record: Fields;
  data: Fields;
  subject: Fields;
}

/**
 * Where a subject can be opened in the console, by its `object`: workflows and action types by id, an
 * execution's actions, an installed app by its identifier, a user by key. Other subjects stay text.
 */
const SUBJECT_LINKS: Record<string, (id: string, context: LinkContext) => string | null> = {
  workflow: (id) => paths.workflow(id),
  action_type: (id) => paths.actionType(id),
  execution: (id) => paths.completedActions(new URLSearchParams({ execution_id: id })),
  installed_app: (_id, { subject, data }) => {
    const identifier =
      firstText(subject, ['app_identifier']) ?? firstText(data, ['app_identifier']);
    return identifier ? paths.installedApp(identifier) : null;
  },
  user: (_id, { subject, record }) => {
    const key = firstText(subject, ['key', 'user_key']) ?? firstText(record, ['user_key']);
    return key ? paths.users(new URLSearchParams({ search: key, user: key })) : null;
  },
};

function linkFor(object: string | null, id: string | null, context: LinkContext): string | null {
  if (!object || !id) return null;
  return SUBJECT_LINKS[object]?.(id, context) ?? null;
}

/** "3 new events", "1 new event", "100+ new events" (when more lie beyond the fetched page). */
export function newEventsText(count: number, more: boolean): string {
  if (count === 0) return 'No new events';
  return `${count}${more ? '+' : ''} new event${count === 1 && !more ? '' : 's'}`;
}
