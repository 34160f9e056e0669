import { describe, expect, it } from 'vitest';
import { summarizeEvent } from '@/api/decode/events';
import { newEventsText, subjectLink } from './event-link';

describe('event links', () => {
  it('name subjects from the record, and link those the console can open', () => {
    const subjectOf = (record: Record<string, unknown>) => {
      const { subject } = summarizeEvent(record);
      return subject && { ...subject, link: subjectLink(subject) };
    };
    expect(
      subjectOf({
        subject: { object: 'workflow', id: 'w 1' },
        data: { workflow_name: 'Weekly digest' },
      }),
    ).toEqual({
      object: 'workflow',
      id: 'w 1',
      name: 'Weekly digest',
      label: 'workflow “Weekly digest”',
      key: null,
      link: '/workflows/w%201',
    });
    expect(
      subjectOf({ subject: { object: 'action_type', id: 'a1' }, data: { name: 'Send it' } }),
    ).toMatchObject({ label: 'action_type “Send it”', link: '/action-types/a1' });
    expect(subjectOf({ subject: { object: 'execution', id: 'x1' } })).toMatchObject({
      label: 'execution x1',
      link: '/actions/completed?execution_id=x1',
    });
    expect(
      subjectOf({
        subject: { object: 'installed_app', id: 'i1' },
        data: { app_identifier: 'chatter' },
      }),
    ).toMatchObject({ label: 'installed_app “chatter”', link: '/installed-apps/chatter' });
    expect(subjectOf({ subject: { object: 'installed_app', id: 'i1' } })?.link).toBeNull();
    expect(
      subjectOf({ subject: { object: 'user', id: 'u1' }, user_key: 'acme', data: 'odd' }),
    ).toMatchObject({ label: 'user u1', link: '/users?search=acme&user=acme' });
    expect(subjectOf({ subject: { object: 'invoice', id: 'in_1', name: 'March' } })).toMatchObject({
      label: 'invoice “March”',
      link: null,
    });
    expect(subjectOf({ subject_type: 'workflow', subject_id: 'w2' })?.link).toBe('/workflows/w2');
    expect(subjectOf({ subject: { object: '__proto__', id: 'x' } })?.link).toBeNull();
    expect(subjectOf({ subject: { object: 'constructor', id: 'x' } })?.link).toBeNull();
  });

  it('count new events in words', () => {
    expect(newEventsText(0, false)).toBe('No new events');
    expect(newEventsText(1, false)).toBe('1 new event');
    expect(newEventsText(3, false)).toBe('3 new events');
    expect(newEventsText(100, true)).toBe('100+ new events');
  });
});
