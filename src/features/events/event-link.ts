/** Where the console opens an event's subject, and the new-events wording (pure). */
import type { EventSubject } from '@/api/decode/events';
import { paths } from '@/config/paths';

/**
 * Links by the subject's `object`: workflows and action types by id, an execution's actions, an
 * installed app by its identifier, a user by key. A Map, so a subject whose object is `__proto__` or
 * `constructor` finds nothing instead of a built-in.
 */
const SUBJECT_LINKS = new Map<string, (subject: EventSubject & { id: string }) => string | null>([
  ['workflow', ({ id }) => paths.workflow(id)],
  ['action_type', ({ id }) => paths.actionType(id)],
  ['execution', ({ id }) => paths.completedActions(new URLSearchParams({ execution_id: id }))],
  ['installed_app', ({ key }) => (key ? paths.installedApp(key) : null)],
  [
    'user',
    ({ key }) => (key ? paths.users(new URLSearchParams({ search: key, user: key })) : null),
  ],
]);

export function subjectLink(subject: EventSubject | null): string | null {
  if (!subject?.object || !subject.id) return null;
  return SUBJECT_LINKS.get(subject.object)?.({ ...subject, id: subject.id }) ?? null;
}

/** "3 new events", "1 new event", "100+ new events" (when more lie beyond the fetched page). */
export function newEventsText(count: number, more: boolean): string {
  if (count === 0) return 'No new events';
  return `${count}${more ? '+' : ''} new event${count === 1 && !more ? '' : 's'}`;
}
