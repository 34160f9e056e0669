import { describe, expect, it } from 'vitest';
import { newEventsText, summarizeEvent, toUtc } from './event-summary';

describe('event summaries', () => {
  it('read the fields the demo API sends', () => {
    expect(
      summarizeEvent({
        id: 'e1',
        object: 'event',
        type: 'workflow.draft_discarded',
        subject: { object: 'workflow', id: 'w1' },
        user_key: 'main',
        data: {},
        created_at: '2026-11-01T10:00:00-04:00',
        created_at_string: 'Nov 1, 2026 10:00 am EDT',
        created_at_utc: '2026-11-01T14:00:00Z',
      }),
    ).toEqual({
      id: 'e1',
      kind: 'workflow.draft_discarded',
      subject: {
        object: 'workflow',
        id: 'w1',
        name: null,
        label: 'workflow w1',
        link: '/workflows/w1',
      },
      userKey: 'main',
      time: { text: 'Nov 1, 2026 10:00 am EDT', utc: '2026-11-01T14:00:00Z' },
      isObject: true,
    });
  });

  it('read other spellings: kind, a text subject, flat subject ids, epoch and ISO times', () => {
    const flat = summarizeEvent({
      uuid: 'u1',
      kind: 'user.created',
      subject_type: 'user',
      subject_id: 'main',
      timestamp: 1_700_000_000,
    });
    expect(flat.id).toBe('u1');
    expect(flat.kind).toBe('user.created');
    expect(flat.subject).toEqual({
      object: 'user',
      id: 'main',
      name: null,
      label: 'user main',
      link: null,
    });
    expect(flat.time).toEqual({ text: null, utc: '2023-11-14T22:13:20.000Z' });

    const texty = summarizeEvent({
      event: 'ping',
      subject: 'the account',
      occurred_at: '2026-01-02T03:04:05Z',
    });
    expect(texty.subject).toEqual({
      object: null,
      id: null,
      name: null,
      label: 'the account',
      link: null,
    });
    expect(texty.time).toEqual({ text: '2026-01-02T03:04:05Z', utc: '2026-01-02T03:04:05.000Z' });
  });

  it('never fail on shapes that are not event objects', () => {
    for (const record of [
      null,
      undefined,
      'text',
      42,
      ['a'],
      {},
      { subject: {}, id: { nested: 1 } },
    ]) {
      const summary = summarizeEvent(record);
      expect(summary.kind).toBeNull();
      expect(summary.id).toBeNull();
      expect(summary.subject).toBeNull();
    }
    expect(summarizeEvent('text').isObject).toBe(false);
    expect(summarizeEvent({}).isObject).toBe(true);
    expect(summarizeEvent({ created_at: 'not a date' }).time).toEqual({
      text: 'not a date',
      utc: null,
    });
    expect(toUtc('')).toBeNull();
  });

  it('name subjects from the record, and link those the console can open', () => {
    const subjectOf = (record: Record<string, unknown>) => summarizeEvent(record).subject;
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
  });

  it('count new events in words', () => {
    expect(newEventsText(0, false)).toBe('No new events');
    expect(newEventsText(1, false)).toBe('1 new event');
    expect(newEventsText(3, false)).toBe('3 new events');
    expect(newEventsText(100, true)).toBe('100+ new events');
  });
});
